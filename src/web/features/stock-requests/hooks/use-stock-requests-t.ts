import en from '#web/i18n/en/stock-requests.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** "Tell me when it's back" and "Sold — ask for one like this" on the product page (decision 073). */
export const useStockRequestsT = defineCatalog(en, { hi: () => import('#web/i18n/hi/stock-requests.json') });
