import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { isColourAxis, MAX_OPTION_AXES, MAX_OPTION_VALUES } from '#shared/catalog/variants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/form/field-parts.tsx';
import { useProductsT } from '../i18n.ts';
import {
  addAxis,
  addValue,
  type Draft,
  type DraftAxis,
  type DraftValue,
  moveValue,
  removeAxis,
  updateAxis,
} from '../lib/variant-draft.ts';
import { VariantField } from './variant-field.tsx';

interface AxesProps {
  draft: Draft;
  update: (change: (draft: Draft) => Draft) => void;
  /** Errors by the body's path (`options.0.values.1.label`), in the page's language. */
  errors: Record<string, string>;
}

/** docs/product.md §7.17: up to 3 options, each named (English, Hindi) with its values in order. */
export function OptionAxesEditor({ draft, update, errors }: AxesProps) {
  const t = useProductsT();
  return (
    <section aria-labelledby="variant-options-title" className="flex flex-col gap-3">
      <h3 id="variant-options-title" className="font-sans text-lg font-semibold">
        {t('adminProducts.variants.options', { count: draft.axes.length, max: MAX_OPTION_AXES })}
      </h3>
      {draft.axes.length === 0 && <p className="text-muted">{t('adminProducts.variants.noOptions')}</p>}
      <FieldError id="variant-options-error">{errors.options}</FieldError>
      {draft.axes.map((axis, i) => (
        <AxisEditor
          key={axis.key}
          axis={axis}
          at={i}
          errors={errors}
          change={(change) => update((d) => updateAxis(d, axis.key, change))}
          remove={() => update((d) => removeAxis(d, axis.key))}
        />
      ))}
      {draft.axes.length < MAX_OPTION_AXES && (
        <Button variant="secondary" className="self-start" onClick={() => update(addAxis)}>
          <Plus aria-hidden="true" size={18} strokeWidth={1.75} />
          {t('adminProducts.variants.addOption')}
        </Button>
      )}
    </section>
  );
}

interface AxisProps {
  axis: DraftAxis;
  at: number;
  errors: Record<string, string>;
  change: (change: (axis: DraftAxis) => DraftAxis) => void;
  remove: () => void;
}

function AxisEditor({ axis, at, errors, change, remove }: AxisProps) {
  const t = useProductsT();
  const [next, setNext] = useState('');
  const title = axis.name.trim() || t('adminProducts.variants.optionN', { number: at + 1 });
  const id = `variant-axis-${axis.key}`;
  const add = () => {
    const label = next.trim();
    if (!label) return;
    change((a) => addValue(a, label));
    setNext('');
  };
  const setValue = (key: string, patch: Partial<DraftValue>) =>
    change((a) => ({ ...a, values: a.values.map((v) => (v.key === key ? { ...v, ...patch } : v)) }));
  return (
    <fieldset className="flex flex-col gap-3 rounded-card border border-border p-3 sm:p-4">
      <legend className="px-1 font-semibold">
        {t('adminProducts.variants.optionN', { number: at + 1 })}
      </legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <VariantField
          id={`${id}-name`}
          label={t('adminProducts.variants.optionName')}
          placeholder={t('adminProducts.variants.optionNamePlaceholder')}
          value={axis.name}
          maxLength={40}
          onValue={(name) => change((a) => ({ ...a, name }))}
          error={errors[`options.${at}.name`]}
        />
        <VariantField
          id={`${id}-name-hi`}
          lang="hi"
          label={t('adminProducts.variants.optionNameHi')}
          value={axis.nameHi}
          maxLength={40}
          onValue={(nameHi) => change((a) => ({ ...a, nameHi }))}
          error={errors[`options.${at}.nameHi`]}
        />
        <Button variant="ghost" className="text-danger" onClick={remove}>
          <Trash2 aria-hidden="true" size={18} strokeWidth={1.75} />
          {t('adminProducts.variants.removeOption', { name: axis.name.trim() || String(at + 1) })}
        </Button>
      </div>
      <ol aria-label={t('adminProducts.variants.valuesOf', { name: title })} className="flex flex-col gap-2">
        {axis.values.map((value, j) => (
          <li
            key={value.key}
            className="grid grid-cols-2 items-end gap-2 rounded-control bg-sand/50 p-2 sm:grid-cols-[1fr_1fr_auto_auto]"
          >
            <VariantField
              id={`${id}-value-${value.key}`}
              label={t('adminProducts.variants.value', { number: j + 1 })}
              value={value.label}
              maxLength={50}
              onValue={(label) => setValue(value.key, { label })}
              error={errors[`options.${at}.values.${j}.label`]}
            />
            <VariantField
              id={`${id}-value-${value.key}-hi`}
              lang="hi"
              label={t('adminProducts.variants.valueHi', { number: j + 1 })}
              value={value.labelHi}
              maxLength={50}
              onValue={(labelHi) => setValue(value.key, { labelHi })}
              error={errors[`options.${at}.values.${j}.labelHi`]}
            />
            {isColourAxis(axis) ? (
              <VariantField
                id={`${id}-value-${value.key}-swatch`}
                label={t('adminProducts.variants.swatch', { value: value.label })}
                value={value.swatch}
                placeholder="#1f6feb"
                maxLength={7}
                onValue={(swatch) => setValue(value.key, { swatch })}
                error={errors[`options.${at}.values.${j}.swatch`]}
              />
            ) : (
              <span className="hidden sm:block" />
            )}
            <div className="flex gap-1 self-end">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('adminProducts.variants.moveUp', { value: value.label })}
                disabled={j === 0}
                onClick={() => change((a) => moveValue(a, value.key, -1))}
              >
                <ArrowUp aria-hidden="true" strokeWidth={1.75} />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('adminProducts.variants.moveDown', { value: value.label })}
                disabled={j === axis.values.length - 1}
                onClick={() => change((a) => moveValue(a, value.key, 1))}
              >
                <ArrowDown aria-hidden="true" strokeWidth={1.75} />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('adminProducts.variants.removeValue', { value: value.label })}
                className="text-danger"
                onClick={() => change((a) => ({ ...a, values: a.values.filter((v) => v.key !== value.key) }))}
              >
                <X aria-hidden="true" strokeWidth={1.75} />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <FieldError id={`${id}-values-error`}>{errors[`options.${at}.values`]}</FieldError>
      {axis.values.length < MAX_OPTION_VALUES && (
        <div className="flex items-end gap-2">
          <VariantField
            id={`${id}-new`}
            label={t('adminProducts.variants.newValue', { name: title })}
            value={next}
            maxLength={50}
            onValue={setNext}
            fieldClassName="flex-1"
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button variant="secondary" onClick={add} disabled={!next.trim()}>
            <Plus aria-hidden="true" size={18} strokeWidth={1.75} />
            {t('adminProducts.variants.addValue')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
