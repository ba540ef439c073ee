import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { toast } from 'sonner';
import { type ShippingSettings, shippingSettingsSchema } from '#shared/shipping/shipping.schemas.ts';
import { COURIER_RULES } from '#shared/shipping/shipping.ts';
import { SelectField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { api, errorMessage } from '#web/lib/api-client.ts';
import { useDeliveryT } from '../i18n.ts';
import { whole } from '../lib/inputs.ts';

/*
 * Shipping settings (issue 43, decision 065): the pickup location as registered with Shiprocket, its pincode,
 * the courier rule and the default package. Shown in every shop; they matter once SHIPPING_PROVIDER=shiprocket.
 */

const SHIPPING_KEY = ['admin', 'shipping', 'settings'] as const;
type Answer = ShippingSettings & { provider: 'manual' | 'shiprocket' };
type Values = {
  pickupLocation: string;
  pickupPincode: string;
  courierRule: string;
  defaultWeightGrams: string;
  defaultLengthCm: string;
  defaultBreadthCm: string;
  defaultHeightCm: string;
};

export function ShippingSettingsSection({ className }: { className: string }) {
  const t = useDeliveryT();
  const settings = useQuery({
    queryKey: SHIPPING_KEY,
    queryFn: ({ signal }) => api.get<Answer>('/admin/shipping/settings', { signal }),
  });
  if (settings.isPending) return <p className="text-muted">{t('adminDelivery.shipping.loading')}</p>;
  if (settings.isError)
    return (
      <p role="alert" className="text-danger">
        {errorMessage(settings.error, t('adminDelivery.shipping.loadFailed'))}
      </p>
    );
  return <ShippingForm settings={settings.data} className={className} />;
}

function ShippingForm({ settings, className }: { settings: Answer; className: string }) {
  const t = useDeliveryT();
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values, ShippingSettings>(shippingSettingsSchema, {
    values: {
      pickupLocation: settings.pickupLocation,
      pickupPincode: settings.pickupPincode ?? '',
      courierRule: settings.courierRule,
      defaultWeightGrams: String(settings.defaultWeightGrams),
      defaultLengthCm: String(settings.defaultLengthCm),
      defaultBreadthCm: String(settings.defaultBreadthCm),
      defaultHeightCm: String(settings.defaultHeightCm),
    },
    toBody: (v) => ({
      pickupLocation: v.pickupLocation.trim(),
      pickupPincode: v.pickupPincode.trim() === '' ? null : v.pickupPincode.trim(),
      courierRule: v.courierRule,
      defaultWeightGrams: whole(v.defaultWeightGrams),
      defaultLengthCm: whole(v.defaultLengthCm),
      defaultBreadthCm: whole(v.defaultBreadthCm),
      defaultHeightCm: whole(v.defaultHeightCm),
    }),
  });
  const save = async (body: ShippingSettings) => {
    queryClient.setQueryData(SHIPPING_KEY, await api.put<Answer>('/admin/shipping/settings', body));
    toast.success(t('adminDelivery.shipping.saved'));
  };
  return (
    <Form
      form={form}
      onSubmit={save}
      onError={(error) => toast.error(errorMessage(error))}
      className={className}
      aria-label={t('adminDelivery.shipping.title')}
    >
      <h2 className="text-xl">{t('adminDelivery.shipping.title')}</h2>
      <p className="text-sm text-muted">
        {settings.provider === 'shiprocket'
          ? t('adminDelivery.shipping.viaShiprocket')
          : t('adminDelivery.shipping.manual')}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name="pickupLocation"
          label={t('adminDelivery.shipping.pickupLocation')}
          description={t('adminDelivery.shipping.pickupLocationHint')}
        />
        <TextField
          name="pickupPincode"
          label={t('adminDelivery.shipping.pickupPincode')}
          inputMode="numeric"
        />
        <SelectField name="courierRule" label={t('adminDelivery.shipping.courierRule')}>
          {COURIER_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {t(`adminDelivery.shipping.rule.${rule}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-4">
        <TextField name="defaultWeightGrams" label={t('adminDelivery.shipping.weight')} inputMode="numeric" />
        <TextField name="defaultLengthCm" label={t('adminDelivery.shipping.length')} inputMode="numeric" />
        <TextField name="defaultBreadthCm" label={t('adminDelivery.shipping.breadth')} inputMode="numeric" />
        <TextField name="defaultHeightCm" label={t('adminDelivery.shipping.height')} inputMode="numeric" />
      </div>
      <SubmitButton
        icon={<Save aria-hidden="true" />}
        pendingLabel={t('adminDelivery.shipping.saving')}
        className="self-start"
      >
        {t('adminDelivery.shipping.save')}
      </SubmitButton>
    </Form>
  );
}
