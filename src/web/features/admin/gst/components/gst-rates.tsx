import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { GST_MESSAGES as M, type RateChangeBody, rateChangeSchema } from '#shared/gst/gst.schemas.ts';
import { GST_RATES } from '#shared/gst/rates.ts';
import { SelectField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { addRateChange, gstRatesQueryOptions } from '../api/gst-api.ts';
import { useGstMessages, useGstT } from '../i18n.ts';

type Values = { hsn: string; rate: string; effectiveFrom: string };
const toBody = (v: Values): RateChangeBody => ({ ...v, rate: Number(v.rate) });

/**
 * Dated GST rates (docs/product.md §7.15, decision 051): the products whose rate changed on 22 Sep 2025,
 * differs from the saved setting, or will change; the changes ahead, and a form to add one.
 */
export function GstRates({ open }: { open: boolean }) {
  const t = useGstT();
  const { data } = useQuery({ ...gstRatesQueryOptions(), enabled: open });
  if (!data) return null;
  const ahead = data.table.filter((e) => e.from > data.today);
  return (
    <section
      aria-labelledby="gst-rates"
      className="mb-6 flex flex-col gap-3 rounded-md border border-border p-4"
    >
      <h3 id="gst-rates" className="font-semibold">
        {t('adminGst.ratesTitle')}
      </h3>
      <p className="text-muted text-sm">{t('adminGst.ratesHint')}</p>
      {data.changedProducts.length === 0 ? (
        <p className="text-sm">{t('adminGst.noRateChanges')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">{t('adminGst.product')}</th>
                <th scope="col">HSN</th>
                <th scope="col">{t('adminGst.beforeReform')}</th>
                <th scope="col">{t('adminGst.yourSetting')}</th>
                <th scope="col">{t('adminGst.now')}</th>
                <th scope="col">{t('adminGst.next')}</th>
              </tr>
            </thead>
            <tbody>
              {data.changedProducts.map((p) => (
                <tr key={p.id}>
                  <td>
                    {p.name} <span className="text-muted">({p.catalogNumber})</span>
                  </td>
                  <td>{p.hsn}</td>
                  <td>{p.beforeReform}%</td>
                  <td>
                    {p.ownRate === null ? `${p.settingRate}%` : t('adminGst.ownRate', { rate: p.ownRate })}
                  </td>
                  <td>{p.now}%</td>
                  <td>{p.next ? t('adminGst.nextRate', { rate: p.next.rate, day: p.next.from }) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {ahead.length > 0 && (
        <ul className="text-sm">
          {ahead.map((e) => (
            <li key={`${e.hsn}-${e.from}`}>
              {t('adminGst.changeAhead', { hsn: e.hsn, rate: e.rate, day: e.from })}
            </li>
          ))}
        </ul>
      )}
      <AddRateChange today={data.today} />
    </section>
  );
}

function AddRateChange({ today }: { today: string }) {
  const t = useGstT();
  const say = useGstMessages();
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values, RateChangeBody>(rateChangeSchema, {
    defaultValues: { hsn: '', rate: '5', effectiveFrom: '' },
    toBody,
    reword: say,
  });
  const add = useMutation({
    mutationFn: addRateChange,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: gstRatesQueryOptions().queryKey });
      toast.success(say(M.rateChangeAdded));
      form.reset();
    },
  });
  return (
    <Form
      form={form}
      onSubmit={(body) => add.mutateAsync(body)}
      className="grid gap-3 sm:grid-cols-[1fr_8rem_1fr_auto] sm:items-end"
    >
      <TextField name="hsn" label={t('adminGst.changeHsn')} inputMode="numeric" />
      <SelectField name="rate" label={t('adminGst.changeRate')}>
        {GST_RATES.map((r) => (
          <option key={r} value={String(r)}>
            {r}%
          </option>
        ))}
      </SelectField>
      <TextField name="effectiveFrom" type="date" min={today} label={t('adminGst.changeFrom')} />
      <SubmitButton pendingLabel={t('adminGst.saving')}>{t('adminGst.addChange')}</SubmitButton>
    </Form>
  );
}
