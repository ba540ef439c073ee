import { useQuery } from '@tanstack/react-query';
import { CreditCard, ExternalLink, Loader2, Mail, MapPin } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PINCODE_PATTERN, type SavedAddress } from '#shared/addresses/address.ts';
import { inputsOf } from '#shared/catalog/personalisation.ts';
import type { CheckoutPaymentMethod as PaymentMethod } from '#shared/constants/order-status.ts';
import type { OrderCustomer } from '#shared/orders/order.schemas.ts';
import { CheckboxField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { paths } from '#web/config/paths.ts';
import { addressesQueryOptions } from '#web/features/addresses/api/addresses-api.ts';
import { AddressFields } from '#web/features/addresses/components/address-fields.tsx';
import { deliveryCheckQueryOptions } from '#web/features/delivery/api/delivery-api.ts';
import { CheckoutDeliveryLine } from '#web/features/delivery/components/checkout-delivery.tsx';
import { useCodReason } from '#web/features/delivery/hooks/use-cod-reason.ts';
import { useLastPincode } from '#web/features/delivery/hooks/use-last-pincode.ts';
import { WhatsAppUpdatesField } from '#web/features/whatsapp/components/whatsapp-updates-field.tsx';
import { useSession } from '#web/lib/session.ts';
import { checkoutOptionsQueryOptions } from '../api/checkout-api.ts';
import { useDeliveryTarget } from '../hooks/use-delivery-target.ts';
import { useRememberCheckoutCart } from '../hooks/use-remember-checkout-cart.ts';
import { useCheckoutT } from '../i18n.ts';
import {
  CHECKOUT_FIELDS,
  type CheckoutValues,
  checkCheckout,
  checkoutResolver,
  clearedAddress,
  EMPTY_CHECKOUT,
  initialAddress,
  valuesFromAddress,
} from '../lib/checkout-form.ts';
import { type CheckoutFormProps, EMPTY_GIFT, type FormValues } from '../lib/checkout-form-values.ts';
import { CheckoutSection } from './checkout-section.tsx';
import { ChosenAddressFold, DELIVERY_FIELDS } from './chosen-address-fold.tsx';
import { GiftAndNote, RECIPIENT_NAMES } from './gift-and-note.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentOptions } from './payment-options.tsx';
import { SavedAddressPicker } from './saved-address-picker.tsx';

/**
 * Customer email, delivery address (saved addresses for signed-in shoppers), payment method and the order
 * summary with Place Order (docs/product.md §4.1, §4.2). A failed check says its first problem in §4.2's
 * order as a toast and marks every field; editing a field clears its mark until the next Place Order.
 */
export function CheckoutForm({ lines, totals, quote, onFactsChange, order }: CheckoutFormProps) {
  const user = useSession().user;
  const t = useCheckoutT();
  const resolver = useMemo(() => checkoutResolver(t), [t]);
  const signedIn = Boolean(user);
  // Audit 2.4: 'Manage Addresses' opens a new tab; back on this one, the list is read again.
  const addresses = useQuery({
    ...addressesQueryOptions(user?.id ?? ''),
    enabled: signedIn,
    refetchOnWindowFocus: 'always',
  });
  const options = useQuery(checkoutOptionsQueryOptions());
  const onlineOffered = options.data?.paymentMethods.includes('online') ?? false;

  const form = useForm<FormValues, unknown, OrderCustomer>({
    defaultValues: {
      ...EMPTY_CHECKOUT,
      saveAddress: true,
      marketingConsent: false,
      whatsappUpdates: false,
      buyerGstin: '',
      orderNote: '',
      isGift: false,
      gift: EMPTY_GIFT,
    },
    resolver: resolver as never,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { getValues, setValue, clearErrors, setFocus } = form;
  useRememberCheckoutCart(form.control);
  /** The saved address in use; null for a new address; undefined until the list has been looked at. */
  const [selectedId, setSelectedId] = useState<string | null | undefined>(undefined);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cod');

  // Delivery (decisions 039, 068): by when, the fees and COD follow the pincode the parcel goes to, as it is typed.
  const { giftWrap, giftSlip, pincode, state } = useDeliveryTarget(form.control);
  const [lastPincode] = useLastPincode();
  const delivery = useQuery({
    ...deliveryCheckQueryOptions(pincode, quote.orderValue),
    enabled: PINCODE_PATTERN.test(pincode),
    placeholderData: (previous) => (previous?.pincode === pincode ? previous : undefined),
  });
  const check = PINCODE_PATTERN.test(pincode) ? delivery.data : undefined;
  const sayCodReason = useCodReason();
  const codUnavailable = check && !check.cod.available ? check.cod.reason : undefined;
  // A gift slip prints no prices, so the recipient cannot be asked for cash (decision 068).
  const codBlockedBySlip = giftSlip && onlineOffered;

  const fill = (values: CheckoutValues) => {
    for (const field of CHECKOUT_FIELDS) setValue(field, values[field]);
    clearErrors(DELIVERY_FIELDS);
  };

  // docs/product.md §4.1: the email is prefilled from the signed-in user.
  const userEmail = user?.email;
  useEffect(() => {
    if (userEmail && !getValues('email')) setValue('email', userEmail);
  }, [userEmail, getValues, setValue]);

  // Saved addresses: the default (else the first) starts selected and fills the form; none → a new address.
  const savedList = addresses.data?.items;
  useEffect(() => {
    if (selectedId !== undefined || !savedList) return;
    const first = initialAddress(savedList);
    setSelectedId(first?.id ?? null);
    if (first)
      for (const [field, value] of Object.entries(valuesFromAddress(first, getValues()))) {
        setValue(field as keyof CheckoutValues, value);
      }
  }, [savedList, selectedId, getValues, setValue]);

  const addressesFailed = addresses.isError;
  useEffect(() => {
    if (!addressesFailed) return;
    toast.error(t('checkout.addressLoadingError'), { description: t('checkout.addressLoadingErrorText') });
    setSelectedId((id) => (id === undefined ? null : id));
  }, [addressesFailed, t]);

  // The fees follow the pincode, its state and the payment method: the route asks the server's quote again.
  useEffect(
    () => onFactsChange({ pincode, state, paymentMethod, giftWrap }),
    [onFactsChange, pincode, state, paymentMethod, giftWrap],
  );

  useEffect(() => {
    if (codBlockedBySlip) setPaymentMethod('online');
  }, [codBlockedBySlip]);

  // Pay Online disappears if the options say it is not offered.
  useEffect(() => {
    if (options.data && !onlineOffered) setPaymentMethod('cod');
  }, [options.data, onlineOffered]);

  // COD greyed out for this address or order: Pay Online is chosen instead when offered.
  useEffect(() => {
    if (codUnavailable && onlineOffered) setPaymentMethod('online');
  }, [codUnavailable, onlineOffered]);

  // The pincode checked on a product page starts a new address: a signed-in buyer's once no saved one is
  // chosen, a guest's at once (a guest has no saved addresses, so `selectedId` stays undefined; audit D-m2).
  const newAddress = selectedId === null || (!signedIn && selectedId === undefined);
  useEffect(() => {
    if (lastPincode && newAddress && !getValues('pincode')) setValue('pincode', lastPincode);
  }, [lastPincode, newAddress, getValues, setValue]);

  const saved = signedIn && !addressesFailed ? (savedList ?? []) : [];

  const chooseAddress = (address: SavedAddress) => {
    setSelectedId(address.id);
    fill(valuesFromAddress(address, getValues()));
  };

  const startNewAddress = () => {
    setSelectedId(null);
    setValue('saveAddress', true);
    fill(clearedAddress(getValues()));
    requestAnimationFrame(() => setFocus('fullName'));
  };

  // Editing a chosen address makes it a new one (offered to be saved).
  const editAddress = () => {
    if (!selectedId) return;
    setSelectedId(null);
    setValue('saveAddress', true);
  };

  const place = (customer: OrderCustomer) => {
    // Place Order waits for the server's figures (decision 063): a press meanwhile does nothing.
    if (quote.status !== 'ready') return;
    const { gift, ok } = giftToSend();
    if (!ok) {
      toast.error(t('checkout.missingInformation'), { description: t('checkout.gift.recipientMissing') });
      return;
    }
    const items = lines
      .filter((line) => line.available)
      .map((line) => ({
        productId: line.id,
        ...(line.variantId !== undefined ? { variantId: line.variantId } : {}),
        quantity: line.quantity,
        ...(line.personalisation?.length ? { personalisation: inputsOf(line.personalisation) } : {}),
      }));
    if (items.length === 0) return;
    const saveAddress = getValues('saveAddress');
    return order.submit({
      customer,
      items,
      paymentMethod,
      ...(signedIn && selectedId === null ? { saveAddress } : {}),
      ...(getValues('marketingConsent') ? { marketingConsent: true } : {}),
      ...(getValues('whatsappUpdates') ? { whatsappUpdates: true } : {}),
      ...(quote.couponCode ? { couponCode: quote.couponCode } : {}),
      ...(getValues('buyerGstin').trim() ? { buyerGstin: getValues('buyerGstin') } : {}),
      ...(getValues('orderNote').trim() ? { orderNote: getValues('orderNote') } : {}),
      ...(gift ? { gift } : {}),
    });
  };

  /** "This is a gift" as sent: only what was chosen; the recipient's fields checked here first, in the page's language. */
  const giftToSend = () => {
    if (!getValues('isGift')) return { gift: undefined, ok: true };
    const g = getValues('gift');
    let ok = true;
    if (g.toSomeoneElse) {
      for (const [key, name] of Object.entries(RECIPIENT_NAMES)) {
        const field = key === 'name' ? 'fullName' : (key as keyof typeof g.recipient);
        if (!g.recipient[field].trim()) {
          form.setError(name as never, { type: 'gift', message: t('checkout.gift.recipientMissing') });
          ok = false;
        }
      }
    }
    const gift = {
      ...(g.message.trim() ? { message: g.message } : {}),
      ...(g.wrap && quote.giftWrapOffer ? { wrap: true } : {}),
      ...(g.slip ? { slip: true } : {}),
      ...(g.toSomeoneElse ? { recipient: g.recipient } : {}),
    };
    return { gift, ok };
  };

  const sayFirstProblem = () => {
    const first = checkCheckout(getValues(), t).problems[0];
    if (!first) return;
    toast.error(first.title, { description: first.message });
    setFocus(first.field);
  };

  return (
    <Form
      form={form}
      onSubmit={place}
      onInvalid={sayFirstProblem}
      serverFieldOf={(key) => key.replace(/^customer\./, '')}
      className="mt-6 grid items-start gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10"
    >
      <div className="flex flex-col gap-6">
        <CheckoutSection icon={<Mail aria-hidden="true" />} title={t('checkout.customerInformation')}>
          <TextField
            name="email"
            label={t('checkout.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            onChange={() => clearErrors('email')}
            description={t('checkout.emailHint')}
          />
          <CheckboxField
            name="marketingConsent"
            label={t('checkout.marketingConsent')}
            description={t('checkout.marketingConsentHint')}
          />
          <TextField
            name="buyerGstin"
            label={t('checkout.gstin')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={20}
            onChange={() => clearErrors('buyerGstin')}
            description={t('checkout.gstinHint')}
          />
        </CheckoutSection>

        <CheckoutSection
          icon={<MapPin aria-hidden="true" />}
          title={t('checkout.deliveryAddress')}
          aside={
            signedIn ? (
              <a
                href={paths.profileAddress.href()}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
              >
                {t('checkout.manageAddresses')}
                <ExternalLink aria-hidden="true" size={16} strokeWidth={1.75} />
                <span className="sr-only">{t('checkout.opensInNewTab')}</span>
              </a>
            ) : null
          }
        >
          {signedIn && addresses.isPending && (
            <p className="flex items-center gap-2 text-sm text-muted" role="status">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              {t('checkout.loadingAddresses')}
            </p>
          )}
          {saved.length > 0 && (
            <SavedAddressPicker
              addresses={saved}
              selectedId={selectedId}
              onChoose={chooseAddress}
              onNewAddress={startNewAddress}
            />
          )}
          <ChosenAddressFold chosenId={selectedId}>
            <AddressFields
              names={{ name: 'fullName' }}
              phoneLabel="Phone"
              onEdit={(field) => {
                clearErrors(field === 'name' ? 'fullName' : field);
                editAddress();
              }}
            />
          </ChosenAddressFold>
          <CheckoutDeliveryLine check={check} />
          {signedIn && selectedId === null && (
            <CheckboxField name="saveAddress" label={t('checkout.saveAddress')} />
          )}
          <WhatsAppUpdatesField />
        </CheckoutSection>

        <GiftAndNote offer={quote.giftWrapOffer} onlineOffered={onlineOffered} />

        <CheckoutSection icon={<CreditCard aria-hidden="true" />} title={t('checkout.paymentMethod')}>
          <PaymentOptions
            value={paymentMethod}
            onChange={setPaymentMethod}
            onlineOffered={onlineOffered}
            provider={options.data?.provider}
            codUnavailable={
              codBlockedBySlip
                ? t('checkout.gift.slipNeedsOnline')
                : codUnavailable && check && sayCodReason(check.cod)
            }
          />
        </CheckoutSection>
      </div>

      <OrderSummary
        lines={lines}
        totals={totals}
        waitsFor={quote.status === 'ready' ? undefined : quote.status}
        stockProblems={order.stockProblems}
        pending={order.pending}
      />
    </Form>
  );
}
