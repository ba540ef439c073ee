import en from '#web/i18n/en/blog.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/**
 * The public blog's texts (list, cards, post page): decision 035. English in the blog's chunks, Hindi
 * downloaded on a Hindi page, so neither grows the storefront catalog every English page carries (issue 17).
 */
export const useBlogT = defineCatalog(en, { hi: () => import('#web/i18n/hi/blog.json') });
