import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, refundRequests, refunds } from '../../../db/schema/index.ts';
import { createAdmin, type TestClient } from '../../../testing/accounts.ts';
import { buildTestApp, type TestApp, testConfig } from '../../../testing/build-test-app.ts';
import { insertOrders } from '../../../testing/factories.ts';
import { RAZORPAY_TEST_KEYS } from '../../../testing/fakes.ts';
import { razorpayFetchHttp } from './providers/razorpay.ts';

/**
 * Issue 19 item 4: a refund of a Razorpay payment goes through Razorpay's refund API. A local HTTP server
 * plays api.razorpay.com's documented `POST /v1/payments/:id/refund` (basic auth with the key id and
 * secret, `{ amount, notes, receipt }` in paise, `X-Refund-Idempotency`, the refund entity back) and
 * `GET /v1/payments/:id/refunds` (the payment's refunds); the real fetch client talks to it, giving up
 * after CLIENT_TIMEOUT_MS.
 */

interface Received {
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: { amount: number; notes: Record<string, string>; receipt: string };
}

type RefundEntity = { id: string; amount: number; receipt: string; payment_id: string; status: string };

const CLIENT_TIMEOUT_MS = 1500;
let server: Server;
/**
 * What the stand-in does with a refund: answer it, refuse it, make it and never answer (`accept-silently`),
 * or lose it before making it and never answer (`lose`).
 */
let mode: 'answer' | 'refuse' | 'accept-silently' | 'lose' = 'answer';
/** The list of a payment's refunds answers 500. */
let listDown = false;
const received: Received[] = [];
/** The refunds the stand-in made, by idempotency key. */
const made = new Map<string, RefundEntity>();
let t: TestApp;
let admin: TestClient;
/** How far the shop's clock is ahead of the real one. */
let clockAhead = 0;

async function readJson(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    response.setHeader('content-type', 'application/json');
    const list = /^\/v1\/payments\/([^/]+)\/refunds\?count=100$/.exec(request.url ?? '');
    if (request.method === 'GET' && list) {
      if (listDown) {
        response.writeHead(500).end(JSON.stringify({ error: { code: 'SERVER_ERROR' } }));
        return;
      }
      const items = [...made.values()].filter((r) => r.payment_id === list[1]);
      response.writeHead(200).end(JSON.stringify({ entity: 'collection', count: items.length, items }));
      return;
    }
    const match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      response.writeHead(404).end();
      return;
    }
    const body = await readJson(request);
    const idempotencyKey = request.headers['x-refund-idempotency'] as string | undefined;
    received.push({ path: request.url!, authorization: request.headers.authorization, idempotencyKey, body });
    if (mode === 'lose') return;
    if (mode === 'refuse') {
      response.writeHead(400).end(
        JSON.stringify({
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'The amount must be atleast INR 1.00',
            source: 'business',
            step: 'payment_initiation',
            reason: 'input_validation_failed',
          },
        }),
      );
      return;
    }
    const refund = (idempotencyKey && made.get(idempotencyKey)) || {
      id: `rfnd_${received.length}FcQ1pLnpBVxyZ`,
      entity: 'refund',
      amount: body.amount,
      currency: 'INR',
      payment_id: match[1]!,
      notes: body.notes,
      receipt: body.receipt,
      status: 'processed',
      speed_processed: 'normal',
    };
    made.set(idempotencyKey ?? refund.id, refund);
    if (mode === 'accept-silently') return;
    response.writeHead(200).end(JSON.stringify(refund));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await buildTestApp({
    config: testConfig({ PAYMENT_PROVIDER: 'razorpay', ...RAZORPAY_TEST_KEYS }),
    commerce: {
      razorpayHttp: razorpayFetchHttp(`http://127.0.0.1:${port}`, CLIENT_TIMEOUT_MS),
      expiryIntervalMs: 0,
      now: () => new Date(Date.now() + clockAhead),
    },
  });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A confirmed online order of ₹1,200 paid by Razorpay payment `paymentId`. */
