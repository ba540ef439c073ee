import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import type { Quote, QuoteInput } from '#shared/promotions/coupon.schemas.ts';
import { hasCheckoutPass } from '#web/lib/checkout-pass.ts';
import { deferredToast } from '#web/lib/lazy-toast.ts';
import { fetchQuote, quoteQueryOptions } from '../api/quote-api.ts';
import { usePromotionsT } from '../i18n.ts';
import { getCouponCode, setCouponCode, subscribeCouponCode } from '../lib/coupon-store.ts';
import { useCouponRefusal } from './use-coupon-refusal.ts';

export interface CouponState {
  /** The applied code, as the server spells it. */
  code: string | null;
  /** The server's figures with the code; undefined while asking or when it no longer applies. */
  quote: Quote | undefined;
  /** Why the code does not apply (to what was typed, or to the cart as it is now), in the page's language. */
  refusal: string | undefined;
  applying: boolean;
  apply: (typed: string) => void;
  remove: () => void;
  /** Forget the code (after an order was placed with it). */
  clear: () => void;
  /** Show a reason the server gave elsewhere (at Place Order). */
  refuse: (message: string) => void;
}

/**
 * The coupon of the cart and checkout (docs/product.md §3.11): the applied code is kept beside the cart and
 * checked by the server against the lines (and at checkout the buyer's email and phone) every time they change.
 */
export function useCoupon(
  items: QuoteInput['items'],
  buyer: { email?: string; phone?: string } = {},
): CouponState {
  const queryClient = useQueryClient();
  const t = usePromotionsT();
  const couponRefusal = useCouponRefusal();
  const code = useSyncExternalStore(subscribeCouponCode, getCouponCode, () => null);
  const [typedRefusal, setTypedRefusal] = useState<string | undefined>();
  const body: QuoteInput = { items, ...(code ? { couponCode: code } : {}), ...buyer };
  // Without a code, one quote is still asked for while the browser has no checkout pass: the pass it hands out
  // ages while the shopper fills in the form, and lets the order count per browser (decision 058).
  const quote = useQuery({
    ...quoteQueryOptions(body),
    enabled: items.length > 0 && (Boolean(code) || !hasCheckoutPass()),
  });
  const apply = useMutation({
    mutationFn: (typed: string) => fetchQuote({ ...body, couponCode: typed }),
    onMutate: () => setTypedRefusal(undefined),
    onSuccess: (answer) => {
      const applied = answer.coupon!.code;
      queryClient.setQueryData(quoteQueryOptions({ ...body, couponCode: applied }).queryKey, answer);
      setCouponCode(applied);
      deferredToast.success(t('promotions.appliedToast', { code: applied }));
    },
    onError: (error) => setTypedRefusal(couponRefusal(error) ?? t('promotions.unavailable')),
  });
  return {
    code,
    quote: quote.data?.coupon ? quote.data : undefined,
    refusal: typedRefusal ?? (code ? couponRefusal(quote.error) : undefined),
    applying: apply.isPending,
    apply: (typed) => {
      if (!typed.trim()) setTypedRefusal(t('promotions.msg.required'));
      else apply.mutate(typed.trim());
    },
    remove: () => {
      setCouponCode(null);
      setTypedRefusal(undefined);
      deferredToast.success(t('promotions.removedToast'));
    },
    clear: () => setCouponCode(null),
    refuse: setTypedRefusal,
  };
}
