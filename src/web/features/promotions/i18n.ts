import en from '#web/i18n/en/promotions.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The coupon box's and the offers banner's texts (decision 035); a code's refusal is the server's words. */
export const usePromotionsT = defineCatalog(en, { hi: () => import('#web/i18n/hi/promotions.json') });
