import en from '#web/i18n/en/delivery.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/**
 * The delivery check's and estimate's texts (decision 035). A reason the server gives (a zone's message, why COD
 * is off for an order) stays in its words.
 */
export const useDeliveryT = defineCatalog(en, { hi: () => import('#web/i18n/hi/delivery.json') });
export type DeliveryT = ReturnType<typeof useDeliveryT>;
