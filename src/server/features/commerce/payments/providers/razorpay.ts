import {
  type CreateProviderOrder,
  hmacHex,
  type PaymentProvider,
  PaymentProviderError,
  paymentSignature,
  signatureMatches,
} from './payment-provider.ts';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The one HTTP call Razorpay needs from us, behind an interface: tests inject a fake (no network). */
export interface RazorpayHttp {
  post(
    path: string,
    body: unknown,
    auth: { keyId: string; keySecret: string },
  ): Promise<RazorpayHttpResponse>;
}

export interface RazorpayHttpResponse {
  status: number;
  body: unknown;
}

export const RAZORPAY_API = 'https://api.razorpay.com/v1';

/** `fetch` to api.razorpay.com with basic auth and a 10 s timeout. */
export const fetchRazorpayHttp: RazorpayHttp = {
  async post(path, body, auth) {
    const res = await fetch(`${RAZORPAY_API}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${auth.keyId}:${auth.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // keep the text
    }
    return { status: res.status, body: parsed };
  },
};

/**
 * Razorpay Standard Checkout (reliability.md §1.6): orders created server-side in paise with our
 * order number as the receipt; the checkout callback's signature is
 * hex(HMAC_SHA256(key_secret, `${order_id we stored}|${payment_id}`)); webhooks are signed over
 * the raw body with the (different) webhook secret.
 */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;

  constructor(
    private readonly keys: RazorpayKeys,
    private readonly http: RazorpayHttp = fetchRazorpayHttp,
  ) {
    this.keyId = keys.keyId;
  }

  async createOrder(input: CreateProviderOrder): Promise<{ providerOrderId: string }> {
    let res: RazorpayHttpResponse;
    try {
      res = await this.http.post(
        '/orders',
        {
          amount: input.amount,
          currency: input.currency,
          receipt: input.receipt,
          notes: { order_id: input.orderId, order_number: input.receipt },
        },
        { keyId: this.keys.keyId, keySecret: this.keys.keySecret },
      );
    } catch (error) {
      throw new PaymentProviderError(`Razorpay unreachable: ${(error as Error).message}`);
    }
    const body = res.body as { id?: unknown; amount?: unknown } | null;
    if (res.status < 200 || res.status >= 300 || typeof body?.id !== 'string') {
      throw new PaymentProviderError(`Razorpay refused the order (HTTP ${res.status})`);
    }
    if (body.amount !== undefined && body.amount !== input.amount) {
      throw new PaymentProviderError('Razorpay answered a different amount');
    }
    return { providerOrderId: body.id };
  }

  verifyPaymentSignature(providerOrderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(paymentSignature(this.keys.keySecret, providerOrderId, paymentId), signature);
  }

  /** `X-Razorpay-Signature` = hex(HMAC_SHA256(webhook_secret, raw body bytes)). */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean {
    if (!signature) return false;
    return signatureMatches(hmacHex(this.keys.webhookSecret, rawBody), signature);
  }
}
