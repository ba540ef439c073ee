import { useMemo } from 'react';
import { WHATSAPP_TEXTS } from '#shared/whatsapp/whatsapp.ts';
import en from '#web/i18n/en/whatsapp.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/** The WhatsApp opt-in box at checkout and the preferences in My Account (decision 035). */
export const useWhatsAppT = defineCatalog(en, { hi: () => import('#web/i18n/hi/whatsapp.json') });

/** The server's refusals of a preference change, in the page's language. */
export function useWhatsAppMessages() {
  const t = useWhatsAppT();
  return useMemo(() => sharedMessages(WHATSAPP_TEXTS, (name) => t(`whatsapp.msg.${name}` as never)), [t]);
}
