import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, refunds } from '../../../db/schema/index.ts';
import { createAdmin, type TestClient } from '../../../testing/accounts.ts';
import { buildTestApp, type TestApp, testConfig } from '../../../testing/build-test-app.ts';
import { insertOrders } from '../../../testing/factories.ts';
import { RAZORPAY_TEST_KEYS } from '../../../testing/fakes.ts';
import { razorpayFetchHttp } from './providers/razorpay.ts';

/**
 * Issue 19 item 4: a refund of a Razorpay payment goes through Razorpay's refund API. A local HTTP server
 * plays api.razorpay.com's documented `POST /v1/payments/:id/refund` (basic auth with the key id and
 * secret, `{ amount, notes }` in paise, the refund entity back); the real fetch client talks to it.
 */

interface Received {
  path: string;
  authorization: string | undefined;
  body: { amount: number; notes: Record<string, string> };
}

let server: Server;
let refuse = false;
const received: Received[] = [];
let t: TestApp;
let admin: TestClient;

async function readJson(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      response.writeHead(404).end();
      return;
    }
    const body = await readJson(request);
    received.push({ path: request.url!, authorization: request.headers.authorization, body });
    response.setHeader('content-type', 'application/json');
    if (refuse) {
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
    response.writeHead(200).end(
      JSON.stringify({
        id: `rfnd_${received.length}FcQ1pLnpBVxyZ`,
        entity: 'refund',
        amount: body.amount,
        currency: 'INR',
        payment_id: match[1],
        notes: body.notes,
        status: 'processed',
        speed_processed: 'normal',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await buildTestApp({
    config: testConfig({ PAYMENT_PROVIDER: 'razorpay', ...RAZORPAY_TEST_KEYS }),
    commerce: { razorpayHttp: razorpayFetchHttp(`http://127.0.0.1:${port}/v1`), expiryIntervalMs: 0 },
  });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
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
    refuse = false;
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
    refuse = true;
    const id = await paidByRazorpay('pay_RZP2refused');
    const res = await admin.post(`/api/admin/orders/${id}/refunds`, { amount: 120_000, note: 'Cancelled' });
    expect(res.statusCode).toBe(502);
    expect(received.at(-1)!.path).toBe('/v1/payments/pay_RZP2refused/refund');
    expect(await t.db.db.select().from(refunds).where(eq(refunds.orderId, id))).toEqual([]);
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, id));
    expect(payment!.status).toBe('paid');
  });
});
