import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  type AdminStoreSettings,
  SETTINGS_ADMIN_MESSAGES as M,
  type StoreSettingsUpdate,
  storeSettingsUpdateSchema,
} from '#shared/settings/settings-admin.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField, TextAreaField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { settingsKeys } from '#web/features/settings/api/get-settings.ts';
import { AdminDialog } from '../../shell/components/admin-dialog.tsx';
import { paiseToRupeesInput, rupeesToPaiseInput } from '../../shell/lib/money-input.ts';
import { adminSettingsQueryOptions, updateSettings } from '../api/settings-api.ts';

interface StoreSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Store settings (docs/product.md §7.10): the values the footer, WhatsApp button, mails and shipping rule
 * use.
 */
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
  maxUnitsPerProduct: string;
  orderNotificationEmail: string;
  reviewsNeedApproval: boolean;
  reviewRequestDays: string;
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
});

const toBody = (v: Values) => ({
  ...v,
  freeShippingThreshold: rupeesToPaiseInput(v.freeShippingThreshold),
  shippingFee: rupeesToPaiseInput(v.shippingFee),
  // Empty or not a number: the schema's own message ('Enter a whole number of units from 1 to 999.').
  maxUnitsPerProduct: v.maxUnitsPerProduct.trim() === '' ? Number.NaN : Number(v.maxUnitsPerProduct),
  reviewRequestDays: v.reviewRequestDays.trim() === '' ? Number.NaN : Number(v.reviewRequestDays),
});

/** The contract speaks of paise; this form takes rupees, so say it in rupees. */
const RUPEE_AMOUNT_MESSAGE = 'Enter an amount in rupees: 0 or more, with at most 2 decimals.';
const inRupees = (message: string) => (message === M.amountInvalid ? RUPEE_AMOUNT_MESSAGE : message);

function SettingsForm({ settings, onDone }: { settings: AdminStoreSettings; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values, StoreSettingsUpdate>(storeSettingsUpdateSchema, {
    defaultValues: valuesOf(settings),
    toBody,
    reword: inRupees,
  });
  const save = useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsQueryOptions().queryKey, saved);
      // The storefront's footer, chat button and shipping texts read the public settings.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      toast.success(M.updated);
      onDone();
    },
  });

  return (
    <Form
      form={form}
      onSubmit={(body) => save.mutateAsync(body)}
      onError={() => toast.error(M.updateFailed)}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="storeName" label="Store name" />
        <TextField name="city" label="City" />
        <TextField name="contactPhone" label="Contact phone" type="tel" inputMode="tel" />
        <TextField name="contactEmail" label="Contact email" type="email" inputMode="email" />
        <TextField
          name="whatsappNumber"
          label="WhatsApp number"
          inputMode="numeric"
          description="Digits with the country code, e.g. 919845012345"
        />
        <TextField
          name="orderNotificationEmail"
          label="Order notification email"
          type="email"
          inputMode="email"
          description="New orders are announced here; empty sends them to the contact email."
        />
      </div>
      <TextAreaField name="whatsappGreeting" label="WhatsApp greeting" rows={2} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="freeShippingThreshold"
          label="Free shipping from (₹)"
          type="number"
          inputMode="decimal"
          description="Orders with a subtotal at or above this ship free."
        />
        <TextField
          name="shippingFee"
          label="Shipping fee (₹)"
          type="number"
          inputMode="decimal"
          description="Charged on orders below the free-shipping amount."
        />
        <TextField
          name="maxUnitsPerProduct"
          label="Units of one product per order"
          type="number"
          inputMode="numeric"
          description="The most of one product a single order may hold (1 to 999)."
        />
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold">Reviews</legend>
        <CheckboxField
          name="reviewsNeedApproval"
          label="Check reviews before they are published"
          description="When off, a verified buyer's review shows on the product page at once."
        />
        <TextField
          name="reviewRequestDays"
          label="Ask for a review (days after delivery)"
          type="number"
          inputMode="numeric"
          description="The customer gets a mail with a link to review each product (0 to 60 days; 0: as soon as it is delivered)."
          className="sm:max-w-xs"
        />
      </fieldset>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton pendingLabel="Saving…">Save Settings</SubmitButton>
      </div>
    </Form>
  );
}
