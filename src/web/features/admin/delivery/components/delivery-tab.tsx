import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Save, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  type DeliverySettings,
  deliverySettingsSchema,
  type ShippingZone,
  type ShippingZoneInput,
  shippingZoneInputSchema,
  type UnserviceableSummary,
} from '#shared/delivery/delivery.schemas.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { CheckboxField, TextAreaField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { api, errorMessage } from '#web/lib/api-client.ts';
import { paiseToRupeesInput, rupeesToPaiseInput } from '../../shell/lib/money-input.ts';

/*
 * The admin's Delivery tab (issue 20, docs/product.md §9.15, decision 039): COD rules and the dispatch clock,
 * shipping zones, and the unserviceable pincodes uploaded as CSV.
 */

const SETTINGS_KEY = ['admin', 'delivery', 'settings'] as const;
const ZONES_KEY = ['admin', 'delivery', 'zones'] as const;
const UNSERVICEABLE_KEY = ['admin', 'delivery', 'unserviceable'] as const;
const sectionClass = 'flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6';
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** '560001, 744 110001-110099' → ['560001', '744', '110001-110099'] */
const list = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
const whole = (text: string) => (text.trim() === '' ? undefined : Number(text));

export default function DeliveryTab() {
  return (
    <div className="flex flex-col gap-6">
      <RulesSection />
      <ZonesSection />
      <UnserviceableSection />
    </div>
  );
}

type RulesValues = {
  codEnabled: boolean;
  codMinOrder: string;
  codMaxOrder: string;
  codFee: string;
  codBlockedPincodes: string;
  dispatchCutoff: string;
  dispatchDays: boolean[];
  defaultMinDays: string;
  defaultMaxDays: string;
};

function RulesSection() {
  const rules = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<DeliverySettings>('/admin/delivery/settings', { signal }),
  });
  if (rules.isPending) return <p className="text-muted">Loading the delivery settings…</p>;
  if (rules.isError)
    return (
      <p role="alert" className="text-danger">
        {errorMessage(rules.error, 'Failed to load the delivery settings.')}
      </p>
    );
  return <RulesForm rules={rules.data} />;
}

function RulesForm({ rules }: { rules: DeliverySettings }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<RulesValues, DeliverySettings>(deliverySettingsSchema, {
    values: {
      codEnabled: rules.codEnabled,
      codMinOrder: paiseToRupeesInput(rules.codMinOrder),
      codMaxOrder: rules.codMaxOrder === null ? '' : paiseToRupeesInput(rules.codMaxOrder),
      codFee: paiseToRupeesInput(rules.codFee),
      codBlockedPincodes: rules.codBlockedPincodes.join(', '),
      dispatchCutoff: rules.dispatchCutoff,
      dispatchDays: DAYS.map((_, i) => rules.dispatchDays.includes(i)),
      defaultMinDays: String(rules.defaultMinDays),
      defaultMaxDays: String(rules.defaultMaxDays),
    },
    toBody: (v) => ({
      codEnabled: v.codEnabled,
      codMinOrder: rupeesToPaiseInput(v.codMinOrder) ?? 0,
      codMaxOrder: rupeesToPaiseInput(v.codMaxOrder) ?? null,
      codFee: rupeesToPaiseInput(v.codFee) ?? 0,
      codBlockedPincodes: list(v.codBlockedPincodes),
      dispatchCutoff: v.dispatchCutoff.trim(),
      dispatchDays: DAYS.flatMap((_, i) => (v.dispatchDays[i] ? [i] : [])),
      defaultMinDays: whole(v.defaultMinDays),
      defaultMaxDays: whole(v.defaultMaxDays),
    }),
  });
  const save = async (body: DeliverySettings) => {
    queryClient.setQueryData(SETTINGS_KEY, await api.put<DeliverySettings>('/admin/delivery/settings', body));
    toast.success('Delivery settings saved.');
  };
  return (
    <Form
      form={form}
      onSubmit={save}
      onError={(error) => toast.error(errorMessage(error))}
      className={sectionClass}
      aria-label="Cash on delivery and dispatch"
    >
      <h2 className="text-xl">Cash on delivery and dispatch</h2>
      <CheckboxField name="codEnabled" variant="switch" label="Offer cash on delivery" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="codMinOrder" label="COD from (₹)" inputMode="decimal" description="0: no minimum" />
        <TextField
          name="codMaxOrder"
          label="COD up to (₹)"
          inputMode="decimal"
          description="Blank: no maximum"
        />
        <TextField
          name="codFee"
          label="COD fee (₹)"
          inputMode="decimal"
          description="Its own line in totals"
        />
      </div>
      <TextAreaField
        name="codBlockedPincodes"
        label="Pincodes without COD"
        rows={2}
        description="6-digit pincodes, separated by commas or spaces"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name="dispatchCutoff"
          label="Dispatch cut-off (HH:MM)"
          description="India time; later orders go the next dispatch day"
        />
        <TextField name="defaultMinDays" label="Fewest days (no zone)" inputMode="numeric" />
        <TextField name="defaultMaxDays" label="Most days (no zone)" inputMode="numeric" />
      </div>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
        <legend className="mb-1 font-semibold">Dispatch days</legend>
        {DAYS.map((day, i) => (
          <CheckboxField key={day} name={`dispatchDays.${i}`} label={day} />
        ))}
      </fieldset>
      <SubmitButton icon={<Save aria-hidden="true" />} pendingLabel="Saving…" className="self-start">
        Save Delivery Settings
      </SubmitButton>
    </Form>
  );
}

