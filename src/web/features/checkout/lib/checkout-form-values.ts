import type { ReactNode } from 'react';
import type { CheckoutPaymentMethod as PaymentMethod } from '#shared/constants/order-status.ts';
import type { GiftRecipient } from '#shared/orders/gift.ts';
import type { Quote } from '#shared/promotions/coupon.schemas.ts';
import type { CheckoutLine } from '../components/order-summary.tsx';
import type { usePlaceOrder } from '../hooks/use-place-order.ts';
import type { CheckoutValues } from './checkout-form.ts';

/** The checkout form's values: the address fields, the choices beside them, the note and the gift (decision 068). */
export type FormValues = CheckoutValues & {
  saveAddress: boolean;
  marketingConsent: boolean;
  whatsappUpdates: boolean;
  /** Optional: the buyer's GSTIN for a business (B2B) tax invoice; the server checks it. */
  buyerGstin: string;
  /** The note and "This is a gift" (decision 068). */
  orderNote: string;
  isGift: boolean;
  gift: {
    message: string;
    wrap: boolean;
    slip: boolean;
    toSomeoneElse: boolean;
    recipient: GiftRecipient;
  };
};

export const EMPTY_GIFT: FormValues['gift'] = {
  message: '',
  wrap: false,
  slip: false,
  toSomeoneElse: false,
  recipient: { fullName: '', phone: '', address: '', city: '', state: '', pincode: '' },
};

/** What the form knows that changes the order's fees: the route asks the server's quote with it (decision 063). */
export interface CheckoutFacts {
  /** As typed: the route asks with a whole pincode only. */
  pincode: string;
  state: string;
  paymentMethod: PaymentMethod;
  /** The buyer asked for gift wrap: the quote prices it (decision 068). */
  giftWrap: boolean;
}

/** What the form needs of the server's quote for what it shows. */
export interface CheckoutQuote {
  /** The code the shown figures apply: sent with the order (the server checks it again). */
  couponCode: string | null;
  /** paise: the total before the delivery fees (for the COD rules); undefined before the first quote. */
  orderValue: number | undefined;
  /** Place Order waits while the figures are asked again (`updating`) or could not be had (`failed`). */
  status: 'ready' | 'updating' | 'failed';
  /** The shop's gift wrap and its price; null when not offered, undefined before the first quote. */
  giftWrapOffer?: Quote['giftWrapOffer'] | undefined;
}

export interface CheckoutFormProps {
  lines: readonly CheckoutLine[];
  /** The cart's figures, drawn by the cart feature from the server's quote. */
  totals: ReactNode;
  quote: CheckoutQuote;
  onFactsChange: (facts: CheckoutFacts) => void;
  order: ReturnType<typeof usePlaceOrder>;
}
