import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { GST_MESSAGES } from '#shared/gst/gst.ts';
import { GIFT_MESSAGES, GIFT_WRAP_MODES, GIFT_WRAP_RATES, type GiftWrapMode } from '#shared/orders/gift.ts';
import { REVIEW_MESSAGES } from '#shared/reviews/reviews.ts';
import {
  type AdminStoreSettings,
  SETTINGS_ADMIN_MESSAGES as M,
  OWNER_ALERTS,
  type OwnerAlert,
  type StoreSettingsUpdate,
  storeSettingsUpdateSchema,
} from '#shared/settings/settings-admin.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { settingsKeys } from '#web/features/settings/api/get-settings.ts';
import { sharedMessages } from '#web/lib/shared-messages.ts';
import { AdminDialog } from '../../shell/components/admin-dialog.tsx';
import { paiseToRupeesInput, rupeesToPaiseInput } from '../../shell/lib/money-input.ts';
import { adminSettingsQueryOptions, updateSettings } from '../api/settings-api.ts';
import { useSettingsT } from '../i18n.ts';

interface StoreSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Store settings (docs/product.md §7.10): the values the footer, WhatsApp button, mails and shipping rule
 * use.
 */
export default function StoreSettingsDialog({ open, onOpenChange }: StoreSettingsDialogProps) {
  const t = useSettingsT();
  const { data, isError, refetch } = useQuery({ ...adminSettingsQueryOptions(), enabled: open });
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('adminSettings.title')}
      description={t('adminSettings.description')}
    >
      {data ? (
        <SettingsForm key={data.storeName} settings={data} onDone={() => onOpenChange(false)} />
      ) : isError ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted">{t('adminSettings.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('adminSettings.tryAgain')}
          </Button>
        </div>
      ) : (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed skeleton rows
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      )}
    </AdminDialog>
  );
}

type Values = {
  storeName: string;
  contactPhone: string;
  contactEmail: string;
  city: string;
  whatsappNumber: string;
  whatsappGreeting: string;
  freeShippingThreshold: string;
  shippingFee: string;
  maxUnitsPerProduct: string;
  orderNotificationEmail: string;
  reviewsNeedApproval: boolean;
  reviewRequestDays: string;
  returnWindow: { damageHours: string; days: string };
  ownerAlerts: Record<OwnerAlert, boolean> & { lowStockAt: string };
  giftWrap: { mode: GiftWrapMode; price: string; hsn: string; rate: string };
};

const valuesOf = (s: AdminStoreSettings): Values => ({
  storeName: s.storeName,
  contactPhone: s.contactPhone,
  contactEmail: s.contactEmail,
  city: s.city,
  whatsappNumber: s.whatsappNumber,
  whatsappGreeting: s.whatsappGreeting,
  freeShippingThreshold: paiseToRupeesInput(s.freeShippingThreshold),
  shippingFee: paiseToRupeesInput(s.shippingFee),
  maxUnitsPerProduct: String(s.maxUnitsPerProduct),
  orderNotificationEmail: s.orderNotificationEmail ?? '',
  reviewsNeedApproval: s.reviewsNeedApproval,
  reviewRequestDays: String(s.reviewRequestDays),
  returnWindow: { damageHours: String(s.returnWindow.damageHours), days: String(s.returnWindow.days) },
  ownerAlerts: { ...s.ownerAlerts, lowStockAt: String(s.ownerAlerts.lowStockAt) },
  giftWrap: { ...s.giftWrap, price: paiseToRupeesInput(s.giftWrap.price), rate: String(s.giftWrap.rate) },
});

const toBody = (v: Values) => ({
  ...v,
  freeShippingThreshold: rupeesToPaiseInput(v.freeShippingThreshold),
  shippingFee: rupeesToPaiseInput(v.shippingFee),
  // Empty or not a number: the schema's own message ('Enter a whole number of units from 1 to 999.').
  maxUnitsPerProduct: v.maxUnitsPerProduct.trim() === '' ? Number.NaN : Number(v.maxUnitsPerProduct),
  reviewRequestDays: v.reviewRequestDays.trim() === '' ? Number.NaN : Number(v.reviewRequestDays),
  returnWindow: {
    damageHours: v.returnWindow.damageHours.trim() === '' ? Number.NaN : Number(v.returnWindow.damageHours),
    days: v.returnWindow.days.trim() === '' ? Number.NaN : Number(v.returnWindow.days),
  },
  ownerAlerts: {
    ...v.ownerAlerts,
    lowStockAt: v.ownerAlerts.lowStockAt.trim() === '' ? Number.NaN : Number(v.ownerAlerts.lowStockAt),
  },
  // Rupees as typed, sent in paise (decision 068); an empty price while off is ₹0.
  giftWrap: {
    ...v.giftWrap,
    price: v.giftWrap.price.trim() === '' ? 0 : rupeesToPaiseInput(v.giftWrap.price),
    rate: Number(v.giftWrap.rate),
  },
});

/** The gift wrap's refusals (decision 068) by their catalog keys. */
const GIFT_WRAP_SAID: Record<string, string> = {
  [GIFT_MESSAGES.wrapPriceInvalid]: 'adminSettings.giftWrap.priceInvalid',
  [GIFT_MESSAGES.wrapPriceNeeded]: 'adminSettings.giftWrap.priceNeeded',
  [GIFT_MESSAGES.wrapModeInvalid]: 'adminSettings.giftWrap.modeInvalid',
  [GIFT_MESSAGES.wrapRateInvalid]: 'adminSettings.giftWrap.rateInvalid',
  [GST_MESSAGES.hsnInvalid]: 'adminSettings.giftWrap.hsnInvalid',
};

