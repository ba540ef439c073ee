import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { CATEGORIES } from '#shared/constants/categories.ts';
import {
  type GstSettings,
  type GstSettingsBody,
  gstExportHref,
  gstSettingsSchema,
  GST_MESSAGES as M,
} from '#shared/gst/gst.schemas.ts';
import { CURRENT_GST_RATES, withRate } from '#shared/gst/rates.ts';
import { GST_STATES } from '#shared/gst/states.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { AdminDialog } from '../../shell/components/admin-dialog.tsx';
import { gstSettingsQueryOptions, updateGstSettings } from '../api/gst-api.ts';
import { useGstMessages, useGstT } from '../i18n.ts';
import { GstRates } from './gst-rates.tsx';

interface GstSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** GST and invoices (docs/product.md §7.13, decision 038): who the seller is, numbering, category defaults, the export. */
export default function GstSettingsDialog({ open, onOpenChange }: GstSettingsDialogProps) {
  const t = useGstT();
  const { data, isError, refetch } = useQuery({ ...gstSettingsQueryOptions(), enabled: open });
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('adminGst.title')}
      description={t('adminGst.description')}
    >
      <GstExport />
      <GstRates open={open} />
      {data ? (
        <GstForm settings={data} onDone={() => onOpenChange(false)} />
      ) : isError ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted">{t('adminGst.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('adminGst.tryAgain')}
          </Button>
        </div>
      ) : (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed skeleton rows
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      )}
    </AdminDialog>
  );
}

const EXPORTS = ['b2c', 'b2b', 'hsn', 'credit-notes'] as const;

/** The month's CSV files, one download each (the month in India time). */
function GstExport() {
  const t = useGstT();
  const [month, setMonth] = useState(() => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7));
  return (
    <section
      aria-labelledby="gst-export"
      className="mb-6 flex flex-col gap-3 rounded-md border border-border p-4"
    >
      <h3 id="gst-export" className="font-semibold">
        {t('adminGst.exportTitle')}
      </h3>
      <label className="flex flex-col gap-1 text-sm sm:max-w-xs">
        {t('adminGst.month')}
        <input
          type="month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          className="rounded-md border border-border px-3 py-2"
        />
      </label>
      <ul className="flex flex-wrap gap-2">
        {EXPORTS.map((file) => (
          <li key={file}>
            <a
              href={`/api${gstExportHref(month, file)}`}
              download
              className="inline-flex min-h-11 items-center rounded-md border border-border px-3 text-sm underline-offset-2 hover:underline"
            >
              {t('adminGst.csv', { label: t(`adminGst.export.${file}`) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Values = Omit<GstSettings, 'gstin' | 'categoryDefaults'> & {
  gstin: string;
  categoryDefaults: Record<string, { hsn: string; rate: string }>;
};

const valuesOf = (s: GstSettings): Values => ({
  ...s,
  gstin: s.gstin ?? '',
  categoryDefaults: Object.fromEntries(
    CATEGORIES.map((c) => [c, { hsn: s.categoryDefaults[c].hsn, rate: String(s.categoryDefaults[c].rate) }]),
  ),
});

const toBody = (v: Values): GstSettingsBody => ({
  ...v,
  gstin: v.gstin.trim() || null,
  categoryDefaults: Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      { hsn: v.categoryDefaults[c]!.hsn, rate: Number(v.categoryDefaults[c]!.rate) },
    ]),
  ) as GstSettingsBody['categoryDefaults'],
});

function GstForm({ settings, onDone }: { settings: GstSettings; onDone: () => void }) {
  const t = useGstT();
  const shopT = useT();
  const say = useGstMessages();
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values, GstSettings>(gstSettingsSchema, {
    defaultValues: valuesOf(settings),
    toBody,
    reword: say,
  });
  const save = useMutation({
    mutationFn: updateGstSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(gstSettingsQueryOptions().queryKey, saved);
      toast.success(say(M.saved));
      onDone();
    },
  });
  return (
    <Form
      form={form}
      onSubmit={(body) => save.mutateAsync(body)}
      onError={() => toast.error(say(M.saveFailed))}
      className="flex flex-col gap-4"
    >
      <CheckboxField
        name="registered"
        variant="switch"
        label={t('adminGst.registered')}
        description={t('adminGst.registeredHint')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="legalName" label={t('adminGst.legalName')} />
        <TextField name="gstin" label={t('adminGst.gstin')} description={t('adminGst.gstinHint')} />
        <SelectField name="stateCode" label={t('adminGst.state')}>
          {GST_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name} ({s.code})
            </option>
          ))}
        </SelectField>
        <TextField
          name="invoicePrefix"
          label={t('adminGst.invoicePrefix')}
          description={t('adminGst.invoicePrefixHint')}
        />
        <TextField
          name="creditNotePrefix"
          label={t('adminGst.creditNotePrefix')}
          description={t('adminGst.creditNotePrefixHint')}
        />
      </div>
      <TextAreaField name="address" label={t('adminGst.address')} rows={2} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('adminGst.defaults')}</legend>
        <p className="text-muted text-sm">{t('adminGst.defaultsHint')}</p>
        {CATEGORIES.map((c) => (
          <div key={c} className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_8rem_8rem] sm:items-end">
            <span className="col-span-2 text-sm sm:col-span-1 sm:pb-3">{shopT(`category.${c}`)}</span>
            <TextField
              name={`categoryDefaults.${c}.hsn`}
              label={t('adminGst.categoryHsn', { category: shopT(`category.${c}`) })}
              inputMode="numeric"
            />
            <SelectField
              name={`categoryDefaults.${c}.rate`}
              label={t('adminGst.categoryRate', { category: shopT(`category.${c}`) })}
            >
              {withRate(CURRENT_GST_RATES, settings.categoryDefaults[c].rate).map((r) => (
                <option key={r} value={String(r)}>
                  {r}%
                </option>
              ))}
            </SelectField>
          </div>
        ))}
      </fieldset>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('adminGst.cancel')}
        </Button>
        <SubmitButton pendingLabel={t('adminGst.saving')}>{t('adminGst.save')}</SubmitButton>
      </div>
    </Form>
  );
}
