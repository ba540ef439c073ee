import en from '#web/i18n/en/checkout.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { useSaidMessages } from '#web/lib/shared-messages.ts';

/** The checkout's texts (decision 035): the page, its checks, its toasts. */
export const useCheckoutT = defineCatalog(en, { hi: () => import('#web/i18n/hi/checkout.json') });
export type CheckoutT = ReturnType<typeof useCheckoutT>;

const saidKey = (code: string) => `checkout.said.${code}`;
/** The server's refusals with figures (stock, the units cap, unpaid orders) in the page's language (decision 042). */
export const useCheckoutSaid = () => useSaidMessages(useCheckoutT(), saidKey);
