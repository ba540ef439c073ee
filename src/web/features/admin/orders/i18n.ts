import en from '#web/i18n/en/admin-orders.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The Orders tab's texts (list, bulk bar, order page and its forms): decision 035. */
export const useAdminOrdersT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-orders.json') });
