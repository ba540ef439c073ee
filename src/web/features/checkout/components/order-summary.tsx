import { Loader2, Lock } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import type { PersonalisedValue } from '#shared/catalog/personalisation.ts';
import { nameIn } from '#shared/catalog/product.ts';
import { optionsIn } from '#shared/catalog/variants.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { SubmitButton } from '#web/components/ui/form/form.tsx';
import { PersonalisationLines } from '#web/components/ui/personalisation-lines.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { PolicyAgreement } from '#web/features/pages/components/policy-links.tsx';
import { cn } from '#web/lib/cn.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useCheckoutT } from '../i18n.ts';
import { sentLineKey } from '../lib/checkout-form.ts';

/** A cart line as the checkout shows and orders it; the route builds it with the cart's own rules. */
export interface CheckoutLine {
  id: number;
  /** The variant ordered (decision 066); absent: the product's default. */
  variantId?: number;
  name: string;
  /** Shown on Hindi pages when the product has one. */
  nameHi?: string;
  /** The variant's options ('Blue, Large'), in Hindi where it has them; absent without options. */
  options?: string;
  optionsHi?: string;
  /** The buyer's personalisation (decision 072); absent without. */
  personalisation?: PersonalisedValue[];
  quantity: number;
  /** URL of the first image ('' when there is none). */
  image: string;
  images: readonly ProductImage[];
  /**
   * paise: the server's line total (decision 063); undefined until the quote answers, null when the quote left the
   * line out.
   */
  total: number | null | undefined;
  /** False when the cart flagged the line (gone or out of stock): shown, left out of the order. */
  available: boolean;
}

interface OrderSummaryProps {
  lines: readonly CheckoutLine[];
  /** The cart's figures, drawn by the cart feature from the server's quote. */
  totals: ReactNode;
  /** Place Order waits for the figures: being asked again, or they could not be had (said under the button). */
  waitsFor?: 'updating' | 'failed' | undefined;
  /** The 409 answer's message per line (`sentLineKey`). */
  stockProblems: ReadonlyMap<string, string>;
  pending: boolean;
}

/** The lines, the server's figures and Place Order, which waits while they are not final (decision 063). */
export function OrderSummary({ lines, totals, waitsFor, stockProblems, pending }: OrderSummaryProps) {
  const nothingAvailable = !lines.some((line) => line.available);
  const waitId = useId();
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
          const key = sentLineKey({ productId: line.id, variantId: line.variantId });
          const problem = stockProblems.get(key);
          const unavailable = !line.available;
          const options = optionsIn(line, lang);
          return (
            <li key={key} className="flex items-center gap-3 py-3 first:pt-0">
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
                {options && <span className="text-sm text-muted">{options}</span>}
                <PersonalisationLines values={line.personalisation} lang={lang} />
                <span className="text-sm text-muted">{t('checkout.qty', { count: line.quantity })}</span>
                {unavailable && <span className="text-sm text-danger">{t('checkout.leftOut')}</span>}
                {problem && (
                  <span className="text-sm text-danger" role="alert">
                    {problem}
                  </span>
                )}
              </div>
              {typeof line.total === 'number' ? (
                <span className={cn('text-sm font-semibold tabular-nums', waitsFor && 'opacity-60')}>
                  {formatRupees(line.total, locale)}
                </span>
              ) : line.total === undefined && !unavailable ? (
                <Skeleton className="h-5 w-16" />
              ) : null}
            </li>
          );
        })}
      </ul>
      {totals}
      <PolicyAgreement action="order" />
      <SubmitButton
        size="lg"
        pending={pending}
        disabled={nothingAvailable}
        // Waiting for the total is a moment, not a state: the button stays in the Tab order and says why it waits
        // (a disabled one is skipped by Tab and its reason never read); the checkout refuses the press meanwhile.
        aria-disabled={waitsFor !== undefined || undefined}
        aria-describedby={waitsFor ? waitId : undefined}
        icon={<Lock aria-hidden="true" strokeWidth={1.75} />}
        pendingIcon={<Loader2 aria-hidden="true" className="animate-spin" />}
        pendingLabel={t('checkout.placingOrder')}
      >
        {t('checkout.placeOrder')}
      </SubmitButton>
      {waitsFor && !nothingAvailable && (
        <p
          id={waitId}
          role="status"
          className={cn('text-sm', waitsFor === 'failed' ? 'text-danger' : 'text-muted')}
        >
          {waitsFor === 'failed' ? t('checkout.needsTotal') : t('checkout.waitsForTotal')}
        </p>
      )}
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
