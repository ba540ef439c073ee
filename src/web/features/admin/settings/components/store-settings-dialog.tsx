import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import {
  type AdminStoreSettings,
  SETTINGS_ADMIN_MESSAGES as M,
  storeSettingsUpdateSchema,
} from '#shared/settings/settings-admin.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { settingsKeys } from '#web/features/settings/api/get-settings.ts';
import { AdminDialog } from '../../shell/components/admin-dialog.tsx';
import { TextAreaField, TextInputField } from '../../shell/form-controls.tsx';
import { paiseToRupeesInput, rupeesToPaiseInput } from '../../shell/lib/money-input.ts';
import { useAdminForm } from '../../shell/use-admin-form.ts';
import { adminSettingsQueryOptions, updateSettings } from '../api/settings-api.ts';

interface StoreSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Store settings (beyond the spec): the values the footer, WhatsApp button, mails and shipping rule use. */
export default function StoreSettingsDialog({ open, onOpenChange }: StoreSettingsDialogProps) {
  const { data, isError, refetch } = useQuery({ ...adminSettingsQueryOptions(), enabled: open });
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Store Settings"
      description="Your shop's name, contact details, WhatsApp chat and shipping rule, used across the shop."
    >
      {data ? (
        <SettingsForm key={data.storeName} settings={data} onDone={() => onOpenChange(false)} />
      ) : isError ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted">The settings could not be loaded.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try Again
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
  orderNotificationEmail: string;
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
  orderNotificationEmail: s.orderNotificationEmail ?? '',
});

const toBody = (v: Values) => ({
  ...v,
  freeShippingThreshold: rupeesToPaiseInput(v.freeShippingThreshold),
  shippingFee: rupeesToPaiseInput(v.shippingFee),
});

/** The contract speaks of paise; this form takes rupees, so say it in rupees. */
const RUPEE_AMOUNT_MESSAGE = 'Enter an amount in rupees: 0 or more, with at most 2 decimals.';
const inRupees = (message: string | undefined) =>
  message === M.amountInvalid ? RUPEE_AMOUNT_MESSAGE : message;

function SettingsForm({ settings, onDone }: { settings: AdminStoreSettings; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useAdminForm(storeSettingsUpdateSchema, toBody, () => valuesOf(settings));
  const save = useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsQueryOptions().queryKey, saved);
      // The storefront's footer, chat button and shipping texts read the public settings.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      toast.success(M.updated);
      onDone();
    },
    onError: (error) => {
      if (!form.showServerErrors(error)) toast.error(M.updateFailed);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body) save.mutate(body);
  }

  const text = (name: keyof Values) => ({ ...form.text(name), error: inRupees(form.errors[name]) });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInputField label="Store name" {...text('storeName')} />
        <TextInputField label="City" {...text('city')} />
        <TextInputField label="Contact phone" type="tel" inputMode="tel" {...text('contactPhone')} />
        <TextInputField label="Contact email" type="email" inputMode="email" {...text('contactEmail')} />
        <TextInputField
          label="WhatsApp number"
          inputMode="numeric"
          hint="Digits with the country code, e.g. 919845012345"
          {...text('whatsappNumber')}
        />
        <TextInputField
          label="Order notification email"
          type="email"
          inputMode="email"
          hint="New orders are announced here; empty sends them to the contact email."
          {...text('orderNotificationEmail')}
        />
      </div>
      <TextAreaField label="WhatsApp greeting" rows={2} {...text('whatsappGreeting')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInputField
          label="Free shipping from (₹)"
          type="number"
          inputMode="decimal"
          hint="Orders with a subtotal at or above this ship free."
          {...text('freeShippingThreshold')}
        />
        <TextInputField
          label="Shipping fee (₹)"
          type="number"
          inputMode="decimal"
          hint="Charged on orders below the free-shipping amount."
          {...text('shippingFee')}
        />
      </div>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
