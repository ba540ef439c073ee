import { useMemo } from 'react';
import { COUPON_ADMIN_MESSAGES } from '#shared/promotions/coupon.ts';
import { OFFER_MESSAGES } from '#shared/promotions/offer.schemas.ts';
import en from '#web/i18n/en/admin-coupons.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/** The Coupons tab's texts, store-wide offers included (decision 035). */
export const useCouponsT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-coupons.json') });

/** COUPON_ADMIN_MESSAGES (the schema's and the server's wording) in the page's language. */
export function useCouponMessages() {
  const t = useCouponsT();
  return useMemo(
    () => sharedMessages(COUPON_ADMIN_MESSAGES, (name) => t(`adminCoupons.msg.${name}` as never)),
    [t],
  );
}

/** OFFER_MESSAGES in the page's language. */
export function useOfferMessages() {
  const t = useCouponsT();
  return useMemo(
    () => sharedMessages(OFFER_MESSAGES, (name) => t(`adminCoupons.offerMsg.${name}` as never)),
    [t],
  );
}
