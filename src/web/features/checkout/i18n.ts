import en from '#web/i18n/en/checkout.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The checkout's texts (decision 035): the page, its checks, its toasts. */
export const useCheckoutT = defineCatalog(en, { hi: () => import('#web/i18n/hi/checkout.json') });
export type CheckoutT = ReturnType<typeof useCheckoutT>;
