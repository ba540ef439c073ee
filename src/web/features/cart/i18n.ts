import en from '#web/i18n/en/cart.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The cart page's and side panel's texts (decision 035); Add to Cart and the toasts are in `i18n-add.ts`. */
export const useCartT = defineCatalog(en, { hi: () => import('#web/i18n/hi/cart.json') });
