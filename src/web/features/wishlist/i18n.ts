import en from '#web/i18n/en/wishlist.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The wishlist's texts (decision 035): the heart, its toasts and /wishlist. */
export const useWishlistT = defineCatalog(en, { hi: () => import('#web/i18n/hi/wishlist.json') });
