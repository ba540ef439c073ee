import en from '#web/i18n/en/orders.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The order pages' texts (decision 035): confirmation, My Orders and its detail, track order. */
export const useOrdersT = defineCatalog(en, { hi: () => import('#web/i18n/hi/orders.json') });
export type OrdersT = ReturnType<typeof useOrdersT>;
