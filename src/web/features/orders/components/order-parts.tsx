import { Check, CircleX, Clock, MapPin, Package, RotateCcw } from 'lucide-react';
import { nameIn } from '#shared/catalog/product.ts';
import { optionsIn } from '#shared/catalog/variants.ts';
import type { OrderCustomer, OrderLine, Shipment, TimelineStep } from '#shared/orders/order.schemas.ts';
import type { OrderStatus } from '#shared/orders/order.ts';
import { customerTracker } from '#shared/orders/order.ts';
import { formatRoundOff, formatRupees } from '#shared/pricing/money.ts';
import { PersonalisationLines } from '#web/components/ui/personalisation-lines.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatIsoDate } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { type OrdersT, useOrdersT } from '../i18n.ts';
import { formatDeliveryEstimate, statusBadgeClass } from '../lib/order-view.ts';

/** Pieces every order page shares: status badge, the two trackers, lines, totals and the address. */

export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const t = useOrdersT();
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm leading-5 font-semibold tracking-wide [font-variant-caps:all-small-caps]',
        statusBadgeClass(status),
        className,
      )}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}

export function lineImage(line: Pick<OrderLine, 'image'>) {
  return line.image ? { url: line.image } : null;
}

/** The server's four steps and their estimates, in the page's language (the server's English otherwise). */
const STEP_TEXTS: Record<string, { label: Parameters<OrdersT>[0]; estimate?: Parameters<OrdersT>[0] }> = {
  placed: { label: 'orders.step.placed' },
  processing: { label: 'orders.step.processing', estimate: 'orders.estimate.processing' },
  shipped: { label: 'orders.step.shipped', estimate: 'orders.estimate.shipped' },
  delivered: { label: 'orders.step.delivered', estimate: 'orders.estimate.delivered' },
};

