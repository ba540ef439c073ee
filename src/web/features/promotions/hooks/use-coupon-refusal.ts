import { useMemo } from 'react';
import { COUPON_MESSAGES } from '#shared/promotions/coupon.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { saidMessages, sharedMessages } from '#web/lib/shared-messages.ts';
import { usePromotionsT } from '../i18n.ts';

/**
 * Why a code does not apply (a 400 naming `couponCode`), in the page's language: the fixed reasons by their
 * English, those with the code's own figures (its start, its minimum) by their code (decision 042).
 * Undefined for other errors.
 */
export function useCouponRefusal(): (error: unknown) => string | undefined {
  const t = usePromotionsT();
  const { locale } = useI18n();
  return useMemo(() => {
    const fixed = sharedMessages(COUPON_MESSAGES, (name) => t(`promotions.msg.${name}` as never));
    const withFigures = saidMessages(locale, (code, params) => t(`promotions.said.${code}` as never, params));
    return (error) => {
      const reason = error instanceof ApiError ? error.fields?.couponCode : undefined;
      return (
        reason &&
        withFigures(fixed(reason), error instanceof ApiError ? error.saidFields?.couponCode : undefined)
      );
    };
  }, [t, locale]);
}
