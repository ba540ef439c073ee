import en from '#web/i18n/en/admin-search.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** Admin → Search's texts (the synonyms and searched words are the shop's own): decision 035. */
export const useSearchAdminT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-search.json') });
