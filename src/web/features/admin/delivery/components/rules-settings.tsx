import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { toast } from 'sonner';
import { type DeliverySettings, deliverySettingsSchema } from '#shared/delivery/delivery.schemas.ts';
import { CheckboxField, TextAreaField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { api, errorMessage } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { paiseToRupeesInput, rupeesToPaiseInput } from '../../shell/lib/money-input.ts';
import { useDeliveryT } from '../i18n.ts';
import { list, sectionClass, whole } from '../lib/inputs.ts';
import { MakingSettingsForm } from './making-settings.tsx';

/*
 * The delivery rules (decision 039): COD and the dispatch clock, then making capacity and festivals (decision 070),
 * two forms on the one stored settings row.
 */

const SETTINGS_KEY = ['admin', 'delivery', 'settings'] as const;
/** Sunday (0) to Saturday (6), as the server numbers dispatch days. */
const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** A weekday's name in the page's language (29 November 2026 was a Sunday). */
const weekday = (day: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 29 + day));

type RulesValues = {
  codEnabled: boolean;
  codMinOrder: string;
  codMaxOrder: string;
  codFee: string;
  codBlockedPincodes: string;
  codConfirmation: boolean;
  codConfirmHours: string;
  dispatchCutoff: string;
  dispatchDays: boolean[];
  defaultMinDays: string;
  defaultMaxDays: string;
};

export function RulesSection() {
  const t = useDeliveryT();
  const queryClient = useQueryClient();
  const rules = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<DeliverySettings>('/admin/delivery/settings', { signal }),
  });
  if (rules.isPending) return <p className="text-muted">{t('adminDelivery.rules.loading')}</p>;
  if (rules.isError)
    return (
      <p role="alert" className="text-danger">
        {errorMessage(rules.error, t('adminDelivery.rules.loadFailed'))}
      </p>
    );
  const save = async (body: DeliverySettings, saved: string) => {
    queryClient.setQueryData(SETTINGS_KEY, await api.put<DeliverySettings>('/admin/delivery/settings', body));
    toast.success(saved);
  };
  return (
    <>
      <RulesForm rules={rules.data} save={save} />
      <MakingSettingsForm rules={rules.data} save={save} className={sectionClass} />
    </>
  );
}

type SaveRules = (body: DeliverySettings, saved: string) => Promise<void>;

function RulesForm({ rules, save }: { rules: DeliverySettings; save: SaveRules }) {
  const t = useDeliveryT();
  const { locale } = useI18n();
  const form = useSchemaForm<RulesValues, DeliverySettings>(deliverySettingsSchema, {
    values: {
      codEnabled: rules.codEnabled,
      codMinOrder: paiseToRupeesInput(rules.codMinOrder),
      codMaxOrder: rules.codMaxOrder === null ? '' : paiseToRupeesInput(rules.codMaxOrder),
      codFee: paiseToRupeesInput(rules.codFee),
      codBlockedPincodes: rules.codBlockedPincodes.join(', '),
      codConfirmation: rules.codConfirmation ?? false,
      codConfirmHours: String(rules.codConfirmHours ?? 24),
      dispatchCutoff: rules.dispatchCutoff,
      dispatchDays: DAYS.map((day) => rules.dispatchDays.includes(day)),
      defaultMinDays: String(rules.defaultMinDays),
      defaultMaxDays: String(rules.defaultMaxDays),
    },
    toBody: (v) => ({
      codEnabled: v.codEnabled,
      codMinOrder: rupeesToPaiseInput(v.codMinOrder) ?? 0,
      codMaxOrder: rupeesToPaiseInput(v.codMaxOrder) ?? null,
      codFee: rupeesToPaiseInput(v.codFee) ?? 0,
      codBlockedPincodes: list(v.codBlockedPincodes),
      codConfirmation: v.codConfirmation,
      codConfirmHours: whole(v.codConfirmHours),
      dispatchCutoff: v.dispatchCutoff.trim(),
      dispatchDays: DAYS.filter((day) => v.dispatchDays[day]),
      defaultMinDays: whole(v.defaultMinDays),
      defaultMaxDays: whole(v.defaultMaxDays),
    }),
  });
  return (
    <Form
      form={form}
      onSubmit={(body) => save(body, t('adminDelivery.rules.saved'))}
      onError={(error) => toast.error(errorMessage(error))}
      className={sectionClass}
      aria-label={t('adminDelivery.rules.title')}
    >
      <h2 className="text-xl">{t('adminDelivery.rules.title')}</h2>
      <CheckboxField name="codEnabled" variant="switch" label={t('adminDelivery.rules.codEnabled')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name="codMinOrder"
          label={t('adminDelivery.rules.codMin')}
          inputMode="decimal"
          description={t('adminDelivery.rules.codMinHint')}
        />
        <TextField
          name="codMaxOrder"
          label={t('adminDelivery.rules.codMax')}
          inputMode="decimal"
          description={t('adminDelivery.rules.codMaxHint')}
        />
        <TextField
          name="codFee"
          label={t('adminDelivery.rules.codFee')}
          inputMode="decimal"
          description={t('adminDelivery.rules.codFeeHint')}
        />
      </div>
      <TextAreaField
        name="codBlockedPincodes"
        label={t('adminDelivery.rules.codBlocked')}
        rows={2}
        description={t('adminDelivery.rules.codBlockedHint')}
      />
      <div className="grid items-end gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <CheckboxField
          name="codConfirmation"
          variant="switch"
          label={t('adminDelivery.rules.codConfirmation')}
          description={t('adminDelivery.rules.codConfirmationHint')}
        />
        <TextField
          name="codConfirmHours"
          label={t('adminDelivery.rules.codConfirmHours')}
          inputMode="numeric"
          description={t('adminDelivery.rules.codConfirmHoursHint')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name="dispatchCutoff"
          label={t('adminDelivery.rules.cutoff')}
          description={t('adminDelivery.rules.cutoffHint')}
        />
        <TextField name="defaultMinDays" label={t('adminDelivery.rules.minDays')} inputMode="numeric" />
        <TextField name="defaultMaxDays" label={t('adminDelivery.rules.maxDays')} inputMode="numeric" />
      </div>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
        <legend className="mb-1 font-semibold">{t('adminDelivery.rules.dispatchDays')}</legend>
        {DAYS.map((day) => (
          <CheckboxField key={day} name={`dispatchDays.${day}`} label={weekday(day, locale)} />
        ))}
      </fieldset>
      <SubmitButton
        icon={<Save aria-hidden="true" />}
        pendingLabel={t('adminDelivery.rules.saving')}
        className="self-start"
      >
        {t('adminDelivery.rules.save')}
      </SubmitButton>
    </Form>
  );
}
