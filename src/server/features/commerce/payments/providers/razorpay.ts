import {
  type CreateProviderLink,
  type CreateProviderOrder,
  hmacHex,
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

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The HTTP calls Razorpay needs from us, behind an interface: tests inject a fake (no network). */
export interface RazorpayHttp {
  post(
    path: string,
    body: unknown,
    auth: { keyId: string; keySecret: string },
    headers?: Record<string, string>,
  ): Promise<RazorpayHttpResponse>;
  get(path: string, auth: { keyId: string; keySecret: string }): Promise<RazorpayHttpResponse>;
}

export interface RazorpayHttpResponse {
  status: number;
  body: unknown;
}

/** `fetch` to Razorpay's API (api.razorpay.com, or a stand-in in tests) with basic auth and a timeout. */
async function razorpayFetch(
  api: string,
  timeoutMs: number,
  method: 'GET' | 'POST',
  path: string,
  auth: { keyId: string; keySecret: string },
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RazorpayHttpResponse> {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: {
      ...headers,
      authorization: `Basic ${Buffer.from(`${auth.keyId}:${auth.keySecret}`).toString('base64')}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: res.status, body: parsed };
}

/**
 * Razorpay over HTTP at `apiUrl` (RAZORPAY_API_URL: api.razorpay.com, or a local stand-in; the `/v1` paths are
 * added here), each call given up after `timeoutMs` (10 s; tests shorten it).
 */
export function razorpayFetchHttp(apiUrl: string, timeoutMs = 10_000): RazorpayHttp {
  const api = `${apiUrl}/v1`;
  return {
    post: (path, body, auth, headers) => razorpayFetch(api, timeoutMs, 'POST', path, auth, body, headers),
    get: (path, auth) => razorpayFetch(api, timeoutMs, 'GET', path, auth),
  };
}

const PAYMENT_STATES: ReadonlySet<string> = new Set([
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
]);

/** Razorpay's payment entity, as much of it as we trust; anything else is the gateway refusing. */
function toProviderPayment(res: RazorpayHttpResponse, what: string): ProviderPayment {
  const body = res.body as {
    status?: unknown;
    order_id?: unknown;
    amount?: unknown;
    currency?: unknown;
  } | null;
  if (
    res.status < 200 ||
    res.status >= 300 ||
    typeof body?.status !== 'string' ||
    !PAYMENT_STATES.has(body.status) ||
    typeof body.amount !== 'number'
  ) {
    throw new PaymentProviderError(`Razorpay refused ${what} (HTTP ${res.status})`);
  }
  return {
    status: body.status as ProviderPayment['status'],
    providerOrderId: typeof body.order_id === 'string' ? body.order_id : null,
    amount: body.amount,
    currency: typeof body.currency === 'string' ? body.currency : 'INR',
  };
}

/** Razorpay's refund entity, when it is one (of `amount` paise when given); else null. */
function toProviderRefund(entity: unknown, amount: number | null): ProviderRefund | null {
  const body = entity as { id?: unknown; amount?: unknown; status?: unknown } | null;
  if (
    typeof body?.id !== 'string' ||
    typeof body.amount !== 'number' ||
    (amount !== null && body.amount !== amount) ||
    (body.status !== 'pending' && body.status !== 'processed')
  ) {
    return null;
  }
  return { refundId: body.id, amount: body.amount, status: body.status };
}

/**
 * Razorpay Standard Checkout (reliability.md §1.6): orders created server-side in paise with our
 * order number as the receipt; the checkout callback's signature is
 * hex(HMAC_SHA256(key_secret, `${order_id we stored}|${payment_id}`)); webhooks are signed over
 * the raw body with the (different) webhook secret.
 */
export class RazorpayProvider implements PaymentProvider, PaymentLinkProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;

  constructor(
    private readonly keys: RazorpayKeys,
    private readonly http: RazorpayHttp,
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

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    return toProviderPayment(
      await this.call(() => this.http.get(`/payments/${encodeURIComponent(paymentId)}`, this.auth())),
      'the payment read',
    );
  }

  async capturePayment(paymentId: string, amount: number, currency: string): Promise<ProviderPayment> {
    return toProviderPayment(
      await this.call(() =>
        this.http.post(
          `/payments/${encodeURIComponent(paymentId)}/capture`,
          { amount, currency },
          this.auth(),
        ),
      ),
      'the capture',
    );
  }

  /**
   * Razorpay's refund entity answers `id` (rfnd_…), `amount` and `status` (pending | processed). The key goes as
   * `X-Refund-Idempotency` (a repeat answers the same refund) and as the refund's `receipt` (findRefund). A 409
   * (the same key still being processed) or a 5xx says nothing of the refund: no answer, as a timeout.
   */
  async refundPayment(paymentId: string, input: ProviderRefundInput): Promise<ProviderRefund> {
    const res = await this.call(() =>
      this.http.post(
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: input.amount, notes: input.notes, receipt: input.key },
        this.auth(),
        { 'x-refund-idempotency': input.key },
      ),
    );
    if (res.status === 409 || res.status >= 500) {
      throw new PaymentProviderError(`Razorpay gave no answer to the refund (HTTP ${res.status})`, {
        answered: false,
      });
    }
    const refund = toProviderRefund(res.body, input.amount);
    if (res.status < 200 || res.status >= 300 || !refund) {
      throw new PaymentProviderError(`Razorpay refused the refund (HTTP ${res.status})`);
    }
    return refund;
  }

  /** The refund whose `receipt` is `key` among the payment's refunds (Razorpay lists up to 100 a call). */
  async findRefund(paymentId: string, key: string): Promise<ProviderRefund | null> {
    const res = await this.call(() =>
      this.http.get(`/payments/${encodeURIComponent(paymentId)}/refunds?count=100`, this.auth()),
    );
    const body = res.body as { items?: unknown } | null;
    if (res.status < 200 || res.status >= 300 || !Array.isArray(body?.items)) {
      throw new PaymentProviderError(`Razorpay did not list the refunds (HTTP ${res.status})`, {
        answered: false,
      });
    }
    const item = body.items.find((i: { receipt?: unknown } | null) => i?.receipt === key);
    return item ? toProviderRefund(item, null) : null;
  }

  /**
   * `POST /v1/payment_links` (Standard Payment Link): the amount in paise, our order number as `reference_id`, the
   * expiry as `expire_by` (Unix seconds), no partial payments (deposits are issue 44 point 2), no SMS or mail from
   * Razorpay (the shop sends its own summary with the link). The answer's `id` and `short_url` are kept.
   */
  async createPaymentLink(input: CreateProviderLink): Promise<ProviderLink> {
    const res = await this.call(() =>
      this.http.post(
        '/payment_links',
        {
          amount: input.amount,
          currency: input.currency,
          accept_partial: false,
          reference_id: input.receipt,
          description: input.description,
          expire_by: Math.floor(input.expiresAt.getTime() / 1000),
          customer: input.customer,
          notify: { sms: false, email: false },
          reminder_enable: false,
          notes: { order_id: input.orderId, order_number: input.receipt },
          callback_url: input.callbackUrl,
          callback_method: 'get',
        },
        this.auth(),
      ),
    );
    const body = res.body as { id?: unknown; short_url?: unknown; amount?: unknown } | null;
    if (
      res.status < 200 ||
      res.status >= 300 ||
      typeof body?.id !== 'string' ||
      typeof body.short_url !== 'string'
    ) {
      throw new PaymentProviderError(`Razorpay refused the payment link (HTTP ${res.status})`);
    }
    if (body.amount !== undefined && body.amount !== input.amount) {
      throw new PaymentProviderError('Razorpay answered a different amount');
    }
    return { linkId: body.id, url: body.short_url };
  }

  /** `POST /v1/payment_links/:id/cancel`; a 400 for a link already paid, expired or cancelled is no error here. */
  async cancelPaymentLink(linkId: string): Promise<void> {
    const res = await this.call(() =>
      this.http.post(`/payment_links/${encodeURIComponent(linkId)}/cancel`, {}, this.auth()),
    );
    if (res.status >= 500)
      throw new PaymentProviderError(`Razorpay did not cancel the link (HTTP ${res.status})`);
  }

  private auth() {
    return { keyId: this.keys.keyId, keySecret: this.keys.keySecret };
  }

  private async call(request: () => Promise<RazorpayHttpResponse>): Promise<RazorpayHttpResponse> {
    try {
      return await request();
    } catch (error) {
      throw new PaymentProviderError(`Razorpay unreachable: ${(error as Error).message}`, {
        answered: false,
      });
    }
  }

  /** `X-Razorpay-Signature` = hex(HMAC_SHA256(webhook_secret, raw body bytes)). */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean {
    if (!signature) return false;
    return signatureMatches(hmacHex(this.keys.webhookSecret, rawBody), signature);
  }
}
