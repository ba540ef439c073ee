import { COUPON_MESSAGES } from '#shared/promotions/coupon.ts';
import en from '#web/i18n/en/promotions.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/** The coupon box's and the offers banner's texts (decision 035). */
export const usePromotionsT = defineCatalog(en, { hi: () => import('#web/i18n/hi/promotions.json') });

/**
 * Why a code does not apply, as the server words it, in the page's language; a reason with the code's own
 * figures (its start, its minimum) stays as the server says it.
 */
export function useCouponMessages(): (message: string) => string {
  const t = usePromotionsT();
  return sharedMessages(COUPON_MESSAGES, (name) => t(`promotions.msg.${name}` as never));
}
