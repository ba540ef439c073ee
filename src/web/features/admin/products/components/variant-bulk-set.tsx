import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useProductsT } from '../i18n.ts';
import { applyBulk, BULK_FIELDS, type BulkField, type Draft } from '../lib/variant-draft.ts';
import { RUPEES, VariantField } from './variant-field.tsx';

const FIELD_LABEL = {
  price: 'adminProducts.variants.field.price',
  mrp: 'adminProducts.variants.field.mrp',
  salePrice: 'adminProducts.variants.field.salePrice',
  stock: 'adminProducts.variants.field.stock',
} as const satisfies Record<BulkField, string>;

const isField = (value: string): value is BulkField => (BULK_FIELDS as readonly string[]).includes(value);

/**
 * docs/product.md §7.17, bulk set ("all Large: ₹1,499"): pick the rows by a value of an option (or all), a field and
 * its value; Apply writes it into the matching rows of the draft, which Save then sends.
 */
export function VariantBulkSet({
  draft,
  update,
}: {
  draft: Draft;
  update: (change: (d: Draft) => Draft) => void;
}) {
  const t = useProductsT();
  const [rows, setRows] = useState('');
  const [field, setField] = useState<BulkField>('price');
  const [value, setValue] = useState('');
  const [applied, setApplied] = useState<number | null>(null);
  // A value removed since it was picked matches nothing: back to all.
  const valueKey = draft.axes.some((axis) => axis.values.some((v) => v.key === rows)) ? rows : '';
  const apply = () => {
    const text = value.trim();
    setApplied(applyBulk(draft.variants, valueKey || null, field, text).matched);
    update((d) => ({ ...d, variants: applyBulk(d.variants, valueKey || null, field, text).variants }));
  };
  // MRP and sale price may be cleared for the rows; price and stock need a figure.
  const ready = value.trim() !== '' || field === 'mrp' || field === 'salePrice';
  return (
    <section
      aria-labelledby="variant-bulk-title"
      className="flex flex-col gap-3 rounded-card bg-sand/60 p-3 sm:p-4"
    >
      <h3 id="variant-bulk-title" className="font-sans text-lg font-semibold">
        {t('adminProducts.variants.bulkTitle')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="variant-bulk-rows" className="text-sm font-semibold">
            {t('adminProducts.variants.bulkRows')}
          </label>
          <NativeSelect id="variant-bulk-rows" value={valueKey} onChange={(e) => setRows(e.target.value)}>
            <option value="">{t('adminProducts.variants.bulkAll')}</option>
            {draft.axes.flatMap((axis) =>
              axis.values.map((v) => (
                <option key={v.key} value={v.key}>
                  {t('adminProducts.variants.bulkAllOf', { value: v.label, option: axis.name })}
                </option>
              )),
            )}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="variant-bulk-field" className="text-sm font-semibold">
            {t('adminProducts.variants.bulkField')}
          </label>
          <NativeSelect
            id="variant-bulk-field"
            value={field}
            onChange={(e) => {
              if (isField(e.target.value)) setField(e.target.value);
            }}
          >
            {BULK_FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(FIELD_LABEL[f])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <VariantField
          id="variant-bulk-value"
          label={t('adminProducts.variants.bulkValue')}
          {...(field === 'stock' ? { type: 'number', inputMode: 'numeric', min: 0, step: 1 } : RUPEES)}
          value={value}
          onValue={setValue}
        />
        <Button variant="secondary" onClick={apply} disabled={draft.variants.length === 0 || !ready}>
          {t('adminProducts.variants.bulkApply')}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted">
        {applied !== null && t('adminProducts.variants.bulkApplied', { count: applied })}
      </p>
    </section>
  );
}
