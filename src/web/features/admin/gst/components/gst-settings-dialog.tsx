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
import { GST_STATES } from '#shared/gst/states.ts';
import { GST_RATES } from '#shared/gst/tax.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AdminDialog } from '../../shell/components/admin-dialog.tsx';
import { gstSettingsQueryOptions, updateGstSettings } from '../api/gst-api.ts';

interface GstSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** GST and invoices (docs/product.md §7.13, decision 038): who the seller is, numbering, category defaults, the export. */
export default function GstSettingsDialog({ open, onOpenChange }: GstSettingsDialogProps) {
  const { data, isError, refetch } = useQuery({ ...gstSettingsQueryOptions(), enabled: open });
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="GST & Invoices"
      description="Your GST registration and invoice numbering, the default HSN code and rate per category, and the monthly export for your accountant."
    >
      <GstExport />
      {data ? (
        <GstForm settings={data} onDone={() => onOpenChange(false)} />
      ) : isError ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted">The GST settings could not be loaded.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try Again
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

const EXPORTS = [
  ['b2c', 'B2C sales'],
  ['b2b', 'B2B invoices'],
  ['hsn', 'HSN summary'],
  ['credit-notes', 'Credit notes'],
] as const;

/** The month's CSV files, one download each (the month in India time). */
function GstExport() {
  const [month, setMonth] = useState(() => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7));
  return (
    <section
      aria-labelledby="gst-export"
      className="mb-6 flex flex-col gap-3 rounded-md border border-border p-4"
    >
      <h3 id="gst-export" className="font-semibold">
        GST export
      </h3>
      <label className="flex flex-col gap-1 text-sm sm:max-w-xs">
        Month
        <input
          type="month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          className="rounded-md border border-border px-3 py-2"
        />
      </label>
      <ul className="flex flex-wrap gap-2">
        {EXPORTS.map(([file, label]) => (
          <li key={file}>
            <a
              href={`/api${gstExportHref(month, file)}`}
              download
              className="inline-flex min-h-11 items-center rounded-md border border-border px-3 text-sm underline-offset-2 hover:underline"
            >
              {label} (CSV)
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
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values, GstSettings>(gstSettingsSchema, {
    defaultValues: valuesOf(settings),
    toBody,
  });
  const save = useMutation({
    mutationFn: updateGstSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(gstSettingsQueryOptions().queryKey, saved);
      toast.success(M.saved);
      onDone();
    },
  });
  return (
    <Form
      form={form}
      onSubmit={(body) => save.mutateAsync(body)}
      onError={() => toast.error(M.saveFailed)}
      className="flex flex-col gap-4"
    >
      <CheckboxField
        name="registered"
        variant="switch"
        label="GST registered"
        description="Off: not GST registered; orders get a bill of supply without tax."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="legalName" label="Legal name" />
        <TextField
          name="gstin"
          label="GSTIN"
          description="15 characters; its first two digits are the state code."
        />
        <SelectField name="stateCode" label="State">
          {GST_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name} ({s.code})
            </option>
          ))}
        </SelectField>
        <TextField
          name="invoicePrefix"
          label="Invoice prefix"
          description="1 to 4 letters or digits, e.g. INV"
        />
        <TextField
          name="creditNotePrefix"
          label="Credit-note prefix"
          description="1 to 4 letters or digits, e.g. CN"
        />
      </div>
      <TextAreaField name="address" label="Registered address" rows={2} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">Default HSN code and GST rate per category</legend>
        <p className="text-muted text-sm">A product without its own HSN code or rate takes these.</p>
        {CATEGORIES.map((c) => (
          <div key={c} className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_8rem_8rem] sm:items-end">
            <span className="col-span-2 text-sm sm:col-span-1 sm:pb-3">{c}</span>
            <TextField name={`categoryDefaults.${c}.hsn`} label={`${c} HSN`} inputMode="numeric" />
            <SelectField name={`categoryDefaults.${c}.rate`} label={`${c} GST rate`}>
              {GST_RATES.map((r) => (
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
          Cancel
        </Button>
        <SubmitButton pendingLabel="Saving…">Save GST Settings</SubmitButton>
      </div>
    </Form>
  );
}
