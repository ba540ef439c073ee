import en from '#web/i18n/en/admin-whatsapp.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The WhatsApp channel page's texts (template names and parameters are the server's): decision 035. */
export const useWhatsAppT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-whatsapp.json') });
