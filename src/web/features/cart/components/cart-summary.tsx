import { ArrowRight, PartyPopper, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDeliveryDay } from '#shared/delivery/delivery.ts';
import { formatRoundOff, formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { useStoreSettings } from '#web/features/settings/hooks/use-store-settings.ts';
import { cn } from '#web/lib/cn.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import type { CartQuote } from '../hooks/use-cart-quote.ts';
import { useCartT } from '../i18n.ts';

/*
 * The cart's figures as the server quoted them (decision 063): the browser adds nothing up. Until the first answer
 * they are placeholders; while a newer answer is on its way the last one is shown muted, marked as updating.
 */

/**
 * 'Add ₹{amount} more for free shipping' (docs/product.md §9.3) with a progress bar, or the note that it applies. The
 * amount is the server's (after a coupon's discount); the bar's length is against the store's one threshold.
 */
export function FreeShippingBanner({ figures, className }: { figures: CartQuote; className?: string }) {
  const t = useCartT();
  const { locale } = useI18n();
  const { freeShippingThreshold } = useStoreSettings();
  const quote = figures.quote;
  if (!quote?.lines.length) return null;
  const missing = quote.amountToFreeShipping;
  const unlocked = missing === 0;
  const progress = freeShippingThreshold > 0 ? Math.max(0, 1 - missing / freeShippingThreshold) : 1;
  return (
    <div
      className={cn(
        'rounded-control px-3 py-2.5 text-sm transition-opacity',
        unlocked ? 'bg-secondary/10 text-secondary' : 'bg-sand text-foreground',
        figures.updating && 'opacity-60',
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
          : t('cart.addForFreeShipping', { amount: formatRupees(missing, locale) })}
      </p>
      {!unlocked && (
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-border" aria-hidden="true">
          <div className="h-full rounded-full bg-primary" style={{ width: `${progress * 100}%` }} />
        </div>
      )}
    </div>
  );
}

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4" data-testid={testId}>
      <dt className="text-muted">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * Subtotal, the coupon's discount, shipping, the zone's and the COD fee (when charged) and the total, as a
 * description list: the server's figures; then the day the order would arrive by (made-to-order pieces' making
 * time counted, decision 070). 'Updating your total…' while they are asked again; the reason and Try
 * again when they could not be had.
 */
export function CartTotals({ figures, className }: { figures: CartQuote; className?: string }) {
  const t = useCartT();
  const { locale } = useI18n();
  const { quote, updating, failed } = figures;
  if (failed) {
    return (
      <div className={cn('flex flex-col items-start gap-2 text-sm', className)} data-testid="totals-failed">
        <p role="alert" className="text-danger">
          {t('cart.quoteFailed')}
        </p>
        <Button type="button" variant="secondary" size="sm" onClick={figures.retry}>
          {t('cart.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!quote) {
    return (
      <div className={cn('flex flex-col gap-2.5', className)} aria-busy="true">
        <p role="status" className="sr-only">
          {t('cart.updating')}
        </p>
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="mt-1 h-8 w-full" />
      </div>
    );
  }
  const rupees = (paise: number) => formatRupees(paise, locale);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <dl
        aria-busy={updating || undefined}
        data-updating={updating || undefined}
        className={cn('flex flex-col gap-1.5 text-base transition-opacity', updating && 'opacity-60')}
      >
        <Row label={t('cart.subtotal')}>{rupees(quote.subtotal)}</Row>
        {quote.discount > 0 && (
          <div className="flex justify-between gap-4 text-secondary" data-testid="discount-line">
            <dt>{t('cart.discount', { code: quote.coupon?.code ?? '' })}</dt>
            <dd className="tabular-nums">−{rupees(quote.discount)}</dd>
          </div>
        )}
        <Row label={t('cart.shipping')}>
          {quote.shippingCost === 0 && quote.subtotal > 0 ? t('cart.free') : rupees(quote.shippingCost)}
        </Row>
        {quote.zoneFee > 0 && (
          <Row label={t('cart.zoneFee', { zone: quote.zone ?? '' })}>{rupees(quote.zoneFee)}</Row>
        )}
        {quote.codFee > 0 && (
          <Row label={t('cart.codFee')} testId="cod-fee-line">
            {rupees(quote.codFee)}
          </Row>
        )}
        {quote.giftWrapFee > 0 && (
          <Row label={t('cart.giftWrap')} testId="gift-wrap-line">
            {rupees(quote.giftWrapFee)}
          </Row>
        )}
        {quote.roundOff !== 0 && (
          <Row label={t('cart.roundOff')} testId="round-off-line">
            {formatRoundOff(quote.roundOff, locale)}
          </Row>
        )}
        <div className="mt-1 flex justify-between gap-4 border-t border-border pt-2.5 text-lg font-semibold">
          <dt>
            {t('cart.total')}
            <span className="block text-xs font-normal text-muted">{t('cart.inclusiveOfTaxes')}</span>
          </dt>
          <dd className="tabular-nums" data-testid="order-total">
            {rupees(quote.total)}
          </dd>
        </div>
      </dl>
      {quote.arrival && (
        <p className="flex items-center gap-2 text-sm text-muted" data-testid="arrives-by">
          <Truck aria-hidden="true" size={16} strokeWidth={1.75} className="shrink-0 text-primary" />
          {t('cart.arrivesBy', { day: formatDeliveryDay(quote.arrival.to, locale) })}
        </p>
      )}
      <p role="status" className="min-h-5 text-sm text-muted">
        {updating ? t('cart.updating') : null}
      </p>
    </div>
  );
}

/** 'Proceed to Checkout' to /checkout; disabled while nothing in the cart can be ordered. */
export function CheckoutButton({ availableLines }: { availableLines: number }) {
  const t = useCartT();
  if (availableLines === 0) {
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
