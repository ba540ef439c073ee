import { type Control, useWatch } from 'react-hook-form';
import type { OrderCustomer } from '#shared/orders/order.schemas.ts';
import type { FormValues } from '../lib/checkout-form-values.ts';

/**
 * Where the checkout's parcel goes, as the form is filled: a gift to someone else ships to their pincode and state,
 * so the fees, the promise and COD follow them (decision 068); and the gift's wrap and slip choices.
 */
export function useDeliveryTarget(control: Control<FormValues, unknown, OrderCustomer>) {
  const isGift = Boolean(useWatch({ control, name: 'isGift' }));
  const chosen = useWatch({ control, name: 'gift' });
  const toSomeoneElse = isGift && Boolean(chosen?.toSomeoneElse);
  const buyerPincode = String(useWatch({ control, name: 'pincode' }) ?? '').trim();
  const buyerState = String(useWatch({ control, name: 'state' }) ?? '');
  const recipientPincode = String(useWatch({ control, name: 'gift.recipient.pincode' }) ?? '').trim();
  const recipientState = String(useWatch({ control, name: 'gift.recipient.state' }) ?? '');
  return {
    giftWrap: isGift && Boolean(chosen?.wrap),
    giftSlip: isGift && Boolean(chosen?.slip),
    pincode: toSomeoneElse ? recipientPincode : buyerPincode,
    state: toSomeoneElse ? recipientState : buyerState,
  };
}