async function paidByRazorpay(paymentId: string) {
  const [id] = await insertOrders(t.db.db, [
    {
      status: 'confirmed',
      createdAt: new Date(),
      lines: [{ category: 'Candles', quantity: 1, unitPrice: 120_000 }],
    },
  ]);
  await t.db.db.update(orders).set({ paymentMethod: 'online' }).where(eq(orders.id, id!));
  await t.db.db.insert(payments).values({
    orderId: id!,
    provider: 'razorpay',
    providerOrderId: `order_${paymentId}`,
    providerPaymentId: paymentId,
    amount: 120_000,
    status: 'paid',
  });
  return id!;
}

describe('a refund of a Razorpay payment', () => {
  it("calls POST /v1/payments/:id/refund with the key's basic auth and the amount in paise, and records Razorpay's refund id", async () => {
    mode = 'answer';
    const id = await paidByRazorpay('pay_RZP1refund');
    const res = await admin.post(`/api/admin/orders/${id}/refunds`, {
      amount: 50_000,
      note: 'One panel chipped',
    });
    expect(res.statusCode, res.body).toBe(201);

    const call = received.at(-1)!;
    expect(call.path).toBe('/v1/payments/pay_RZP1refund/refund');
    const basic = Buffer.from(
      `${RAZORPAY_TEST_KEYS.RAZORPAY_KEY_ID}:${RAZORPAY_TEST_KEYS.RAZORPAY_KEY_SECRET}`,
    );
    expect(call.authorization).toBe(`Basic ${basic.toString('base64')}`);
    expect(call.body.amount).toBe(50_000);
    expect(call.body.notes).toMatchObject({ note: 'One panel chipped' });
    expect(call.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(call.body.receipt).toBe(call.idempotencyKey);

    expect(res.json().order).toMatchObject({ refundState: 'partly_refunded', refundable: 70_000 });
    expect(res.json().order.refunds).toEqual([
      expect.objectContaining({
        amount: 50_000,
        provider: 'razorpay',
        providerRefundId: expect.stringMatching(/^rfnd_/),
      }),
    ]);
  });

  it('when Razorpay refuses, answers 502 and records nothing', async () => {
    mode = 'refuse';
    const id = await paidByRazorpay('pay_RZP2refused');
    const res = await admin.post(`/api/admin/orders/${id}/refunds`, { amount: 120_000, note: 'Cancelled' });
    expect(res.statusCode).toBe(502);
    expect(received.at(-1)!.path).toBe('/v1/payments/pay_RZP2refused/refund');
    expect(await t.db.db.select().from(refunds).where(eq(refunds.orderId, id))).toEqual([]);
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, id));
    expect(payment!.status).toBe('paid');
    expect(await t.db.db.select().from(refundRequests).where(eq(refundRequests.orderId, id))).toEqual([]);
  });
});

/** The refunds the stand-in made of a payment, and the refund requests it received for it. */
const madeFor = (paymentId: string) => [...made.values()].filter((r) => r.payment_id === paymentId);
const postsFor = (paymentId: string) => received.filter((r) => r.path === `/v1/payments/${paymentId}/refund`);

