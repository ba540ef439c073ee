import en from '#web/i18n/en/delivery.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/**
 * The delivery check's and estimate's texts (decision 035). A reason the server words with its own figures (a
 * zone's message, the COD limits with their amounts) stays as the server says it.
 */
export const useDeliveryT = defineCatalog(en, { hi: () => import('#web/i18n/hi/delivery.json') });
export type DeliveryT = ReturnType<typeof useDeliveryT>;
