import en from '#web/i18n/en/orders.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { useSaidMessages } from '#web/lib/shared-messages.ts';

/** The order pages' texts (decision 035): confirmation, My Orders and its detail, track order. */
export const useOrdersT = defineCatalog(en, { hi: () => import('#web/i18n/hi/orders.json') });
export type OrdersT = ReturnType<typeof useOrdersT>;

const saidKey = (code: string) => `orders.said.${code}`;
/** The server's answers with figures (a cancel and its refund) in the page's language (decision 042). */
export const useOrdersSaid = () => useSaidMessages(useOrdersT(), saidKey);
