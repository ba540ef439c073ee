import en from '#web/i18n/en/admin-assisted.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The New order page's and Quick sale's texts (decision 074): decision 035. */
export const useAssistedT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-assisted.json') });
