import { ArrowRight, PartyPopper, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { formatRupees } from '#shared/pricing/money.ts';
import type { ShippingRule } from '#shared/pricing/shipping.ts';
import type { Quote } from '#shared/promotions/coupon.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useCartT } from '../i18n.ts';
import type { CartSummary } from '../lib/cart-reducer.ts';

/**
 * 'Add ₹{amount} more for free shipping' (docs/product.md §9.3) with a progress bar, or the note that it applies. The
 * amount and the threshold come from the store's one shipping rule (docs/product.md §9.3).
 */
export function FreeShippingBanner({
  summary,
  rule,
  className,
}: {
  summary: CartSummary;
  rule: ShippingRule;
  className?: string;
}) {
  const t = useCartT();
  const { locale } = useI18n();
  if (summary.availableLines === 0) return null;
  const unlocked = summary.amountToFreeShipping === 0;
  const progress =
    rule.freeShippingThreshold > 0 ? Math.min(1, summary.subtotal / rule.freeShippingThreshold) : 1;
  return (
    <div
      className={cn(
        'rounded-control px-3 py-2.5 text-sm',
        unlocked ? 'bg-secondary/10 text-secondary' : 'bg-sand text-foreground',
        className,
      )}
    >
      {/* Announced as the amount changes with the stepper. */}
      <p role="status" className="flex items-center gap-2 font-semibold">
        {unlocked ? (
          <PartyPopper aria-hidden="true" size={18} strokeWidth={1.75} className="shrink-0" />
        ) : (
          <Truck aria-hidden="true" size={18} strokeWidth={1.75} className="shrink-0 text-primary" />
        )}
        {unlocked
          ? t('cart.freeShippingUnlocked')
          : t('cart.addForFreeShipping', { amount: formatRupees(summary.amountToFreeShipping, locale) })}
      </p>
      {!unlocked && (
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-border" aria-hidden="true">
          <div className="h-full rounded-full bg-primary" style={{ width: `${progress * 100}%` }} />
        </div>
      )}
    </div>
  );
}

/**
 * Subtotal, the coupon's discount, shipping and total, as a description list: the server's figures while a code
 * applies (`quote`), else the cart's own.
 */
export function CartTotals({
  summary,
  quote,
  className,
}: {
  summary: CartSummary;
  quote?: Quote | undefined;
  className?: string;
}) {
  const t = useCartT();
  const { locale } = useI18n();
  const totals = quote ?? { ...summary, discount: 0, coupon: null };
  return (
    <dl className={cn('flex flex-col gap-1.5 text-base', className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t('cart.subtotal')}</dt>
        <dd className="tabular-nums">{formatRupees(totals.subtotal, locale)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className="flex justify-between gap-4 text-secondary" data-testid="discount-line">
          <dt>{t('cart.discount', { code: totals.coupon?.code ?? '' })}</dt>
          <dd className="tabular-nums">−{formatRupees(totals.discount, locale)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t('cart.shipping')}</dt>
        <dd className="tabular-nums">
          {totals.shippingCost === 0 && totals.subtotal > 0
            ? t('cart.free')
            : formatRupees(totals.shippingCost, locale)}
        </dd>
      </div>
      <div className="mt-1 flex justify-between gap-4 border-t border-border pt-2.5 text-lg font-semibold">
        <dt>
          {t('cart.total')}
          <span className="block text-xs font-normal text-muted">{t('cart.inclusiveOfTaxes')}</span>
        </dt>
        <dd className="tabular-nums">{formatRupees(totals.total, locale)}</dd>
      </div>
    </dl>
  );
}

/** 'Proceed to Checkout' to /checkout; disabled while nothing in the cart can be ordered. */
export function CheckoutButton({ summary }: { summary: CartSummary }) {
  const t = useCartT();
  if (summary.availableLines === 0) {
    return (
      <Button size="lg" disabled>
        {t('cart.proceedToCheckout')}
      </Button>
    );
  }
  return (
    <Button asChild size="lg">
      <Link to={paths.checkout.href()}>
        {t('cart.proceedToCheckout')}
        <ArrowRight aria-hidden="true" strokeWidth={1.75} />
      </Link>
    </Button>
  );
}
