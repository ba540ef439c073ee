import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';
import { CartTotals } from '#web/features/cart/components/cart-summary.tsx';
import { type CheckoutFacts, useCartQuote } from '#web/features/cart/hooks/use-cart-quote.ts';
import { useCartRefresh } from '#web/features/cart/hooks/use-cart-refresh.ts';
import { dispatchCart } from '#web/features/cart/lib/cart-actions.ts';
import { isLineAvailable, orderLine } from '#web/features/cart/lib/cart-line.ts';
import { useCart } from '#web/features/cart/lib/cart-store.ts';
import { CheckoutForm } from '#web/features/checkout/components/checkout-form.tsx';
import { usePlaceOrder } from '#web/features/checkout/hooks/use-place-order.ts';
import { useCheckoutT } from '#web/features/checkout/i18n.ts';
import { CouponBox } from '#web/features/promotions/components/coupon-box.tsx';
import { useCoupon } from '#web/features/promotions/hooks/use-coupon.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';

/*
 * /checkout (docs/product.md §4.1): customer email, delivery address, payment method and the order summary
 * with Place Order. Every figure is the server's quote for the cart, the code, the pincode and the payment method
 * (decision 063), priced as the order will be. The route hands the cart's lines, the figures and emptying to the
 * checkout feature, which knows nothing of the cart's internals.
 */
export function Component() {
  const t = useCheckoutT();
  usePageTitle(t('checkout.pageTitle'));
  const cart = useCart();
  useCartRefresh(cart);
  // What the form knows that changes the fees: the pincode, its state and the payment method.
  const [facts, setFacts] = useState<CheckoutFacts>({});
  const figures = useCartQuote(cart, facts);
  const coupon = useCoupon(cart.filter(isLineAvailable).map(orderLine), figures);
  const order = usePlaceOrder({
    onPlaced: () => {
      dispatchCart({ type: 'clear' });
      coupon.clear();
    },
    onCouponRefused: coupon.refuse,
  });

  if (cart.length === 0) {
    // The order exists and the cart is emptied: the confirmation or the payment page is on its way.
    if (!order.placed) return <Navigate to={paths.cart.href()} replace />;
    return (
      <Container className="flex min-h-[50vh] items-center justify-center py-20">
        <p role="status" className="flex items-center gap-2 text-lg text-muted">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          {t('checkout.takingYou')}
        </p>
      </Container>
    );
  }

  const lines = cart.map((line) => {
    const priced = figures.line(line);
    return { ...line, total: priced === null ? null : priced?.total, available: isLineAvailable(line) };
  });
  return (
    <Container className="py-6 sm:py-10">
      <BackLink to={paths.cart.href()}>{t('checkout.backToCart')}</BackLink>
      <h1 className="mt-2 text-3xl sm:text-4xl">{t('checkout.title')}</h1>
      <CheckoutForm
        lines={lines}
        totals={
          <div className="flex flex-col gap-4 border-t border-border pt-4">
            <CouponBox coupon={coupon} />
            <CartTotals figures={figures} />
          </div>
        }
        quote={{
          // The code goes with the order only while the shown figures apply it: the order is what was shown.
          couponCode: figures.quote?.coupon?.code ?? null,
          orderValue: figures.quote?.orderValue,
          giftWrapOffer: figures.quote?.giftWrapOffer,
          status: figures.failed ? 'failed' : figures.updating || !figures.quote ? 'updating' : 'ready',
        }}
        onFactsChange={setFacts}
        order={order}
      />
    </Container>
  );
}
