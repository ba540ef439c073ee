import { Loader2, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { nameIn } from '#shared/catalog/product.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { SubmitButton } from '#web/components/ui/form/form.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useCheckoutT } from '../i18n.ts';

/** A cart line as the checkout shows and orders it; the route builds it with the cart's own rules. */
export interface CheckoutLine {
  id: number;
  name: string;
  /** Shown on Hindi pages when the product has one. */
  nameHi?: string;
  quantity: number;
  /** URL of the first image ('' when there is none). */
  image: string;
  images: readonly ProductImage[];
  /** Price × quantity in paise, display only (the server prices the order). */
  total: number;
  /** False when the cart flagged the line (gone or out of stock): shown, left out of the order. */
  available: boolean;
}

interface OrderSummaryProps {
  lines: readonly CheckoutLine[];
  /** The cart's totals, drawn by the cart feature. */
  totals: ReactNode;
  /** The 409 answer's message per product id. */
  stockProblems: ReadonlyMap<number, string>;
  pending: boolean;
}

/** The lines, the display-only totals and Place Order (the server prices the order). */
export function OrderSummary({ lines, totals, stockProblems, pending }: OrderSummaryProps) {
  const nothingAvailable = !lines.some((line) => line.available);
  const t = useCheckoutT();
  const { lang, locale } = useI18n();
  return (
    <aside
      aria-labelledby="checkout-summary-heading"
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary-heading" className="text-2xl">
        {t('checkout.orderSummary')}
      </h2>
      <ul className="flex flex-col divide-y divide-border">
        {lines.map((line) => {
          const problem = stockProblems.get(line.id);
          const unavailable = !line.available;
          return (
            <li key={line.id} className="flex items-center gap-3 py-3 first:pt-0">
              <ResponsiveImage
                image={line.images[0] ?? (line.image ? { url: line.image } : null)}
                alt=""
                sizes="56px"
                className={cn(
                  'size-14 shrink-0 rounded-control bg-sand object-cover',
                  unavailable && 'opacity-50',
                )}
              />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="line-clamp-2 text-sm font-semibold leading-snug">{nameIn(line, lang)}</span>
                <span className="text-sm text-muted">{t('checkout.qty', { count: line.quantity })}</span>
                {unavailable && <span className="text-sm text-danger">{t('checkout.leftOut')}</span>}
                {problem && (
                  <span className="text-sm text-danger" role="alert">
                    {problem}
                  </span>
                )}
              </div>
              <span className={cn('text-sm font-semibold tabular-nums', unavailable && 'line-through')}>
                {formatRupees(line.total, locale)}
              </span>
            </li>
          );
        })}
      </ul>
      {totals}
      <SubmitButton
        size="lg"
        pending={pending}
        disabled={nothingAvailable}
        icon={<Lock aria-hidden="true" strokeWidth={1.75} />}
        pendingIcon={<Loader2 aria-hidden="true" className="animate-spin" />}
        pendingLabel={t('checkout.placingOrder')}
      >
        {t('checkout.placeOrder')}
      </SubmitButton>
      {nothingAvailable && (
        <p className="text-sm text-danger">
          {t('checkout.nothingAvailable')}{' '}
          <Link to={paths.cart.href()} className="font-semibold underline">
            {t('checkout.reviewCart')}
          </Link>
        </p>
      )}
      <p className="text-center text-sm text-muted">{t('checkout.confirmedOnPlacing')}</p>
    </aside>
  );
}
