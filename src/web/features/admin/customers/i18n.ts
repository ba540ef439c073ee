import en from '#web/i18n/en/admin-customers.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The Customers tab's texts, and the customer row, badges and search All Customers shares: decision 035. */
export const useAdminCustomersT = defineCatalog(en, {
  hi: () => import('#web/i18n/hi/admin-customers.json'),
});
