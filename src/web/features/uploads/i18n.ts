import { useMemo } from 'react';
import { UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';
import en from '#web/i18n/en/uploads.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/** The admin forms' image upload button and field (decision 035). */
export const useUploadsT = defineCatalog(en, { hi: () => import('#web/i18n/hi/uploads.json') });

/** The upload's toasts and the server's refusals (UPLOAD_MESSAGES) in the page's language. */
export function useUploadMessages() {
  const t = useUploadsT();
  return useMemo(() => sharedMessages(UPLOAD_MESSAGES, (name) => t(`uploads.msg.${name}` as never)), [t]);
}
