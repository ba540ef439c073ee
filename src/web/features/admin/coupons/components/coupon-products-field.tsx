import { Check, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { FieldError } from '#web/components/ui/form/field-parts.tsx';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { useShopProducts } from '../../products/hooks/use-shop-products.ts';
import { useCouponsT } from '../i18n.ts';

interface NamedProduct {
  id: number;
  name: string;
}

/**
 * The products a coupon is limited to (audit D-m20): found by name or catalog number among the shop's products and
 * kept as chips, instead of ids typed by hand. `known` names the coupon's products as saved.
 */
export function CouponProductsField({
  id,
  value,
  onChange,
  error,
  known,
}: {
  id: string;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  known: readonly NamedProduct[];
}) {
  const t = useCouponsT();
  const [q, setQ] = useState('');
  const [names, setNames] = useState(() => new Map(known.map((p) => [p.id, p.name])));
  const search = useDebouncedValue(q.trim());
  const { products, pending } = useShopProducts(search, { enabled: search !== '' });
  const chosen = new Set(value);
  const toggle = (product: NamedProduct) => {
    if (chosen.has(product.id)) {
      onChange(value.filter((v) => v !== product.id));
      return;
    }
    setNames((map) => new Map(map).set(product.id, product.name));
    onChange([...value, product.id]);
  };
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{t('adminCoupons.form.products')}</legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('adminCoupons.form.productsChosen')}>
          {value.map((productId) => {
            const name = names.get(productId) ?? `#${productId}`;
            return (
              <li
                key={productId}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-primary/40 bg-primary/8 py-1 pr-1 pl-3 text-sm"
              >
                {name}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((v) => v !== productId))}
                  aria-label={t('adminCoupons.form.removeProduct', { name })}
                  className="inline-flex size-8 items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-foreground"
                >
                  <X aria-hidden="true" size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <label htmlFor={id} className="text-sm text-muted">
        {t('adminCoupons.form.findProduct')}
      </label>
      <SearchInput
        id={id}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={t('adminCoupons.form.findPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hintId}
      />
      {search !== '' &&
        (pending ? (
          <Skeleton className="h-24 rounded-card" />
        ) : products.length === 0 ? (
          <p className="text-sm text-muted">{t('adminCoupons.form.noProducts')}</p>
        ) : (
          <ul
            className="flex max-h-60 flex-col gap-1 overflow-y-auto"
            aria-label={t('adminCoupons.form.productResults')}
          >
            {products.map((product) => {
              const on = chosen.has(product.id);
              return (
                <li key={product.id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(product)}
                    className="flex min-h-11 w-full items-center justify-between gap-3 rounded-control px-3 py-2 text-left hover:bg-primary/8 focus-visible:outline-2 focus-visible:outline-foreground aria-pressed:bg-primary/8"
                  >
                    <span className="min-w-0 truncate">{product.name}</span>
                    {on ? (
                      <Check aria-hidden="true" size={16} className="shrink-0 text-primary" />
                    ) : (
                      <Plus aria-hidden="true" size={16} className="shrink-0" />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        ))}
      <FieldError id={errorId}>{error}</FieldError>
      {!error && (
        <p id={hintId} className="text-sm text-muted">
          {t('adminCoupons.form.productsHint')}
        </p>
      )}
    </fieldset>
  );
}
