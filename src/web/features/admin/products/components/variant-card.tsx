import { Trash2 } from 'lucide-react';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/form/field-parts.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { rupeesToPaiseInput } from '../../shell/lib/money-input.ts';
import { useProductsT } from '../i18n.ts';
import type { DraftVariant } from '../lib/variant-draft.ts';
import { RUPEES, VariantField } from './variant-field.tsx';
import { VariantImagesPicker } from './variant-images-picker.tsx';

interface CardProps {
  variant: DraftVariant;
  /** 'L / Blue' ('' without options) */
  title: string;
  /** Its place in the body: errors are named `variants.{at}.…`. */
  at: number;
  errors: Record<string, string>;
  productImages: readonly ProductImage[];
  change: (patch: Partial<DraftVariant>) => void;
  /** Absent when it is the only variant. */
  remove?: (() => void) | undefined;
}

/** The body's fields a card shows beside their control; the others are said at the top of the card. */
const OWN_FIELDS = [
  'sku',
  'price',
  'mrp',
  'salePrice',
  'saleStartsAt',
  'saleEndsAt',
  'stockQuantity',
  'images',
];

/**
 * One variant of the grid (docs/product.md §7.17): SKU, price, MRP, sale price (and its window once one is typed),
 * stock, active and its pictures, each with the schema's or the server's message beside it. A card a row on wide
 * screens, stacked on a phone.
 */
export function VariantCard({ variant, title, at, errors, productImages, change, remove }: CardProps) {
  const t = useProductsT();
  const { locale } = useI18n();
  const id = `variant-${variant.key}`;
  const error = (field: string) => errors[`variants.${at}.${field}`];
  const prefix = `variants.${at}`;
  const others = Object.entries(errors)
    .filter(
      ([path]) =>
        path === prefix ||
        (path.startsWith(`${prefix}.`) && !OWN_FIELDS.includes(path.slice(prefix.length + 1))),
    )
    .map(([, message]) => message);
  const paise = rupeesToPaiseInput(variant.price);
  const name = title || t('adminProducts.variants.default');
  const withSale =
    variant.salePrice.trim() !== '' || variant.saleStartsAt !== '' || variant.saleEndsAt !== '';
  return (
    <li className="rounded-card border border-border bg-surface p-3 sm:p-4">
      <fieldset className="grid grid-cols-2 gap-3 lg:grid-cols-[10rem_repeat(4,minmax(0,1fr))_auto]">
        <legend className="sr-only">{name}</legend>
        <div className="col-span-2 flex flex-wrap items-center gap-2 lg:col-span-full">
          <p aria-hidden="true" className="font-semibold">
            {name}
          </p>
          {variant.id === undefined && <Badge variant="accent">{t('adminProducts.variants.new')}</Badge>}
          {variant.ordered && <Badge variant="outline">{t('adminProducts.variants.hasOrders')}</Badge>}
          {paise !== undefined && Number.isInteger(paise) && paise > 0 && (
            <span className="text-sm text-muted">
              {t('adminProducts.variants.priceNow', { price: formatRupees(paise, locale) })}
            </span>
          )}
          {remove && (
            <Button
              variant="ghost"
              size="icon"
              className="ml-auto text-danger"
              aria-label={t('adminProducts.variants.removeVariant', { name })}
              onClick={remove}
            >
              <Trash2 aria-hidden="true" strokeWidth={1.75} />
            </Button>
          )}
        </div>
        {others.map((message) => (
          <div key={message} className="col-span-full">
            <FieldError id={`${id}-error-${message.length}`}>{message}</FieldError>
          </div>
        ))}
        <VariantField
          id={`${id}-sku`}
          label={t('adminProducts.variants.field.sku')}
          value={variant.sku}
          maxLength={50}
          onValue={(sku) => change({ sku })}
          error={error('sku')}
          fieldClassName="col-span-2 lg:col-span-1"
        />
        <VariantField
          id={`${id}-price`}
          label={t('adminProducts.variants.field.price')}
          {...RUPEES}
          value={variant.price}
          onValue={(price) => change({ price })}
          error={error('price')}
        />
        <VariantField
          id={`${id}-mrp`}
          label={t('adminProducts.variants.field.mrp')}
          {...RUPEES}
          value={variant.mrp}
          onValue={(mrp) => change({ mrp })}
          error={error('mrp')}
        />
        <VariantField
          id={`${id}-sale`}
          label={t('adminProducts.variants.field.salePrice')}
          {...RUPEES}
          value={variant.salePrice}
          onValue={(salePrice) => change({ salePrice })}
          error={error('salePrice')}
        />
        <VariantField
          id={`${id}-stock`}
          label={t('adminProducts.variants.field.stock')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={variant.stock}
          onValue={(stock) => change({ stock })}
          error={error('stockQuantity')}
        />
        <label className="col-span-2 flex min-h-11 cursor-pointer items-center gap-2 self-end font-semibold lg:col-span-1">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={variant.active}
            onChange={(event) => change({ active: event.target.checked })}
          />
          {t('adminProducts.variants.field.active')}
        </label>
        {withSale && (
          <>
            <VariantField
              id={`${id}-sale-starts`}
              label={t('adminProducts.variants.field.saleStarts')}
              type="datetime-local"
              value={variant.saleStartsAt}
              onValue={(saleStartsAt) => change({ saleStartsAt })}
              error={error('saleStartsAt')}
              fieldClassName="col-span-2 lg:col-start-4 lg:col-span-1"
            />
            <VariantField
              id={`${id}-sale-ends`}
              label={t('adminProducts.variants.field.saleEnds')}
              type="datetime-local"
              value={variant.saleEndsAt}
              onValue={(saleEndsAt) => change({ saleEndsAt })}
              error={error('saleEndsAt')}
              fieldClassName="col-span-2 lg:col-span-1"
            />
          </>
        )}
        <VariantImagesPicker
          productImages={productImages}
          value={variant.images}
          onChange={(images) => change({ images })}
          name={name}
          error={error('images')}
        />
      </fieldset>
    </li>
  );
}