describe('L6: a refund Razorpay makes but does not answer in time', () => {
  it("L6: Razorpay makes the refund and the answer never comes: the shop finds it in Razorpay's list and records it once (201)", async () => {
    mode = 'accept-silently';
    listDown = false;
    const id = await paidByRazorpay('pay_RZP3silent');
    const first = await admin.post(`/api/admin/orders/${id}/refunds`, { amount: 50_000, note: 'Chipped' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().order).toMatchObject({ refundable: 70_000, refundState: 'partly_refunded' });
    expect(first.json().order.refunds).toEqual([
      expect.objectContaining({ amount: 50_000, providerRefundId: madeFor('pay_RZP3silent')[0]!.id }),
    ]);
    expect(madeFor('pay_RZP3silent')).toHaveLength(1);
    expect(postsFor('pay_RZP3silent')).toHaveLength(1);
    expect(await t.db.db.select().from(refundRequests).where(eq(refundRequests.orderId, id))).toEqual([]);
  });

  it('L6: no answer and no list: 502, the request waits (409 meanwhile); the next refund finds the refund Razorpay made, records it once and makes no second one', async () => {
    mode = 'accept-silently';
    listDown = true;
    const id = await paidByRazorpay('pay_RZP4unknown');
    const first = await admin.post(`/api/admin/orders/${id}/refunds`, { amount: 50_000, note: 'Chipped' });
    expect(first.statusCode, first.body).toBe(502);
    expect(first.json().error.said).toEqual({ code: 'refundUnconfirmed', params: {} });
    expect(await t.db.db.select().from(refunds).where(eq(refunds.orderId, id))).toEqual([]);
    const [request] = await t.db.db.select().from(refundRequests).where(eq(refundRequests.orderId, id));
    expect(request).toMatchObject({ amount: 50_000 });
    expect(postsFor('pay_RZP4unknown')[0]!.idempotencyKey).toBe(request!.id);

    // The staff member retries while Razorpay still cannot say: refused, nothing sent.
    const meanwhile = await admin.post(`/api/admin/orders/${id}/refunds`, {
      amount: 50_000,
      note: 'Chipped',
    });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().error.said).toEqual({ code: 'refundWaiting', params: {} });

    // Razorpay answers again: the retry records the refund it made and asks for no second one.
    listDown = false;
    mode = 'answer';
    const retry = await admin.post(`/api/admin/orders/${id}/refunds`, { amount: 50_000, note: 'Chipped' });
    expect(retry.statusCode, retry.body).toBe(409);
    expect(retry.json().error.said).toEqual({ code: 'earlierRefundMade', params: { amountPaise: 50_000 } });
    expect(postsFor('pay_RZP4unknown')).toHaveLength(1);
    expect(madeFor('pay_RZP4unknown')).toHaveLength(1);
    const recorded = await t.db.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(recorded).toEqual([
      expect.objectContaining({ amount: 50_000, providerRefundId: madeFor('pay_RZP4unknown')[0]!.id }),
    ]);
    const detail = await admin.get(`/api/admin/orders/${id}`);
    expect(detail.json().order).toMatchObject({ refundable: 70_000 });
  });

  it('L6: a cancel whose refund Razorpay lost: after the wait the request is dropped, and the cancel and refund go through once', async () => {
    mode = 'lose';
    listDown = false;
    clockAhead = 0;
    const id = await paidByRazorpay('pay_RZP5lost');
    const first = await admin.request('PATCH', `/api/admin/orders/${id}`, {
      status: 'cancelled',
      refund: true,
    });
    expect(first.statusCode, first.body).toBe(502);
    const [order] = await t.db.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe('confirmed');

    mode = 'answer';
    const early = await admin.request('PATCH', `/api/admin/orders/${id}`, {
      status: 'cancelled',
      refund: true,
    });
    expect(early.statusCode).toBe(409);

    clockAhead = 60_000;
    try {
      const later = await admin.request('PATCH', `/api/admin/orders/${id}`, {
        status: 'cancelled',
        refund: true,
      });
      expect(later.statusCode, later.body).toBe(200);
      expect(later.json().order).toMatchObject({ status: 'cancelled' });
      const detail = await admin.get(`/api/admin/orders/${id}`);
      expect(detail.json().order).toMatchObject({ refundState: 'refunded', refundable: 0 });
    } finally {
      clockAhead = 0;
    }
    expect(madeFor('pay_RZP5lost')).toEqual([expect.objectContaining({ amount: 120_000 })]);
    expect(await t.db.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(1);
  });
});
