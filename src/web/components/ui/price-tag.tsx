import { clsx } from 'clsx';
import { formatRupees } from '#shared/pricing/money.ts';
import { percentOff } from '#shared/pricing/sale.ts';
import { useT } from '#web/lib/i18n.tsx';

interface PriceTagProps {
  /** paise: the price now */
  price: number;
  /** paise: the MRP (or the regular price during a sale), shown struck through; null: none */
  compareAt: number | null | undefined;
  className?: string;
  /** Classes of the price itself (its size). */
  priceClassName?: string;
  /** The price is the lowest of several (a product's variants differ, decision 066): 'from ₹x'. */
  from?: boolean;
}

/** The selling price, the MRP struck through beside it and 'x% off' (decision 029). */
export function PriceTag({ price, compareAt, className, priceClassName, from }: PriceTagProps) {
  const discounted = compareAt != null && compareAt > price;
  const t = useT();
  return (
    <span className={clsx('ui-price-tag', className)} data-testid="price-tag">
      <span className={clsx('font-semibold tabular-nums', priceClassName)}>
        {from ? t('card.from', { price: formatRupees(price) }) : formatRupees(price)}
      </span>
      {discounted && (
        <>
          <s className="text-sm text-muted tabular-nums">
            <span className="sr-only">{t('price.mrp')}</span>
            {formatRupees(compareAt)}
          </s>
          <span className="text-sm font-semibold text-success">
            {t('price.off', { percent: percentOff(price, compareAt) })}
          </span>
        </>
      )}
    </span>
  );
}
