import en from '#web/i18n/en/promotions.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The coupon box's and the offers banner's texts (decision 035). */
export const usePromotionsT = defineCatalog(en, { hi: () => import('#web/i18n/hi/promotions.json') });
