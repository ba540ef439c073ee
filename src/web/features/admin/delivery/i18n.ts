import en from '#web/i18n/en/admin-delivery.json';
import { defineCatalog } from '#web/lib/i18n.tsx';

/** The Delivery tab's texts (decision 035). */
export const useDeliveryT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-delivery.json') });
