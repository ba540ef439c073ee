import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';
import { CartLineItem } from '#web/features/cart/components/cart-line-item.tsx';
import {
  CartTotals,
  CheckoutButton,
  FreeShippingBanner,
} from '#web/features/cart/components/cart-summary.tsx';
import { useCartQuote } from '#web/features/cart/hooks/use-cart-quote.ts';
import { useCartRefresh } from '#web/features/cart/hooks/use-cart-refresh.ts';
import { useCartT } from '#web/features/cart/i18n.ts';
import { countItems, isLineAvailable, lineKey, orderLine } from '#web/features/cart/lib/cart-line.ts';
import { useCart } from '#web/features/cart/lib/cart-store.ts';
import { CouponBox } from '#web/features/promotions/components/coupon-box.tsx';
import { OfferBanner } from '#web/features/promotions/components/offer-banner.tsx';
import { useCoupon } from '#web/features/promotions/hooks/use-coupon.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';

/**
 * /cart (docs/product.md §3.7): the cart's lines and an order summary; prices are checked against the server on
 * arrival, and the figures are the server's quote (decision 063).
 */
export function Component() {
  const t = useCartT();
  usePageTitle(t('cart.pageTitle'));
  const cart = useCart();
  useCartRefresh(cart);
  const figures = useCartQuote(cart);
  const available = cart.filter(isLineAvailable);
  const coupon = useCoupon(available.map(orderLine), figures);

  if (cart.length === 0) {
    return (
      <Container className="flex flex-col items-center gap-5 py-20 text-center sm:py-28">
        <span className="grid size-16 place-items-center rounded-full bg-sand text-primary">
          <ShoppingBag aria-hidden="true" size={28} strokeWidth={1.75} />
        </span>
        <h1 className="text-3xl sm:text-4xl">{t('cart.emptyTitle')}</h1>
        <p className="max-w-md text-lg text-muted">{t('cart.emptyText')}</p>
        <Button asChild>
          <Link to={paths.home.href()}>{t('cart.continueShopping')}</Link>
        </Button>
      </Container>
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="flex flex-wrap items-baseline gap-x-3 text-3xl sm:text-4xl">
        {t('cart.title')}
        <span className="font-sans text-lg font-normal text-muted">
          ({t('cart.items', { count: countItems(cart) })})
        </span>
      </h1>
      <OfferBanner />

      <div className="mt-6 grid items-start gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <section
          aria-labelledby="cart-items-heading"
          className="rounded-card border border-border bg-surface px-4 sm:px-6"
        >
          <h2 id="cart-items-heading" className="sr-only">
            {t('cart.itemsInCart')}
          </h2>
          <ul className="divide-y divide-border">
            {cart.map((line) => (
              <CartLineItem
                key={lineKey(line)}
                line={line}
                variant="page"
                priced={figures.line(line)}
                updating={figures.updating}
              />
            ))}
          </ul>
        </section>

        <aside
          aria-labelledby="order-summary-heading"
          className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6 lg:sticky lg:top-24"
        >
          <h2 id="order-summary-heading" className="text-2xl">
            {t('cart.orderSummary')}
          </h2>
          <FreeShippingBanner figures={figures} />
          <CouponBox coupon={coupon} />
          <CartTotals figures={figures} />
          <div className="flex flex-col gap-2">
            <CheckoutButton availableLines={available.length} />
            <Button asChild variant="secondary">
              <Link to={paths.products.href()}>
                <ArrowLeft aria-hidden="true" strokeWidth={1.75} />
                {t('cart.continueShopping')}
              </Link>
            </Button>
          </div>
        </aside>
      </div>
    </Container>
  );
}
