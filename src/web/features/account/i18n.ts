import en from '#web/i18n/en/account.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** My Account's texts (decision 035): its sections, forms and confirmations. The shared messages are auth's. */
export const useAccountT = defineCatalog(en, { hi: () => import('#web/i18n/hi/account.json') });
