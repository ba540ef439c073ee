import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminProduct } from '#shared/catalog/product-admin.schemas.ts';
import { optionsLabel } from '#shared/catalog/variants.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { inputClass } from '#web/components/ui/form/field-parts.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { PersonalisationFields } from '#web/features/catalog/components/personalisation-fields.tsx';
import { usePersonalisation } from '#web/features/catalog/hooks/use-personalisation.ts';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { adminVariantsQueryOptions } from '../../products/api/variants-api.ts';
import { useShopProducts } from '../../products/hooks/use-shop-products.ts';
import { useAssistedT } from '../i18n.ts';
import type { CatalogLineValues } from '../lib/new-order-form.ts';

/**
 * Add a catalog product: search the shop's products; one without options or personalisation is added at once, any
 * other opens its choices (the variant, the personalisation inputs, the quantity) before it is added.
 */
export function ProductPicker({ onAdd }: { onAdd: (line: CatalogLineValues) => void }) {
  const t = useAssistedT();
  const id = useId();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<AdminProduct | null>(null);
  const { products, pending } = useShopProducts(useDebouncedValue(q.trim()));
  if (chosen) {
    return (
      <ProductChoices
        product={chosen}
        onAdd={(line) => {
          onAdd(line);
          setChosen(null);
        }}
        onCancel={() => setChosen(null)}
      />
    );
  }
  const pick = (product: AdminProduct) => {
    if (product.hasOptions || (product.personalisation?.length ?? 0) > 0) setChosen(product);
    else onAdd({ productId: product.id, quantity: 1, name: product.name, options: null });
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('lines.findProduct')}
      </label>
      <SearchInput
        id={id}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={t('lines.findPlaceholder')}
      />
      {pending ? (
        <Skeleton className="h-32 rounded-card" />
      ) : products.length === 0 ? (
        <p className="text-sm text-muted">{t('lines.noProducts')}</p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto" aria-label={t('lines.products')}>
          {products.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                onClick={() => pick(product)}
                className="flex min-h-11 w-full items-center justify-between gap-3 rounded-control px-3 py-2 text-left hover:bg-primary/8 focus-visible:outline-2 focus-visible:outline-foreground"
              >
                <span className="min-w-0 truncate">{product.name}</span>
                <span className="flex shrink-0 items-center gap-2 text-sm tabular-nums">
                  {formatRupees(product.salePrice ?? product.price)}
                  <Plus aria-hidden="true" size={16} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A product's choices before it is added: its variant (those offered), personalisation and quantity (also Quick sale's). */
export function ProductChoices({
  product,
  onAdd,
  onCancel,
}: {
  product: AdminProduct;
  onAdd: (line: CatalogLineValues) => void;
  onCancel: () => void;
}) {
  const t = useAssistedT();
  const id = useId();
  const personalisation = usePersonalisation(product);
  const variants = useQuery({ ...adminVariantsQueryOptions(product.id), enabled: product.hasOptions });
  const offered = variants.data?.variants.filter((v) => v.active) ?? [];
  const [variantId, setVariantId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const variant = offered.find((v) => v.id === variantId) ?? (product.hasOptions ? undefined : null);
  const add = () => {
    if (variant === undefined) return;
    if (personalisation && personalisation.latest().problems.length > 0) {
      personalisation.markTried();
      return;
    }
    onAdd({
      productId: product.id,
      ...(variant ? { variantId: variant.id } : {}),
      quantity: Math.max(1, Number.parseInt(quantity, 10) || 1),
      ...(personalisation ? { personalisation: personalisation.latestInputs() } : {}),
      name: product.name,
      options: variant ? optionsLabel(variant.options) : null,
    });
  };
  return (
    <section
      aria-label={product.name}
      className="flex flex-col gap-3 rounded-card border border-primary/40 p-3"
    >
      <div className="flex items-start justify-between gap-2">
        <h4 className="font-sans font-semibold">{product.name}</h4>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onCancel}
          aria-label={t('lines.cancelProduct')}
        >
          <X aria-hidden="true" size={18} />
        </Button>
      </div>
      {product.hasOptions &&
        (variants.isPending ? (
          <Skeleton className="h-11 rounded-control" />
        ) : (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-variant`} className="text-sm font-semibold">
              {t('lines.variant')}
            </label>
            <NativeSelect
              id={`${id}-variant`}
              value={variantId ?? ''}
              onChange={(event) => setVariantId(Number(event.target.value) || null)}
            >
              <option value="">{t('lines.chooseVariant')}</option>
              {offered.map((v) => (
                <option key={v.id} value={v.id} disabled={v.stockQuantity === 0}>
                  {optionsLabel(v.options)} · {formatRupees(v.salePrice ?? v.price)}
                  {v.stockQuantity === 0 ? ` · ${t('lines.soldOut')}` : ''}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      {personalisation && <PersonalisationFields state={personalisation} />}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-quantity`} className="text-sm font-semibold">
          {t('lines.quantity')}
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          className={`${inputClass} w-28`}
        />
      </div>
      <Button type="button" onClick={add} disabled={variant === undefined}>
        <Plus aria-hidden="true" size={18} />
        {t('lines.addToOrder')}
      </Button>
    </section>
  );
}
