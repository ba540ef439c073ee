import { CalendarPlus, Save, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { toast } from 'sonner';
import { type DeliverySettings, deliverySettingsSchema } from '#shared/delivery/delivery.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDeliveryT } from '../i18n.ts';

/*
 * Making and festivals (issue 42 point 3, decision 070): the pieces the shop makes in a week, all made-to-order
 * products together, and the festival days the product pages count "order by" back from. Saved with the other
 * delivery rules as they are stored (this form changes only its own fields).
 */

/** As many festivals as the server keeps. */
const MAX_FESTIVALS = 12;

type FestivalValues = { name: string; nameHi: string; date: string };
type Values = { weeklyMakingCapacity: string; festivals: FestivalValues[] };

export function MakingSettingsForm({
  rules,
  className,
  save,
}: {
  rules: DeliverySettings;
  className: string;
  save: (body: DeliverySettings, saved: string) => Promise<void>;
}) {
  const t = useDeliveryT();
  const form = useSchemaForm<Values, DeliverySettings>(deliverySettingsSchema, {
    values: {
      weeklyMakingCapacity: rules.weeklyMakingCapacity ? String(rules.weeklyMakingCapacity) : '',
      festivals: (rules.festivals ?? []).map((f) => ({ name: f.name, nameHi: f.nameHi, date: f.date })),
    },
    toBody: (v) => ({
      ...rules,
      weeklyMakingCapacity: v.weeklyMakingCapacity.trim() === '' ? null : Number(v.weeklyMakingCapacity),
      festivals: v.festivals,
    }),
  });
  const festivals = useFieldArray({ control: form.control, name: 'festivals' });
  return (
    <Form
      form={form}
      onSubmit={(body) => save(body, t('adminDelivery.making.saved'))}
      onError={(error) => toast.error(errorMessage(error))}
      className={className}
      aria-label={t('adminDelivery.making.title')}
    >
      <h2 className="text-xl">{t('adminDelivery.making.title')}</h2>
      <TextField
        name="weeklyMakingCapacity"
        label={t('adminDelivery.making.capacity')}
        description={t('adminDelivery.making.capacityHint')}
        inputMode="numeric"
        className="sm:max-w-xs"
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">{t('adminDelivery.making.festivals')}</legend>
        <p className="text-sm text-muted">{t('adminDelivery.making.festivalsHint')}</p>
        {festivals.fields.map((field, index) => (
          <div key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_11rem_auto]">
            <TextField name={`festivals.${index}.name`} label={t('adminDelivery.making.festivalName')} />
            <TextField name={`festivals.${index}.nameHi`} label={t('adminDelivery.making.festivalNameHi')} />
            <TextField
              name={`festivals.${index}.date`}
              label={t('adminDelivery.making.festivalDate')}
              type="date"
            />
            <Button
              type="button"
              variant="ghost"
              onClick={() => festivals.remove(index)}
              aria-label={t('adminDelivery.making.removeFestival', { n: index + 1 })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        {festivals.fields.length < MAX_FESTIVALS && (
          <Button
            type="button"
            variant="secondary"
            className="self-start"
            onClick={() => festivals.append({ name: '', nameHi: '', date: '' })}
          >
            <CalendarPlus aria-hidden="true" />
            {t('adminDelivery.making.addFestival')}
          </Button>
        )}
      </fieldset>
      <SubmitButton
        icon={<Save aria-hidden="true" />}
        pendingLabel={t('adminDelivery.rules.saving')}
        className="self-start"
      >
        {t('adminDelivery.making.save')}
      </SubmitButton>
    </Form>
  );
}
