import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Quote, QuoteInput } from '#shared/promotions/coupon.schemas.ts';
import { fetchQuote, quoteQueryOptions } from '#web/features/cart/api/quote-api.ts';
import { setCouponCode, useCartCouponCode } from '#web/features/cart/hooks/use-cart-coupon.ts';
import { deferredToast } from '#web/lib/lazy-toast.ts';
import { usePromotionsT } from '../i18n.ts';
import { useCouponRefusal } from './use-coupon-refusal.ts';

export interface CouponState {
  /** The applied code, as the server spells it. */
  code: string | null;
  /** The applied code's description, from the server's figures while it applies. */
  description: string | undefined;
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
 * The coupon of the cart and checkout (docs/product.md §3.11): Apply asks the server whether the code applies to
 * these lines; the applied code is kept beside the cart, and the cart's figures (`useCartQuote`, decision 063) are
 * asked with it every time the cart changes: `figures` is their answer, with the code's refusal when the cart no
 * longer meets it.
 */
export function useCoupon(
  items: QuoteInput['items'],
  figures: { quote: Quote | undefined; couponError: unknown },
): CouponState {
  const queryClient = useQueryClient();
  const t = usePromotionsT();
  const couponRefusal = useCouponRefusal();
  const code = useCartCouponCode();
  const [typedRefusal, setTypedRefusal] = useState<string | undefined>();
  const apply = useMutation({
    mutationFn: (typed: string) => fetchQuote({ items, couponCode: typed }),
    onMutate: () => setTypedRefusal(undefined),
    onSuccess: (answer) => {
      const applied = answer.coupon!.code;
      // The cart's own figures with the code are this answer (the checkout asks again with its fees).
      queryClient.setQueryData(quoteQueryOptions({ items, couponCode: applied }).queryKey, answer);
      setCouponCode(applied);
      deferredToast.success(t('promotions.appliedToast', { code: applied }));
    },
    onError: (error) => setTypedRefusal(couponRefusal(error) ?? t('promotions.unavailable')),
  });
  return {
    code,
    description: figures.quote?.coupon?.description,
    refusal: typedRefusal ?? (code ? couponRefusal(figures.couponError) : undefined),
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
