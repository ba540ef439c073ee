import en from '#web/i18n/en/admin-all-customers.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The All Customers tab's texts (list, stat cards, Targeted Marketing): decision 035. */
export const useAllCustomersT = defineCatalog(en, {
  hi: () => import('#web/i18n/hi/admin-all-customers.json'),
});
