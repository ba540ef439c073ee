import { createHmac, randomBytes } from 'node:crypto';
import {
  type CreateProviderOrder,
  type PaymentProvider,
  paymentSignature,
  signatureMatches,
} from './payment-provider.ts';

/**
 * The gateway stand-in for development and tests: no network. Orders are `order_sbx_…`; the
 * sandbox page's "complete" signs a payment exactly as Razorpay would, with a local secret, and
 * the result goes through the same verification path as a real payment.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly secret: string;

  /** `secret`: derived from the app's auth secret, so it survives a restart and differs per install. */
  constructor(appSecret: string) {
    this.secret = createHmac('sha256', appSecret).update('karigar-sandbox-payments').digest('hex');
  }

  async createOrder(_input: CreateProviderOrder): Promise<{ providerOrderId: string }> {
    return { providerOrderId: `order_sbx_${randomBytes(9).toString('base64url')}` };
  }

  /** What the simulated gateway hands the browser after a successful payment. */
  pay(providerOrderId: string): { paymentId: string; signature: string } {
    const paymentId = `pay_sbx_${randomBytes(9).toString('base64url')}`;
    return { paymentId, signature: paymentSignature(this.secret, providerOrderId, paymentId) };
  }

  verifyPaymentSignature(providerOrderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(paymentSignature(this.secret, providerOrderId, paymentId), signature);
  }
}
