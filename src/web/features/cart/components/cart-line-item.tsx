import { CircleAlert, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { personalisationText, withPersonalisation } from '#shared/catalog/personalisation.ts';
import { lowStockCount, nameIn } from '#shared/catalog/product.ts';
import { describeLine, optionsIn } from '#shared/catalog/variants.ts';
import { isCategory } from '#shared/constants/categories.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PersonalisationLines } from '#web/components/ui/personalisation-lines.tsx';
import { PriceTag } from '#web/components/ui/price-tag.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import type { QuoteLine } from '../hooks/use-cart-quote.ts';
import { useCartT } from '../i18n.ts';
import { useCartAddT } from '../i18n-add.ts';
import { removeLine } from '../lib/cart-actions.ts';
import { type CartLine, isLineAvailable } from '../lib/cart-line.ts';
import { CartQuantityStepper } from './cart-quantity-stepper.tsx';

const FLAG_TEXT = {
  unavailable: 'cart.flagUnavailable',
  'out-of-stock': 'cart.flagOutOfStock',
} as const;

interface CartLineItemProps {
  line: CartLine;
  /** `panel`: the side panel's compact row; `page`: /cart's roomier one. */
  variant?: 'panel' | 'page';
  /**
   * The server's figures for the line (decision 063): undefined until the quote answers, null when the quote left it
   * out (it could not be bought a moment ago).
   */
  priced: QuoteLine | null | undefined;
  /** A newer quote is on its way: the line's figures are shown muted. */
  updating: boolean;
}

/**
 * One cart line (docs/product.md §3.6): image, name linking to the product, unit price, catalog number, category, quantity
 * stepper, remove, line total. A line the last check flagged says why and is left out of the totals.
 */
export function CartLineItem({ line, variant = 'panel', priced, updating }: CartLineItemProps) {
  const available = isLineAvailable(line);
  const lowStock = available
    ? lowStockCount({ inStock: true, stockQuantity: line.stockQuantity ?? null })
    : null;
  const page = variant === 'page';
  const t = useCartT();
  const tAdd = useCartAddT();
  const { lang, locale, t: shopT } = useI18n();
  const name = nameIn(line, lang);
  const options = optionsIn(line, lang);
  // Two variants of one product are two lines: their labels name the options too ('Dream catcher (Blue, Large)').
  // Two texts of one product are two lines too (decision 072): their labels name the inputs.
  const named = withPersonalisation(
    describeLine(name, options),
    personalisationText(line.personalisation, lang),
  );
  const category = isCategory(line.category) ? shopT(`category.${line.category}`) : line.category;

  return (
    <li
      className={cn('flex gap-3 py-4 sm:gap-4', page && 'sm:py-5')}
      aria-label={named}
      data-testid="cart-line"
    >
      <ResponsiveImage
        image={line.images[0] ?? (line.image ? { url: line.image } : null)}
        alt=""
        sizes={page ? '112px' : '80px'}
        className={cn(
          'aspect-square shrink-0 rounded-control bg-sand object-cover',
          page ? 'size-20 sm:size-28' : 'size-20',
          !available && 'opacity-60 grayscale',
        )}
      />

      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 className={cn('font-serif leading-snug font-semibold', page ? 'text-lg' : 'text-base')}>
              <Link
                to={paths.product.href(line, line.variantId)}
                className="rounded-sm hover:text-primary hover:underline hover:underline-offset-4"
              >
                {name}
              </Link>
            </h3>
            {options && <p className="text-sm font-semibold">{options}</p>}
            <PersonalisationLines values={line.personalisation} lang={lang} />
            <p className="text-sm text-muted">
              {category}
              {category && line.catalogNumber && <span aria-hidden="true"> · </span>}
              {line.catalogNumber && (
                <span className="whitespace-nowrap tabular-nums">
                  <span className="sr-only">{t('cart.catalogNumber')}</span>
                  {line.catalogNumber}
                </span>
              )}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-2 -mr-2 text-muted hover:text-danger"
            aria-label={t('cart.remove', { name: named })}
            onClick={() => removeLine({ ...line, name: named }, tAdd)}
          >
            <Trash2 aria-hidden="true" strokeWidth={1.75} />
          </Button>
        </div>

        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="inline-flex flex-wrap items-baseline gap-x-1">
            <PriceTag
              price={priced?.unitPrice ?? line.price}
              compareAt={priced ? priced.compareAtPrice : line.compareAtPrice}
              className="inline-flex"
            />
            <span className="text-muted">{t('cart.each')}</span>
          </span>
          {line.previousPrice !== undefined && (
            <span className="inline-flex items-baseline gap-1.5">
              <s className="text-muted tabular-nums">
                <span className="sr-only">{t('cart.was')}</span>
                {formatRupees(line.previousPrice, locale)}
              </s>
              <Badge variant="accent" className="self-center">
                {t('cart.priceUpdated')}
              </Badge>
            </span>
          )}
        </p>

        {available ? (
          <>
            {lowStock !== null && (
              <p className="text-sm font-semibold text-danger">{t('cart.lowStock', { count: lowStock })}</p>
            )}
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <CartQuantityStepper line={line} />
              {priced ? (
                <p className={cn('text-base font-semibold tabular-nums', updating && 'opacity-60')}>
                  <span className="sr-only">{t('cart.lineTotal')}</span>
                  {formatRupees(priced.total, locale)}
                </p>
              ) : priced === null ? (
                <p className="text-sm text-muted">{t('cart.notIncluded')}</p>
              ) : (
                <Skeleton className="h-6 w-20" />
              )}
            </div>
          </>
        ) : (
          <div className="mt-1 flex flex-col gap-1">
            <p className="flex items-center gap-1.5 text-sm font-semibold text-danger">
              <CircleAlert aria-hidden="true" size={16} strokeWidth={1.75} />
              {t(FLAG_TEXT[line.availability!])}
            </p>
            <p className="text-sm text-muted">{t('cart.notIncluded')}</p>
          </div>
        )}
      </div>
    </li>
  );
}
