import { createHmac, randomBytes } from 'node:crypto';
import {
  type CreateProviderLink,
  type CreateProviderOrder,
  type PaymentLinkProvider,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderLink,
  type ProviderPayment,
  type ProviderRefund,
  type ProviderRefundInput,
  paymentSignature,
  signatureMatches,
} from './payment-provider.ts';

/**
 * The gateway stand-in for development and tests: no network. Orders are `order_sbx_…`; the
 * sandbox page's "complete" signs a payment exactly as Razorpay would, with a local secret, and
 * the result goes through the same verification path as a real payment.
 */
export class SandboxProvider implements PaymentProvider, PaymentLinkProvider {
  readonly name = 'sandbox' as const;
  private readonly secret: string;
  private readonly paid = new Map<string, ProviderPayment>();
  /** paise refunded per payment */
  private readonly refunded = new Map<string, number>();
  /** the refunds made, by payment and key */
  private readonly refunds = new Map<string, ProviderRefund>();

  /** `secret`: derived from the app's auth secret, so it survives a restart and differs per install. */
  constructor(appSecret: string) {
    this.secret = createHmac('sha256', appSecret).update('karigar-sandbox-payments').digest('hex');
  }

  async createOrder(_input: CreateProviderOrder): Promise<{ providerOrderId: string }> {
    return { providerOrderId: `order_sbx_${randomBytes(9).toString('base64url')}` };
  }

  /**
   * A payment link as Razorpay makes one (decision 076): the sandbox page of the payment row, on the shop's own
   * address, with the order's access token from the callback address so the page can show the order after paying.
   */
  async createPaymentLink(input: CreateProviderLink): Promise<ProviderLink> {
    const callback = new URL(input.callbackUrl);
    const page = new URL(`/payments/sandbox/${encodeURIComponent(input.paymentId)}`, callback.origin);
    const token = callback.searchParams.get('token');
    if (token) page.searchParams.set('token', token);
    return { linkId: `plink_sbx_${randomBytes(9).toString('base64url')}`, url: page.toString() };
  }

  /** Nothing to close: the sandbox page reads the order, and an order no longer pending is not payable. */
  async cancelPaymentLink(_linkId: string): Promise<void> {}

  /**
   * What the simulated gateway hands the browser after a successful payment; the payment is captured at
   * once, as a Razorpay account with automatic capture does. Kept in this process only (the sandbox page
   * pays and verifies in one request).
   */
  pay(providerOrderId: string, amount: number, currency: string): { paymentId: string; signature: string } {
    const paymentId = `pay_sbx_${randomBytes(9).toString('base64url')}`;
    this.paid.set(paymentId, { status: 'captured', providerOrderId, amount, currency });
    // A development server may run for weeks: forget the oldest beyond a bound.
    if (this.paid.size > 10_000) this.paid.delete(this.paid.keys().next().value!);
    return { paymentId, signature: paymentSignature(this.secret, providerOrderId, paymentId) };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    const payment = this.paid.get(paymentId);
    if (!payment) throw new PaymentProviderError(`Sandbox payment ${paymentId} unknown`);
    return payment;
  }

  async capturePayment(paymentId: string): Promise<ProviderPayment> {
    return this.fetchPayment(paymentId);
  }

  /** As Razorpay: only a captured payment this process took, and never more than is left of it. */
  async refundPayment(paymentId: string, input: ProviderRefundInput): Promise<ProviderRefund> {
    const made = await this.findRefund(paymentId, input.key);
    if (made) return made;
    const payment = await this.fetchPayment(paymentId);
    const left = payment.amount - (this.refunded.get(paymentId) ?? 0);
    if (payment.status !== 'captured' || input.amount > left) {
      throw new PaymentProviderError(`Sandbox refund of ${input.amount} refused: ${left} left`);
    }
    this.refunded.set(paymentId, payment.amount - left + input.amount);
    const refund: ProviderRefund = {
      refundId: `rfnd_sbx_${randomBytes(9).toString('base64url')}`,
      amount: input.amount,
      status: 'processed',
    };
    this.refunds.set(`${paymentId} ${input.key}`, refund);
    return refund;
  }

  async findRefund(paymentId: string, key: string): Promise<ProviderRefund | null> {
    return this.refunds.get(`${paymentId} ${key}`) ?? null;
  }

  verifyPaymentSignature(providerOrderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(paymentSignature(this.secret, providerOrderId, paymentId), signature);
  }
}
