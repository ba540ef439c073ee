import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The keys the payment-link tests configure (RazorpayProvider against the local stand-in). */
export const RAZORPAY_LINK_TEST_ENV = {
  RAZORPAY_KEY_ID: 'rzp_test_karigar_links',
  RAZORPAY_KEY_SECRET: 'links-key-secret-0123456789',
  RAZORPAY_WEBHOOK_SECRET: 'links-webhook-secret-abcdef',
} as const;

interface StandInLink {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  status: 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';
  reference_id: string;
  expire_by: number;
  short_url: string;
  callback_url: string | null;
  customer: Record<string, string>;
  notes: Record<string, string>;
}

/**
 * A local server playing Razorpay's Payment Links API as its documentation gives it: `POST /v1/payment_links` (basic
 * auth with the key id and secret; the link entity back with `id` plink_… and `short_url`), `POST
 * /v1/payment_links/:id/cancel`, and the buyer's side: the short URL opens a payment page whose "Pay" marks the link
 * paid, sends the shop the signed `payment_link.paid` webhook (when `webhookUrl` is given) and redirects to the
 * link's callback URL. `event()` builds the webhook bodies and signatures the API tests post themselves.
 */
export async function startRazorpayLinks(opts: { webhookUrl?: string; refuse?: boolean } = {}) {
  const state = {
    links: new Map<string, StandInLink>(),
    requests: [] as Array<{ method: string; path: string; authorization: string | undefined; body: unknown }>,
    /** Create answers 500 while true (Razorpay down). */
    down: opts.refuse ?? false,
  };
  let base = '';
  const expected = `Basic ${Buffer.from(`${RAZORPAY_LINK_TEST_ENV.RAZORPAY_KEY_ID}:${RAZORPAY_LINK_TEST_ENV.RAZORPAY_KEY_SECRET}`).toString('base64')}`;

  /** The webhook body and its X-Razorpay-Signature for an event on a link. */
  const event = (name: string, link: StandInLink, paymentId = `pay_${randomBytes(7).toString('hex')}`) => {
    const body = JSON.stringify({
      entity: 'event',
      event: name,
      contains: ['payment_link', 'order', 'payment'],
      payload: {
        payment_link: { entity: link },
        order: { entity: { id: `order_${link.id.slice(6)}`, amount: link.amount, status: link.status } },
        payment: {
          entity: {
            id: paymentId,
            amount: link.amount_paid,
            currency: link.currency,
            status: 'captured',
            order_id: `order_${link.id.slice(6)}`,
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const signature = createHmac('sha256', RAZORPAY_LINK_TEST_ENV.RAZORPAY_WEBHOOK_SECRET)
      .update(body)
      .digest('hex');
    return { body, signature, eventId: `evt_${randomBytes(7).toString('hex')}`, paymentId };
  };

  /** The buyer pays `amount` (default: what is left); the link is paid once nothing is left. */
  const pay = (id: string, amount?: number) => {
    const link = state.links.get(id);
    if (!link) throw new Error(`no link ${id}`);
    link.amount_paid += amount ?? link.amount - link.amount_paid;
    link.status = link.amount_paid >= link.amount ? 'paid' : 'partially_paid';
    return event(link.status === 'paid' ? 'payment_link.paid' : 'payment_link.partially_paid', link);
  };

  const send = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : {};
    state.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      authorization: req.headers.authorization,
      body,
    });
    const page = /^\/pay\/(plink_\w+)$/.exec(url.pathname);
    if (page) {
      const link = state.links.get(page[1]!);
      if (!link) return send(res, 404, {});
      if (req.method === 'POST' && link.status === 'created') {
        const paid = pay(link.id);
        if (opts.webhookUrl) {
          await fetch(opts.webhookUrl, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': paid.signature,
              'x-razorpay-event-id': paid.eventId,
            },
            body: paid.body,
          });
        }
        const back = new URL(link.callback_url ?? base);
        back.searchParams.set('razorpay_payment_link_id', link.id);
        back.searchParams.set('razorpay_payment_link_status', 'paid');
        return res.writeHead(303, { location: back.toString() }).end();
      }
      const rupees = `₹${(link.amount / 100).toLocaleString('en-IN')}`;
      return res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><meta name="viewport" content="width=device-width"><title>Razorpay stand-in</title><h1>Pay ${rupees}</h1><p>${link.reference_id}: ${link.status}</p><form method="post"><button>Pay ${rupees} by UPI</button></form>`,
        );
    }
    if (req.headers.authorization !== expected)
      return send(res, 401, { error: { code: 'BAD_REQUEST_ERROR' } });
    if (req.method === 'POST' && url.pathname === '/v1/payment_links') {
      if (state.down) return send(res, 500, { error: { code: 'SERVER_ERROR' } });
      const id = `plink_${randomBytes(7).toString('hex')}`;
      const link: StandInLink = {
        id,
        amount: body.amount,
        amount_paid: 0,
        currency: body.currency ?? 'INR',
        status: 'created',
        reference_id: body.reference_id,
        expire_by: body.expire_by,
        short_url: `${base}/pay/${id}`,
        callback_url: body.callback_url ?? null,
        customer: body.customer ?? {},
        notes: body.notes ?? {},
      };
      state.links.set(id, link);
      return send(res, 200, link);
    }
    const cancel = /^\/v1\/payment_links\/(plink_\w+)\/cancel$/.exec(url.pathname);
    if (req.method === 'POST' && cancel) {
      const link = state.links.get(cancel[1]!);
      if (link?.status !== 'created') return send(res, 400, { error: { code: 'BAD_REQUEST_ERROR' } });
      link.status = 'cancelled';
      return send(res, 200, link);
    }
    return send(res, 404, { error: { code: 'NOT_FOUND' } });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    state,
    pay,
    /** Razorpay's own expiry of a link: its status and the `payment_link.expired` webhook. */
    expire: (id: string) => {
      const link = state.links.get(id)!;
      link.status = 'expired';
      return event('payment_link.expired', link);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
