import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { AssistedBuyer } from '#shared/orders/assisted.schemas.ts';
import {
  ASSISTED_PAYMENTS,
  type AssistedOrderData,
  assistedOrderInputSchema,
  IN_PERSON_MODES,
} from '#shared/orders/assisted.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { RadioGroupField, SelectField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { AddressFields } from '#web/features/addresses/components/address-fields.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { FormCard } from '../../shell/components/form-card.tsx';
import { createAssistedOrder } from '../api/assisted-api.ts';
import { useAssistedT } from '../i18n.ts';
import {
  isFilled,
  NEW_ORDER_DEFAULTS,
  type NewOrderValues,
  newOrderBody,
  quoteBody,
  rewordMoney,
} from '../lib/new-order-form.ts';
import { BuyerFinder } from './buyer-finder.tsx';
import { LiveSummary } from './live-summary.tsx';
import { OrderLines } from './order-lines.tsx';

const CUSTOMER_NAMES = {
  name: 'customer.fullName',
  phone: 'customer.phone',
  address: 'customer.address',
  city: 'customer.city',
  state: 'customer.state',
  pincode: 'customer.pincode',
} as const;

/**
 * The admin's New order page (issue 44 point 1, decision 074), mobile first: the buyer found by phone or email or
 * typed, catalog and custom lines, the address with the pincode check, discount and delivery fee, the server's live
 * summary, and the payment: a link, cash on delivery or paid in person. Leaving a filled form asks first.
 */
export function NewOrder({ onBack, onMade }: { onBack: () => void; onMade: (id: string) => void }) {
  const t = useAssistedT();
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm<NewOrderValues, AssistedOrderData>(assistedOrderInputSchema, {
    defaultValues: NEW_ORDER_DEFAULTS,
    toBody: newOrderBody,
    reword: rewordMoney,
  });
  const values = useWatch({ control: form.control }) as NewOrderValues;
  const payment = values.payment;

  const pickBuyer = (buyer: AssistedBuyer) => {
    const { orders: _orders, ...customer } = buyer;
    for (const [key, value] of Object.entries(customer)) {
      form.setValue(`customer.${key as keyof NewOrderValues['customer']}`, value, { shouldDirty: true });
    }
    toast.success(t('buyer.picked', { name: buyer.fullName }));
  };

  const submit = async (body: AssistedOrderData) => {
    const made = await createAssistedOrder(body);
    toast.success(t('toast.made', { order: made.orderNumber }));
    onMade(made.id);
  };

  return (
    <section aria-labelledby="new-order-heading" className="flex flex-col gap-4">
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => (isFilled(form.getValues()) ? setLeaving(true) : onBack())}
      >
        <ArrowLeft aria-hidden="true" strokeWidth={1.75} />
        {t('page.back')}
      </Button>
      <h2 id="new-order-heading" className="text-2xl">
        {t('page.heading')}
      </h2>
      <Form
        form={form}
        onSubmit={submit}
        onError={(error) => toast.error(errorMessage(error))}
        className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      >
        <div className="flex flex-col gap-4">
          <FormCard title={t('buyer.heading')}>
            <BuyerFinder onPick={pickBuyer} />
            <AddressFields names={CUSTOMER_NAMES} phoneLabel="Phone" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="customer.email"
                label={t('buyer.email')}
                type="email"
                autoComplete="email"
                maxLength={254}
              />
              <SelectField name="language" label={t('buyer.language')}>
                <option value="en">English</option>
                <option value="hi">हिन्दी</option>
              </SelectField>
            </div>
          </FormCard>
          <FormCard title={t('lines.heading')}>
            <OrderLines />
          </FormCard>
          <FormCard title={t('charges.heading')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="discount" label={t('charges.discount')} inputMode="decimal" placeholder="0" />
              <TextField
                name="deliveryFee"
                label={t('charges.deliveryFee')}
                inputMode="decimal"
                description={t('charges.deliveryFeeHint')}
              />
            </div>
          </FormCard>
        </div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-4">
          <FormCard title={t('summary.heading')}>
            <LiveSummary body={quoteBody(values)} />
          </FormCard>
          <FormCard title={t('payment.heading')}>
            <RadioGroupField
              name="payment"
              legend={t('payment.legend')}
              options={ASSISTED_PAYMENTS}
              optionLabel={(option) => t(`payment.${option}` as never)}
            />
            {payment === 'in_person' && (
              <RadioGroupField
                name="inPersonMode"
                legend={t('payment.mode')}
                options={IN_PERSON_MODES}
                optionLabel={(option) => t(`payment.${option}` as never)}
              />
            )}
            <p className="text-sm text-muted">{t(`payment.${payment}Hint` as never)}</p>
            <SubmitButton
              size="lg"
              icon={<ShoppingBag aria-hidden="true" size={18} />}
              pendingLabel={t('page.making')}
            >
              {t('page.make')}
            </SubmitButton>
          </FormCard>
        </div>
      </Form>
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('page.discardTitle')}
        description={t('page.discardText')}
        confirmLabel={t('page.discard')}
        cancelLabel={t('page.keep')}
        onConfirm={onBack}
      />
    </section>
  );
}
