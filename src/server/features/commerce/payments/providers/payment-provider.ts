import type { PaymentProviderName } from '#shared/orders/order.ts';
import { hmacHex } from '../../../../lib/signatures.ts';

export { hmacHex, signatureMatches } from '../../../../lib/signatures.ts';

/**
 * A payment gateway as checkout sees it. COD needs none. Razorpay's order + signature flow is
 * the model (reliability.md §1.6): the server creates the gateway order for the amount it
 * computed, the browser pays against it, and the order is confirmed only when the signature
 * over `${stored provider order id}|${payment id}` checks out (or a signed webhook says so).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Public key the browser's checkout script needs (Razorpay's key_id). */
  readonly keyId?: string;
  /** Creates the gateway's order for an amount in paise; `receipt` is our order number. */
  createOrder(input: CreateProviderOrder): Promise<{ providerOrderId: string }>;
  /** hex(HMAC_SHA256(key_secret, `${providerOrderId}|${paymentId}`)) === signature, in constant time. */
  verifyPaymentSignature(providerOrderId: string, paymentId: string, signature: string): boolean;
  /** The gateway's own word on a payment (Razorpay `GET /v1/payments/:id`): only `captured` is money received. */
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** Captures an authorised payment for its full amount (Razorpay `POST /v1/payments/:id/capture`). */
  capturePayment(paymentId: string, amount: number, currency: string): Promise<ProviderPayment>;
  /**
   * Gives back `amount` paise of a captured payment (Razorpay `POST /v1/payments/:id/refund`) at most once per
   * `key`; throws PaymentProviderError when the gateway refuses (`answered`: nothing was refunded) or gives no
   * answer (a timeout, a lost connection, its own fault: the refund may have been made).
   */
  refundPayment(paymentId: string, input: ProviderRefundInput): Promise<ProviderRefund>;
  /** The payment's refund made under `key`, or null when the gateway has none (Razorpay `GET /v1/payments/:id/refunds`). */
  findRefund(paymentId: string, key: string): Promise<ProviderRefund | null>;
}

export interface ProviderRefundInput {
  /** paise */
  amount: number;
  /** Our order number and the admin's note, kept in the gateway's notes. */
  notes: Record<string, string>;
  /** Our refund request's id: the gateway makes one refund per key, and finds it by the key later. */
  key: string;
}

/** The gateway's refund: its id (`rfnd_…`), and `processed` or still `pending` at the bank. */
export interface ProviderRefund {
  refundId: string;
  amount: number;
  status: 'pending' | 'processed';
}

/** A payment as the gateway reports it. Signed at authorisation; the money is the shop's once `captured`. */
export interface ProviderPayment {
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** The gateway order the payment belongs to. */
  providerOrderId: string | null;
  /** paise */
  amount: number;
  currency: string;
}

export interface CreateProviderOrder {
  amount: number;
  currency: 'INR';
  receipt: string;
  /** Our order id, kept in the gateway's notes. */
  orderId: string;
}

/**
 * A gateway that can send the buyer a payment link (Razorpay Payment Links, decision 074): an assisted order's
 * amount, paid on the gateway's own page; the answer comes by webhook (payment_link.paid).
 */
export interface PaymentLinkProvider {
  createPaymentLink(input: CreateProviderLink): Promise<ProviderLink>;
  /** Closes a link still open (its order was cancelled or expired); a link already closed is no error. */
  cancelPaymentLink(linkId: string): Promise<void>;
}

export interface CreateProviderLink {
  /** paise */
  amount: number;
  currency: 'INR';
  /** Our order number (the link's reference_id) and id (its notes). */
  receipt: string;
  orderId: string;
  /** Our payment row: the sandbox's pay page is at its id. */
  paymentId: string;
  description: string;
  expiresAt: Date;
  customer: { name: string; email: string; contact: string };
  /** Where the gateway sends the buyer after paying: the order's page. */
  callbackUrl: string;
}

/** The gateway's link: its id (`plink_…`) and the short address the buyer opens. */
export interface ProviderLink {
  linkId: string;
  url: string;
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  /** The gateway answered (a refusal); false when no answer came, so what it did is unknown. */
  readonly answered: boolean;
  constructor(message: string, opts: { answered?: boolean } = {}) {
    super(message);
    this.answered = opts.answered ?? true;
  }
}

export function paymentSignature(secret: string, providerOrderId: string, paymentId: string): string {
  return hmacHex(secret, `${providerOrderId}|${paymentId}`);
}
