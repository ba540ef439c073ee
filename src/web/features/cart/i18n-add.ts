import en from '#web/i18n/en/cart-add.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/**
 * What every page needs of the cart (decision 035): Add to Cart, the header's cart button and the cart toasts,
 * apart from the cart page's catalog so product cards do not carry it.
 */
export const useCartAddT = defineCatalog(en, { hi: () => import('#web/i18n/hi/cart-add.json') });
export type CartAddT = ReturnType<typeof useCartAddT>;
