import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  type ShippingZone,
  type ShippingZoneInput,
  shippingZoneInputSchema,
  type UnserviceableSummary,
} from '#shared/delivery/delivery.schemas.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { api, errorMessage } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { rupeesToPaiseInput } from '../../shell/lib/money-input.ts';
import { useDeliveryT } from '../i18n.ts';
import { list, sectionClass, whole } from '../lib/inputs.ts';
import { RulesSection } from './rules-settings.tsx';
import { ShippingSettingsSection } from './shipping-settings.tsx';

/*
 * The admin's Delivery tab (issue 20, docs/product.md §9.15, decision 039): COD rules and the dispatch clock,
 * making capacity and festivals (decision 070), shipping zones, and the unserviceable pincodes uploaded as CSV.
 */

const ZONES_KEY = ['admin', 'delivery', 'zones'] as const;
const UNSERVICEABLE_KEY = ['admin', 'delivery', 'unserviceable'] as const;

export default function DeliveryTab() {
  return (
    <div className="flex flex-col gap-6">
      <RulesSection />
      <ShippingSettingsSection className={sectionClass} />
      <ZonesSection />
      <UnserviceableSection />
    </div>
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
  const t = useDeliveryT();
  const { locale } = useI18n();
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
    toast.success(t('adminDelivery.zones.added'));
  };
  const remove = async (zone: ShippingZone) => {
    try {
      await api.delete(`/admin/delivery/zones/${zone.id}`);
      await queryClient.invalidateQueries({ queryKey: ZONES_KEY });
      toast.success(t('adminDelivery.zones.deleted'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <section aria-labelledby="delivery-zones" className={sectionClass}>
      <h2 id="delivery-zones" className="text-xl">
        {t('adminDelivery.zones.title')}
      </h2>
      <p className="text-sm text-muted">{t('adminDelivery.zones.intro')}</p>
      {zones.isError && (
        <p className="text-danger">{errorMessage(zones.error, t('adminDelivery.zones.loadFailed'))}</p>
      )}
      <ul className="flex flex-col divide-y divide-border">
        {zones.data?.map((zone) => (
          <li key={zone.id} className="flex items-start justify-between gap-3 py-3">
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold">{zone.name}</span>
              <span className="text-sm break-words text-muted">
                {[...zone.pincodeRules, ...zone.states].join(', ')} ·{' '}
                {t('adminDelivery.zones.days', { min: zone.minDays, max: zone.maxDays })} ·{' '}
                {zone.fee > 0 ? formatRupees(zone.fee, locale) : t('adminDelivery.zones.noFee')}
              </span>
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('adminDelivery.zones.delete', { name: zone.name })}
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
        title={t('adminDelivery.zones.confirmTitle')}
        description={t('adminDelivery.zones.confirmText', { name: deleting?.name ?? '' })}
        confirmLabel={t('adminDelivery.zones.confirm')}
        onConfirm={() => deleting && void remove(deleting)}
      />
      <Form
        form={form}
        onSubmit={add}
        onError={(error) => toast.error(errorMessage(error))}
        aria-label={t('adminDelivery.zones.addForm')}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="name"
            label={t('adminDelivery.zones.name')}
            description={t('adminDelivery.zones.nameHint')}
          />
          <TextField
            name="fee"
            label={t('adminDelivery.zones.fee')}
            inputMode="decimal"
            description={t('adminDelivery.zones.feeHint')}
          />
          <TextField
            name="pincodeRules"
            label={t('adminDelivery.zones.pincodes')}
            description={t('adminDelivery.zones.pincodesHint')}
          />
          <TextField
            name="states"
            label={t('adminDelivery.zones.states')}
            description={t('adminDelivery.zones.statesHint')}
          />
          <TextField name="minDays" label={t('adminDelivery.zones.minDays')} inputMode="numeric" />
          <TextField name="maxDays" label={t('adminDelivery.zones.maxDays')} inputMode="numeric" />
        </div>
        <SubmitButton pendingLabel={t('adminDelivery.zones.adding')} className="mt-4 self-start">
          {t('adminDelivery.zones.add')}
        </SubmitButton>
      </Form>
    </section>
  );
}

function UnserviceableSection() {
  const t = useDeliveryT();
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
      toast.success(
        t('adminDelivery.csv.uploaded', { accepted: answer.accepted, refused: answer.refused.length }),
      );
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };
  return (
    <section aria-labelledby="delivery-unserviceable" className={sectionClass}>
      <h2 id="delivery-unserviceable" className="text-xl">
        {t('adminDelivery.csv.title')}
      </h2>
      <p className="text-sm text-muted">
        {current.data ? t('adminDelivery.csv.count', { count: current.data.total }) : ''}
        {t('adminDelivery.csv.intro')}
      </p>
      <label className="ui-button ui-button-secondary ui-button-default cursor-pointer self-start">
        <Upload aria-hidden="true" />
        {uploading ? t('adminDelivery.csv.uploading') : t('adminDelivery.csv.upload')}
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
            {t('adminDelivery.csv.summary', {
              accepted: summary.accepted,
              refused: summary.refused.length,
              total: summary.total,
            })}
          </p>
          {summary.refused.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-muted">
              {summary.refused.slice(0, 50).map((r) => (
                <li key={r.line}>
                  {t('adminDelivery.csv.refusedRow', { line: r.line, value: r.value, reason: r.reason })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
