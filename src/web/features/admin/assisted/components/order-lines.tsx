import { Minus, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/form/field-parts.tsx';
import { TextField, useFieldError } from '#web/components/ui/form/fields.tsx';
import { useAssistedT } from '../i18n.ts';
import { EMPTY_CUSTOM_LINE, type NewOrderValues } from '../lib/new-order-form.ts';
import { ProductPicker } from './product-picker.tsx';

/** The order's lines: catalog products (quantity, remove) and custom lines (name, price, quantity, HSN, note). */
export function OrderLines() {
  const t = useAssistedT();
  const { control } = useFormContext<NewOrderValues>();
  const items = useFieldArray({ control, name: 'items' });
  const custom = useFieldArray({ control, name: 'customLines' });
  const nothing = useFieldError('items');
  return (
    <div className="flex flex-col gap-4">
      {items.fields.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('lines.catalogLines')}>
          {items.fields.map((line, index) => (
            <li
              key={line.id}
              className="flex items-center justify-between gap-2 rounded-card border border-border p-3"
            >
              <span className="min-w-0">
                <span className="block font-semibold">{line.name}</span>
                {line.options && <span className="block text-sm text-muted">{line.options}</span>}
                {line.personalisation && (
                  <span className="block text-sm text-muted">
                    {Object.values(line.personalisation).join(' · ')}
                  </span>
                )}
              </span>
              <span className="flex shrink-0 items-center gap-1">
                <Button
                  type="button"
                  variant="secondary"
                  size="icon"
                  aria-label={t('lines.less', { name: line.name })}
                  onClick={() =>
                    line.quantity > 1
                      ? items.update(index, { ...line, quantity: line.quantity - 1 })
                      : items.remove(index)
                  }
                >
                  {line.quantity > 1 ? (
                    <Minus aria-hidden="true" size={16} />
                  ) : (
                    <Trash2 aria-hidden="true" size={16} />
                  )}
                </Button>
                <span className="w-8 text-center tabular-nums">
                  <span className="sr-only">{t('lines.quantityOf', { name: line.name })} </span>
                  {line.quantity}
                </span>
                <Button
                  type="button"
                  variant="secondary"
                  size="icon"
                  aria-label={t('lines.more', { name: line.name })}
                  onClick={() => items.update(index, { ...line, quantity: line.quantity + 1 })}
                >
                  <Plus aria-hidden="true" size={16} />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ProductPicker
        onAdd={(line) => {
          const same = items.fields.findIndex(
            (l) =>
              l.productId === line.productId &&
              l.variantId === line.variantId &&
              JSON.stringify(l.personalisation ?? {}) === JSON.stringify(line.personalisation ?? {}),
          );
          if (same >= 0)
            items.update(same, {
              ...items.fields[same]!,
              quantity: items.fields[same]!.quantity + line.quantity,
            });
          else items.append(line);
        }}
      />
      {custom.fields.map((line, index) => (
        <fieldset key={line.id} className="grid gap-3 rounded-card border border-border p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold">{t('custom.legend', { n: index + 1 })}</legend>
          <TextField
            name={`customLines.${index}.name`}
            label={t('custom.name')}
            maxLength={120}
            className="sm:col-span-2"
          />
          <TextField name={`customLines.${index}.unitPrice`} label={t('custom.price')} inputMode="decimal" />
          <TextField
            name={`customLines.${index}.quantity`}
            label={t('custom.quantity')}
            inputMode="numeric"
          />
          <TextField
            name={`customLines.${index}.hsn`}
            label={t('custom.hsn')}
            inputMode="numeric"
            maxLength={8}
            description={t('custom.hsnHint')}
          />
          <TextField name={`customLines.${index}.note`} label={t('custom.note')} maxLength={300} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => custom.remove(index)}
          >
            <Trash2 aria-hidden="true" size={16} />
            {t('custom.remove')}
          </Button>
        </fieldset>
      ))}
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        onClick={() => custom.append({ ...EMPTY_CUSTOM_LINE })}
      >
        <Plus aria-hidden="true" size={18} />
        {t('custom.add')}
      </Button>
      <FieldError id="order-lines-error">{nothing}</FieldError>
    </div>
  );
}
