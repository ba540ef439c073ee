import en from '#web/i18n/en/admin-analytics.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The shop's charts' texts (category names are the shop's own): decision 035. */
export const useAnalyticsT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-analytics.json') });