/** The four-step timeline (Order Placed, Processing, Shipped, Delivered) with dates or the estimates of docs/product.md §4.5. */
export function OrderTimeline({ steps, halted }: { steps: TimelineStep[]; halted?: OrderStatus | null }) {
  const t = useOrdersT();
  const { locale } = useI18n();
  return (
    <ol className="flex flex-col" aria-label={t('orders.timeline')}>
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        const texts = STEP_TEXTS[step.key];
        return (
          <li key={step.key} className="relative flex gap-3 pb-5 last:pb-0">
            {!last && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-8 bottom-0 left-[0.9375rem] w-0.5',
                  steps[i + 1]?.done ? 'bg-success' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative grid size-8 shrink-0 place-items-center rounded-full border-2',
                step.done
                  ? 'border-success bg-success text-primary-foreground'
                  : 'border-border bg-surface text-muted',
              )}
            >
              {step.done ? <Check size={16} strokeWidth={2.5} /> : <Clock size={15} strokeWidth={1.75} />}
            </span>
            <div className="flex min-w-0 flex-col pt-1">
              <span className={cn('font-semibold', !step.done && 'text-muted')}>
                {texts ? t(texts.label) : step.label}
              </span>
              <span className="sr-only">{step.done ? t('orders.done') : t('orders.notYet')}</span>
              {step.done && step.date && (
                <span className="text-sm text-muted">{formatIsoDate(step.date, locale)}</span>
              )}
              {!step.done && (step.window || step.estimate) && (
                <span className="text-sm text-muted">
                  {halted
                    ? '—'
                    : step.window
                      ? formatDeliveryEstimate(step.window, locale)
                      : texts?.estimate
                        ? t(texts.estimate)
                        : step.estimate}
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The customer's six steps, confirmed → delivered, done up to the current one (docs/product.md §4.6). */
export function OrderTracker({ status }: { status: OrderStatus }) {
  const t = useOrdersT();
  const tracker = customerTracker(status);
  if (tracker.halted) {
    const Icon = tracker.halted === 'cancelled' ? CircleX : RotateCcw;
    return (
      <p className="flex items-center gap-2 rounded-control bg-danger/8 px-3 py-2 text-sm font-semibold text-danger">
        <Icon aria-hidden="true" size={18} strokeWidth={1.75} />
        {tracker.halted === 'cancelled' ? t('orders.wasCancelled') : t('orders.wasReturned')}
      </p>
    );
  }
  if (status === 'pending_payment') {
    return (
      <p className="flex items-center gap-2 rounded-control bg-sand px-3 py-2 text-sm font-semibold">
        <Clock aria-hidden="true" size={18} strokeWidth={1.75} className="text-primary" />
        {t('orders.waitingForPayment')}
      </p>
    );
  }
  const current = tracker.steps[tracker.currentIndex];
  return (
    <div className="flex flex-col gap-2">
      <ol className="grid grid-cols-6" aria-label={t('orders.progress')}>
        {tracker.steps.map((step, i) => (
          <li
            key={step.key}
            className="relative flex flex-col items-center gap-1.5 text-center"
            aria-current={step.current ? 'step' : undefined}
          >
            {i > 0 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-3 right-1/2 h-0.5 w-full -translate-y-1/2',
                  step.done ? 'bg-success' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative grid size-6 place-items-center rounded-full border-2',
                step.done ? 'border-success bg-success text-primary-foreground' : 'border-border bg-surface',
                step.current && 'ring-4 ring-success/20',
              )}
            >
              {step.done && <Check size={13} strokeWidth={3} />}
            </span>
            <span
              className={cn(
                // Six labels do not fit a phone's width: there, only the line below names the current step.
                'px-0.5 text-xs leading-tight max-sm:sr-only',
                step.done ? 'font-semibold text-foreground' : 'text-muted',
              )}
            >
              {t(`orders.status.${step.key as OrderStatus}`)}
            </span>
            {step.done && <span className="sr-only">{t('orders.done')}</span>}
          </li>
        ))}
      </ol>
      {current && (
        <p aria-hidden="true" className="text-sm sm:hidden">
          <span className="font-semibold">{t(`orders.status.${current.key as OrderStatus}`)}</span>
          <span className="text-muted">
            {' · '}
            {t('orders.stepOf', { step: tracker.currentIndex + 1, steps: tracker.steps.length })}
          </span>
        </p>
      )}
    </div>
  );
}

/** Items with image, name, quantity and price. */
export function OrderLines({ items }: { items: OrderLine[] }) {
  const t = useOrdersT();
  const { lang, locale } = useI18n();
  return (
    <ul className="divide-y divide-border">
      {items.map((line, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder; two texts of one variant are two lines
          key={`${line.productId ?? ''}:${line.variantId ?? ''}:${i}`}
          className="flex items-center gap-3 py-3"
        >
          <ResponsiveImage
            image={lineImage(line)}
            alt=""
            sizes="64px"
            className="size-16 shrink-0 rounded-control bg-sand object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="font-semibold leading-snug">{nameIn(line, lang)}</span>
            {line.options && <span className="text-sm">{optionsIn(line, lang)}</span>}
            <PersonalisationLines values={line.personalisation} lang={lang} />
            <span className="text-sm text-muted">
              {t('orders.qtyTimes', { count: line.quantity, price: formatRupees(line.unitPrice, locale) })}
            </span>
          </div>
          <span className="font-semibold tabular-nums">{formatRupees(line.totalPrice, locale)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Subtotal, the coupon's discount (when there was one), shipping, the delivery fees and gift wrap (when charged), a
 * cash-on-delivery round-off (when any) and total.
 */
export function OrderTotals({
  subtotal,
  discount = 0,
  couponCode,
  shippingCost,
  zoneFee = 0,
  codFee = 0,
  giftWrapFee = 0,
  roundOff = 0,
  shippingZone,
  total,
}: {
  subtotal: number;
  /** paise; absent on answers stored before coupons */
  discount?: number | undefined;
  couponCode?: string | null | undefined;
  shippingCost: number;
  /** paise; absent on answers stored before the delivery fees (decision 039) */
  zoneFee?: number | undefined;
  codFee?: number | undefined;
  /** paise; absent on answers stored before gifts (decision 068) */
  giftWrapFee?: number | undefined;
  /** paise: a cash-on-delivery total's rounding to whole rupees (decision 085); absent on answers stored before it */
  roundOff?: number | undefined;
  shippingZone?: string | null | undefined;
  total: number;
}) {
  const t = useOrdersT();
  const { locale } = useI18n();
  return (
    <dl className="flex flex-col gap-1.5">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t('orders.subtotal')}</dt>
        <dd className="tabular-nums">{formatRupees(subtotal, locale)}</dd>
      </div>
      {discount > 0 && (
        <div className="flex justify-between gap-4 text-secondary" data-testid="discount-line">
          <dt>{couponCode ? t('orders.discountCode', { code: couponCode }) : t('orders.discount')}</dt>
          <dd className="tabular-nums">−{formatRupees(discount, locale)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t('orders.shipping')}</dt>
        <dd className="tabular-nums">
          {shippingCost === 0 ? t('orders.free') : formatRupees(shippingCost, locale)}
        </dd>
      </div>
      {zoneFee > 0 && (
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('orders.zoneFee', { zone: shippingZone ?? '' })}</dt>
          <dd className="tabular-nums">{formatRupees(zoneFee, locale)}</dd>
        </div>
      )}
      {codFee > 0 && (
        <div className="flex justify-between gap-4" data-testid="cod-fee-line">
          <dt className="text-muted">{t('orders.codFee')}</dt>
          <dd className="tabular-nums">{formatRupees(codFee, locale)}</dd>
        </div>
      )}
      {giftWrapFee > 0 && (
        <div className="flex justify-between gap-4" data-testid="gift-wrap-line">
          <dt className="text-muted">{t('orders.giftWrap')}</dt>
          <dd className="tabular-nums">{formatRupees(giftWrapFee, locale)}</dd>
        </div>
      )}
      {roundOff !== 0 && (
        <div className="flex justify-between gap-4" data-testid="round-off-line">
          <dt className="text-muted">{t('orders.roundOff')}</dt>
          <dd className="tabular-nums">{formatRoundOff(roundOff, locale)}</dd>
        </div>
      )}
      <div className="mt-1 flex justify-between gap-4 border-t border-border pt-2.5 text-lg font-semibold">
        <dt>{t('orders.total')}</dt>
        <dd className="tabular-nums">{formatRupees(total, locale)}</dd>
      </div>
    </dl>
  );
}

export function DeliveryAddress({ customer }: { customer: OrderCustomer }) {
  const t = useOrdersT();
  return (
    <address className="flex gap-2 not-italic">
      <MapPin aria-hidden="true" size={20} strokeWidth={1.75} className="mt-0.5 shrink-0 text-primary" />
      <span className="flex flex-col">
        <span className="font-semibold">{customer.fullName}</span>
        <span>{customer.address}</span>
        <span>
          {customer.city}, {customer.state} {customer.pincode}
        </span>
        <span className="text-muted">{t('orders.phone', { phone: customer.phone })}</span>
      </span>
    </address>
  );
}

/** The courier and tracking number of a shipped order, with the courier's own tracking page when given. */
export function ShipmentDetails({ shipment }: { shipment: Shipment }) {
  const t = useOrdersT();
  return (
    <p className="flex gap-2" data-testid="shipment">
      <Package aria-hidden="true" size={20} strokeWidth={1.75} className="mt-0.5 shrink-0 text-primary" />
      <span className="flex flex-col">
        <span>
          {t('orders.shippedBy')} <span className="font-semibold">{shipment.courier}</span>
        </span>
        <span>
          {t('orders.trackingNumber')}{' '}
          <span className="font-mono font-semibold">{shipment.trackingNumber}</span>
        </span>
        {shipment.trackingUrl && (
          <a
            className="text-primary hover:underline"
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('orders.trackOnCourier')}
          </a>
        )}
      </span>
    </p>
  );
}

export const PAYMENT_METHOD_LABELS = {
  cod: 'Cash on Delivery',
  online: 'Pay Online',
  in_person: 'Paid in person',
} as const;
