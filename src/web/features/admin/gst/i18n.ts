import { useMemo } from 'react';
import { GST_MESSAGES } from '#shared/gst/gst.ts';
import en from '#web/i18n/en/admin-gst.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/** The GST & Invoices dialog's texts (decision 035). */
export const useGstT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-gst.json') });

/** GST_MESSAGES (the schema's and the server's wording) in the page's language. */
export function useGstMessages() {
  const t = useGstT();
  return useMemo(() => sharedMessages(GST_MESSAGES, (name) => t(`adminGst.msg.${name}` as never)), [t]);
}