type ZoneValues = {
  name: string;
  pincodeRules: string;
  states: string;
  minDays: string;
  maxDays: string;
  fee: string;
};
const EMPTY_ZONE: ZoneValues = { name: '', pincodeRules: '', states: '', minDays: '', maxDays: '', fee: '' };

function ZonesSection() {
  const queryClient = useQueryClient();
  const zones = useQuery({
    queryKey: ZONES_KEY,
    queryFn: ({ signal }) => api.get<ShippingZone[]>('/admin/delivery/zones', { signal }),
  });
  const [deleting, setDeleting] = useState<ShippingZone | null>(null);
  const form = useSchemaForm<ZoneValues, ShippingZoneInput>(shippingZoneInputSchema, {
    defaultValues: EMPTY_ZONE,
    toBody: (v) => ({
      name: v.name,
      pincodeRules: list(v.pincodeRules),
      states: v.states
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      minDays: whole(v.minDays),
      maxDays: whole(v.maxDays),
      fee: rupeesToPaiseInput(v.fee) ?? 0,
      position: zones.data?.length ?? 0,
    }),
  });
  const add = async (body: ShippingZoneInput) => {
    await api.post<ShippingZone>('/admin/delivery/zones', body);
    await queryClient.invalidateQueries({ queryKey: ZONES_KEY });
    form.reset(EMPTY_ZONE);
    toast.success('Shipping zone added.');
  };
  const remove = async (zone: ShippingZone) => {
    try {
      await api.delete(`/admin/delivery/zones/${zone.id}`);
      await queryClient.invalidateQueries({ queryKey: ZONES_KEY });
      toast.success('Shipping zone deleted.');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <section aria-labelledby="delivery-zones" className={sectionClass}>
      <h2 id="delivery-zones" className="text-xl">
        Shipping zones
      </h2>
      <p className="text-sm text-muted">
        The first zone that covers a pincode gives its delivery days and fee.
      </p>
      {zones.isError && (
        <p className="text-danger">{errorMessage(zones.error, 'Failed to load the zones.')}</p>
      )}
      <ul className="flex flex-col divide-y divide-border">
        {zones.data?.map((zone) => (
          <li key={zone.id} className="flex items-start justify-between gap-3 py-3">
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold">{zone.name}</span>
              <span className="text-sm break-words text-muted">
                {[...zone.pincodeRules, ...zone.states].join(', ')} · {zone.minDays}–{zone.maxDays} days ·{' '}
                {zone.fee > 0 ? formatRupees(zone.fee) : 'no fee'}
              </span>
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${zone.name}`}
              onClick={() => setDeleting(zone)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this shipping zone?"
        description={`${deleting?.name ?? ''}: its pincodes get the default days and no fee.`}
        confirmLabel="Delete"
        onConfirm={() => deleting && void remove(deleting)}
      />
      <Form
        form={form}
        onSubmit={add}
        onError={(error) => toast.error(errorMessage(error))}
        aria-label="Add a zone"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label="Zone name" description="e.g. Metros, North-East and islands" />
          <TextField name="fee" label="Zone fee (₹)" inputMode="decimal" description="Blank or 0: none" />
          <TextField
            name="pincodeRules"
            label="Pincode prefixes or ranges"
            description="e.g. 56, 744, 110001-110099"
          />
          <TextField name="states" label="States" description="Comma-separated, as in the address form" />
          <TextField name="minDays" label="Fewest days" inputMode="numeric" />
          <TextField name="maxDays" label="Most days" inputMode="numeric" />
        </div>
        <SubmitButton pendingLabel="Adding…" className="mt-4 self-start">
          Add Zone
        </SubmitButton>
      </Form>
    </section>
  );
}

function UnserviceableSection() {
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: UNSERVICEABLE_KEY,
    queryFn: ({ signal }) =>
      api.get<{ pincodes: string[]; total: number }>('/admin/delivery/unserviceable', { signal }),
  });
  const [summary, setSummary] = useState<UnserviceableSummary | null>(null);
  const [uploading, setUploading] = useState(false);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const answer = await api.post<UnserviceableSummary>('/admin/delivery/unserviceable', {
        csv: await file.text(),
        mode: 'replace',
      });
      setSummary(answer);
      await queryClient.invalidateQueries({ queryKey: UNSERVICEABLE_KEY });
      toast.success(`${answer.accepted} pincodes accepted, ${answer.refused.length} refused.`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };
  return (
    <section aria-labelledby="delivery-unserviceable" className={sectionClass}>
      <h2 id="delivery-unserviceable" className="text-xl">
        Unserviceable pincodes
      </h2>
      <p className="text-sm text-muted">
        {current.data ? `${current.data.total} pincodes. ` : ''}A CSV with one pincode a row replaces the
        list; checkout refuses these pincodes.
      </p>
      <label className="ui-button ui-button-secondary ui-button-default cursor-pointer self-start">
        <Upload aria-hidden="true" />
        {uploading ? 'Uploading…' : 'Upload CSV'}
        <input
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          onChange={upload}
          disabled={uploading}
        />
      </label>
      {summary && (
        <div role="status" className="text-sm">
          <p>
            {summary.accepted} accepted, {summary.refused.length} refused; {summary.total} pincodes in the
            list.
          </p>
          {summary.refused.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-muted">
              {summary.refused.slice(0, 50).map((r) => (
                <li key={r.line}>
                  Row {r.line} ({r.value}): {r.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
