import { useWatch } from 'react-hook-form';
import { FULFILMENTS } from '#shared/delivery/delivery.ts';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import { SelectField, TextField } from '#web/components/ui/form/fields.tsx';
import { useProductsT } from '../i18n.ts';

/** From stock, made to order (its making days and weekly pieces) or one of a kind (decision 070). */
export function MakingFields() {
  const t = useProductsT();
  const fulfilment = useWatch<{ fulfilment: string }, 'fulfilment'>({ name: 'fulfilment' });
  const whole = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{t('adminProducts.form.making')}</legend>
      <SelectField name="fulfilment" label={t('adminProducts.form.fulfilment')} className="sm:col-span-2">
        {FULFILMENTS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`adminProducts.form.fulfilment.${kind}`)}
          </option>
        ))}
      </SelectField>
      {fulfilment === 'made_to_order' && (
        <>
          <TextField name="makingDaysMin" label={t('adminProducts.form.makingDaysMin')} {...whole} />
          <TextField name="makingDaysMax" label={t('adminProducts.form.makingDaysMax')} {...whole} />
          <TextField
            name="weeklyCapacity"
            label={t('adminProducts.form.weeklyCapacity')}
            description={t('adminProducts.form.weeklyCapacityHint')}
            {...whole}
          />
          <div className="sm:col-span-2">
            <FormNote tone="info">{t('adminProducts.form.makingHint')}</FormNote>
          </div>
        </>
      )}
    </fieldset>
  );
}