/** The schema's messages in the page's language; the contract speaks of paise, this form takes rupees. */
function useSettingsMessages() {
  const t = useSettingsT();
  return useMemo(() => {
    const say = sharedMessages(M, (name) => t(`adminSettings.msg.${name}` as never));
    return (message: string) => {
      if (message === M.amountInvalid) return t('adminSettings.rupeeAmount');
      if (message === REVIEW_MESSAGES.requestDaysInvalid) return t('adminSettings.requestDaysInvalid');
      const gift = GIFT_WRAP_SAID[message];
      if (gift) return t(gift as never);
      const max = /^Must be at most (\d+) characters\.$/.exec(message)?.[1];
      return max ? t('adminSettings.tooLong', { max }) : say(message);
    };
  }, [t]);
}

function SettingsForm({ settings, onDone }: { settings: AdminStoreSettings; onDone: () => void }) {
  const t = useSettingsT();
  const say = useSettingsMessages();
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values, StoreSettingsUpdate>(storeSettingsUpdateSchema, {
    defaultValues: valuesOf(settings),
    toBody,
    reword: say,
  });
  const save = useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsQueryOptions().queryKey, saved);
      // The storefront's footer, chat button and shipping texts read the public settings.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      toast.success(say(M.updated));
      onDone();
    },
  });

  return (
    <Form
      form={form}
      onSubmit={(body) => save.mutateAsync(body)}
      onError={() => toast.error(say(M.updateFailed))}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="storeName" label={t('adminSettings.storeName')} />
        <TextField name="city" label={t('adminSettings.city')} />
        <TextField name="contactPhone" label={t('adminSettings.contactPhone')} type="tel" inputMode="tel" />
        <TextField
          name="contactEmail"
          label={t('adminSettings.contactEmail')}
          type="email"
          inputMode="email"
        />
        <TextField
          name="whatsappNumber"
          label={t('adminSettings.whatsappNumber')}
          inputMode="numeric"
          description={t('adminSettings.whatsappNumberHint')}
        />
        <TextField
          name="orderNotificationEmail"
          label={t('adminSettings.notificationEmail')}
          type="email"
          inputMode="email"
          description={t('adminSettings.notificationEmailHint')}
        />
      </div>
      <TextAreaField name="whatsappGreeting" label={t('adminSettings.whatsappGreeting')} rows={2} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="freeShippingThreshold"
          label={t('adminSettings.freeShippingFrom')}
          type="number"
          inputMode="decimal"
          description={t('adminSettings.freeShippingHint')}
        />
        <TextField
          name="shippingFee"
          label={t('adminSettings.shippingFee')}
          type="number"
          inputMode="decimal"
          description={t('adminSettings.shippingFeeHint')}
        />
        <TextField
          name="maxUnitsPerProduct"
          label={t('adminSettings.maxUnits')}
          type="number"
          inputMode="numeric"
          description={t('adminSettings.maxUnitsHint')}
        />
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">{t('adminSettings.reviews')}</legend>
        <CheckboxField
          name="reviewsNeedApproval"
          label={t('adminSettings.reviewsNeedApproval')}
          description={t('adminSettings.reviewsNeedApprovalHint')}
        />
        <TextField
          name="reviewRequestDays"
          label={t('adminSettings.reviewRequestDays')}
          type="number"
          inputMode="numeric"
          description={t('adminSettings.reviewRequestDaysHint')}
          className="sm:max-w-xs"
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('adminSettings.returnWindow')}</legend>
        <TextField
          name="returnWindow.damageHours"
          label={t('adminSettings.returnWindow.damageHours')}
          type="number"
          inputMode="numeric"
          description={t('adminSettings.returnWindow.damageHoursHint')}
        />
        <TextField
          name="returnWindow.days"
          label={t('adminSettings.returnWindow.days')}
          type="number"
          inputMode="numeric"
          description={t('adminSettings.returnWindow.daysHint')}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">{t('adminSettings.alerts')}</legend>
        <p className="text-sm text-muted">{t('adminSettings.alertsHint')}</p>
        {OWNER_ALERTS.map((alert) => (
          <CheckboxField
            key={alert}
            name={`ownerAlerts.${alert}`}
            label={t(`adminSettings.alert.${alert}`)}
          />
        ))}
        <TextField
          name="ownerAlerts.lowStockAt"
          label={t('adminSettings.lowStockAt')}
          type="number"
          inputMode="numeric"
          description={t('adminSettings.lowStockAtHint')}
          className="sm:max-w-xs"
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">{t('adminSettings.giftWrap.title')}</legend>
        <p className="text-sm text-muted">{t('adminSettings.giftWrap.hint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="giftWrap.mode" label={t('adminSettings.giftWrap.mode')}>
            {GIFT_WRAP_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`adminSettings.giftWrap.mode.${mode}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            name="giftWrap.price"
            label={t('adminSettings.giftWrap.price')}
            type="number"
            inputMode="decimal"
            description={t('adminSettings.giftWrap.priceHint')}
          />
          <TextField
            name="giftWrap.hsn"
            label={t('adminSettings.giftWrap.hsn')}
            inputMode="numeric"
            description={t('adminSettings.giftWrap.hsnHint')}
          />
          <SelectField name="giftWrap.rate" label={t('adminSettings.giftWrap.rate')}>
            {GIFT_WRAP_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate}%
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('adminSettings.cancel')}
        </Button>
        <SubmitButton pendingLabel={t('adminSettings.saving')}>{t('adminSettings.save')}</SubmitButton>
      </div>
    </Form>
  );
}
