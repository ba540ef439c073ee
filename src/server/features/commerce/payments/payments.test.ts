import { createHmac, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerProfiles,
  emailOutbox,
  orderStatusHistory,
  orders,
  payments,
} from '../../../db/schema/index.ts';
import { loadConfig } from '../../../env.ts';
import { TestClient } from '../../../testing/accounts.ts';
import { buildTestApp, type TestApp, testConfig } from '../../../testing/build-test-app.ts';
import { makeProduct, orderBody, placeOrder, stockOf } from '../../../testing/factories.ts';
import { fakeRazorpay, RAZORPAY_TEST_KEYS } from '../../../testing/fakes.ts';
import { createPaymentSetup } from './payment-setup.ts';

const hmac = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest('hex');
const sign = (providerOrderId: string, paymentId: string, secret = RAZORPAY_TEST_KEYS.RAZORPAY_KEY_SECRET) =>
  hmac(secret, `${providerOrderId}|${paymentId}`);

let t: TestApp;
const razorpay = fakeRazorpay();

beforeAll(async () => {
  t = await buildTestApp({
    config: testConfig({ PAYMENT_PROVIDER: 'razorpay', ...RAZORPAY_TEST_KEYS }),
    commerce: { razorpayHttp: razorpay.http },
  });
});
afterAll(() => t.close());

const orderRow = async (id: string) => (await t.db.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mailsTo = async (email: string, kind: string) =>
  (await t.db.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).filter(
    (m) => m.kind === kind,
  );

async function onlineOrder(app = t, quantity = 1, price = 60_000) {
  const productId = await makeProduct(app.db.db, { price, stock: 10 });
  const body = orderBody([{ productId, quantity }], { paymentMethod: 'online' });
  const res = await placeOrder(app, body);
  expect(res.statusCode, res.body).toBe(201);
  return { productId, body, order: res.json().order };
}

function verify(orderId: string, input: object, client = new TestClient(t)) {
  return client.post(`/api/orders/${orderId}/payment/verify`, input);
}

describe('configuration', () => {
  it('offers the sandbox without keys in development/test, Razorpay with keys, nothing online in production without keys', async () => {
    expect(createPaymentSetup(testConfig()).checkoutOptions()).toEqual({
      paymentMethods: ['cod', 'online'],
      provider: 'sandbox',
    });
    expect(
      createPaymentSetup(
        testConfig({ PAYMENT_PROVIDER: 'razorpay', ...RAZORPAY_TEST_KEYS }),
      ).checkoutOptions(),
    ).toEqual({ paymentMethods: ['cod', 'online'], provider: 'razorpay', razorpayKeyId: 'rzp_test_karigar' });
    const production = loadConfig({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'q7Vx2LmR9tKc4WbZ8nHf1YsD6pJg3Ea0',
      LOG_LEVEL: 'silent',
    });
    const setup = createPaymentSetup(production);
    expect(setup.checkoutOptions()).toEqual({ paymentMethods: ['cod'], provider: null });
    expect(setup.sandbox).toBeNull();
    expect(production.payments.timeoutMinutes).toBe(30);
    expect(loadConfig({ PAYMENT_TIMEOUT_MINUTES: '5' }).payments.timeoutMinutes).toBe(5);
    expect(() => loadConfig({ PAYMENT_TIMEOUT_MINUTES: '0' })).toThrow(/PAYMENT_TIMEOUT_MINUTES/);
  });

  it("refuses 'online' with 400 when no gateway is available", async () => {
    const t2 = await buildTestApp({ db: undefined });
    try {
      // Same app code, with the gateway switched off as production without keys would have it.
      t2.app.paymentSetup.active = null;
      const productId = await makeProduct(t2.db.db, { price: 1_000, stock: 5 });
      const res = await placeOrder(
        t2,
        orderBody(
          [{ productId }].map((l) => ({ ...l, quantity: 1 })),
          { paymentMethod: 'online' },
        ),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Online payment is not available right now.');
      expect(await stockOf(t2.db.db, productId)).toBe(5);
    } finally {
      await t2.close();
    }
  });

  it('GET /api/checkout/options answers the active gateway', async () => {
    const res = await new TestClient(t).get('/api/checkout/options');
    expect(res.json()).toEqual({
      paymentMethods: ['cod', 'online'],
      provider: 'razorpay',
      razorpayKeyId: 'rzp_test_karigar',
    });
  });
});

describe('Razorpay: placing an online order', () => {
  it('starts pending_payment with the stock reserved and a Razorpay order for the server-computed amount', async () => {
    const { productId, body, order } = await onlineOrder(t, 2, 60_000);
    expect(order.status).toBe('pending_payment');
    expect(order.total).toBe(120_000);
    expect(await stockOf(t.db.db, productId)).toBe(8);
    const call = razorpay.calls.at(-1)!;
    expect(call.path).toBe('/orders');
    expect(call.body).toMatchObject({ amount: 120_000, currency: 'INR', receipt: order.orderNumber });
    expect(call.auth).toEqual({
      keyId: RAZORPAY_TEST_KEYS.RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_TEST_KEYS.RAZORPAY_KEY_SECRET,
    });
    expect(order.payment).toMatchObject({
      provider: 'razorpay',
      providerOrderId: call.body && expect.stringMatching(/^order_FAKE/),
      amount: 120_000,
      currency: 'INR',
      keyId: RAZORPAY_TEST_KEYS.RAZORPAY_KEY_ID,
    });
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({
      provider: 'razorpay',
      providerOrderId: order.payment.providerOrderId,
      status: 'created',
    });
    // No confirmation and no counters until it is paid.
    expect(await mailsTo(body.customer.email, 'order-confirmation')).toHaveLength(0);
    expect(
      await t.db.db.select().from(customerProfiles).where(eq(customerProfiles.email, body.customer.email)),
    ).toHaveLength(0);
  });

  it('still places the order when Razorpay is down; the payment session is created on a later read', async () => {
    razorpay.setDown(true);
    try {
      const { order } = await onlineOrder();
      expect(order.status).toBe('pending_payment');
      expect(order.payment).toBeNull();
      razorpay.setDown(false);
      const read = await new TestClient(t).get(`/api/orders/${order.id}?token=${order.accessToken}`);
      expect(read.json().order.payment).toMatchObject({
        provider: 'razorpay',
        providerOrderId: expect.stringMatching(/^order_/),
      });
    } finally {
      razorpay.setDown(false);
    }
  });
});

describe('Razorpay: the checkout callback signature', () => {
  it('confirms with a valid signature over the stored order id, once', async () => {
    const { body, order } = await onlineOrder();
    const providerOrderId = order.payment.providerOrderId;
    razorpay.pay(providerOrderId, 'pay_OK1');
    const input = {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: 'pay_OK1',
      razorpay_signature: sign(providerOrderId, 'pay_OK1'),
    };
    const res = await verify(order.id, input);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.status).toBe('confirmed');
    expect(res.json().order.accessToken).toBeUndefined();
    const again = await verify(order.id, input);
    expect(again.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('confirmed');
    expect(await mailsTo(body.customer.email, 'order-confirmation')).toHaveLength(1);
    const [profile] = await t.db.db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.email, body.customer.email));
    expect(profile).toMatchObject({ totalOrders: 1, totalSpent: order.total });
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'paid', providerPaymentId: 'pay_OK1' });
  });

  it('refuses every other signature with 400 and leaves the order pending', async () => {
    const { order } = await onlineOrder();
    const other = await onlineOrder();
    const stored = order.payment.providerOrderId;
    const good = sign(stored, 'pay_X');
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith('0') ? '1' : '0');
    const attempts = [
      { razorpay_order_id: stored, razorpay_payment_id: 'pay_X', razorpay_signature: flip(good) },
      { razorpay_order_id: stored, razorpay_payment_id: 'pay_Y', razorpay_signature: good },
      // a valid signature for another order, claiming this one
      {
        razorpay_order_id: other.order.payment.providerOrderId,
        razorpay_payment_id: 'pay_X',
        razorpay_signature: sign(other.order.payment.providerOrderId, 'pay_X'),
      },
      {
        razorpay_order_id: stored,
        razorpay_payment_id: 'pay_X',
        razorpay_signature: sign(stored, 'pay_X', RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET),
      },
      { razorpay_order_id: stored, razorpay_payment_id: 'pay_X', razorpay_signature: good.toUpperCase() },
      { razorpay_order_id: stored, razorpay_payment_id: 'pay_X', razorpay_signature: `${good}00` },
    ];
    for (const input of attempts) {
      const res = await verify(order.id, input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(res.json().error.message).toBe('We could not verify this payment. Please try again.');
    }
    for (const input of [
      {},
      { razorpay_order_id: stored, razorpay_payment_id: 'pay_X' },
      { razorpay_order_id: '', razorpay_payment_id: '', razorpay_signature: '' },
    ]) {
      expect((await verify(order.id, input)).statusCode).toBe(400);
    }
    expect((await verify(randomUUID(), attempts[0]!)).statusCode).toBe(404);
    expect((await orderRow(order.id)).status).toBe('pending_payment');
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.status).toBe('created');
  });
});

describe('Razorpay: webhooks', () => {
  function capturedEvent(providerOrderId: string, amount: number, paymentId = 'pay_WH1', currency = 'INR') {
    // Unusual whitespace and key order: the signature covers these exact bytes.
    return `{"entity":"event",  "event":"payment.captured","payload":{"payment":{"entity":{"status":"captured","amount":${amount},"currency":"${currency}","order_id":"${providerOrderId}","id":"${paymentId}"}}},"created_at":1700000000}`;
  }

  function deliver(raw: string, headers: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      payload: raw,
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: '10.200.0.1',
    });
  }

  it('refuses a bad, missing or re-serialised signature with 400 and changes nothing', async () => {
    const { order } = await onlineOrder();
    const raw = capturedEvent(order.payment.providerOrderId, order.total);
    const good = hmac(RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET, raw);
    const reserialised = JSON.stringify(JSON.parse(raw));
    const tampered = raw.replace(`"amount":${order.total}`, `"amount":${order.total - 100}`);
    const cases: Array<[string, Record<string, string>]> = [
      [raw, {}],
      [raw, { 'x-razorpay-signature': good.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) }],
      [raw, { 'x-razorpay-signature': hmac(RAZORPAY_TEST_KEYS.RAZORPAY_KEY_SECRET, raw) }],
      [reserialised, { 'x-razorpay-signature': good }],
      [tampered, { 'x-razorpay-signature': good }],
    ];
    for (const [body, headers] of cases) {
      const res = await deliver(body, { 'x-razorpay-event-id': `evt_${randomUUID()}`, ...headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Invalid signature.');
    }
    expect((await orderRow(order.id)).status).toBe('pending_payment');
    const events = await t.db.db.execute(
      sql`select count(*)::int as n from idempotency_keys where key like 'webhook:%'`,
    );
    expect((events as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  it('confirms on a good signature over the raw bytes, once even when delivered twice', async () => {
    const { body, order } = await onlineOrder();
    const raw = capturedEvent(order.payment.providerOrderId, order.total);
    const headers = {
      'x-razorpay-signature': hmac(RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET, raw),
      'x-razorpay-event-id': `evt_${randomUUID()}`,
    };
    const first = await deliver(raw, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'processed' });
    const second = await deliver(raw, headers);
    expect(second.json()).toEqual({ received: true, result: 'duplicate' });
    // The same payment under a new event id (e.g. order.paid after payment.captured) changes nothing more.
    const third = await deliver(raw, { ...headers, 'x-razorpay-event-id': `evt_${randomUUID()}` });
    expect(third.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('confirmed');
    expect(await mailsTo(body.customer.email, 'order-confirmation')).toHaveLength(1);
    const confirmations = await t.db.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(confirmations.filter((h) => h.toStatus === 'confirmed')).toHaveLength(1);

    // A later payment.failed never moves a paid order back.
    const failed = raw.replace('payment.captured', 'payment.failed');
    await deliver(failed, {
      'x-razorpay-signature': hmac(RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET, failed),
      'x-razorpay-event-id': `evt_${randomUUID()}`,
    });
    expect((await orderRow(order.id)).status).toBe('confirmed');
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.status).toBe('paid');
  });

  it('does not confirm a validly signed payment of another amount or currency', async () => {
    const { order } = await onlineOrder();
    for (const raw of [
      capturedEvent(order.payment.providerOrderId, order.total - 100, 'pay_LESS'),
      capturedEvent(order.payment.providerOrderId, order.total, 'pay_USD', 'USD'),
    ]) {
      const res = await deliver(raw, {
        'x-razorpay-signature': hmac(RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET, raw),
        'x-razorpay-event-id': `evt_${randomUUID()}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toBe('ignored');
    }
    expect((await orderRow(order.id)).status).toBe('pending_payment');
  });
});

describe('Razorpay: paid only when captured (L8)', () => {
  function signed(providerOrderId: string, paymentId: string) {
    return {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(providerOrderId, paymentId),
    };
  }
  const paymentOf = async (orderId: string) =>
    (await t.db.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

  it('reads the payment from the gateway: captured confirms; authorised is captured by the shop, then confirms', async () => {
    const captured = await onlineOrder();
    razorpay.pay(captured.order.payment.providerOrderId, 'pay_CAP1');
    const first = await verify(captured.order.id, signed(captured.order.payment.providerOrderId, 'pay_CAP1'));
    expect(first.json().order.status).toBe('confirmed');
    expect(razorpay.paymentCalls).toContain('GET /payments/pay_CAP1');
    expect(razorpay.paymentCalls).not.toContain('POST /payments/pay_CAP1/capture');

    const authorised = await onlineOrder();
    razorpay.pay(authorised.order.payment.providerOrderId, 'pay_AUTH1', 'authorized');
    const res = await verify(
      authorised.order.id,
      signed(authorised.order.payment.providerOrderId, 'pay_AUTH1'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.status).toBe('confirmed');
    expect(razorpay.paymentCalls).toContain('POST /payments/pay_AUTH1/capture');
    expect(await paymentOf(authorised.order.id)).toMatchObject({
      status: 'paid',
      providerPaymentId: 'pay_AUTH1',
    });
  });

  it('an authorised payment the gateway does not capture is recorded as authorised; the order waits until payment.captured', async () => {
    const { body, order } = await onlineOrder();
    const gatewayOrder = order.payment.providerOrderId;
    razorpay.pay(gatewayOrder, 'pay_AUTH2', 'authorized');
    razorpay.setCaptureFails(true);
    try {
      const res = await verify(order.id, signed(gatewayOrder, 'pay_AUTH2'));
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(
        'Your payment was received and is being confirmed. You will get an email once it is; please do not pay again.',
      );
    } finally {
      razorpay.setCaptureFails(false);
    }
    expect(await paymentOf(order.id)).toMatchObject({ status: 'authorized', providerPaymentId: 'pay_AUTH2' });
    expect((await orderRow(order.id)).status).toBe('pending_payment');
    expect(await mailsTo(body.customer.email, 'order-confirmation')).toHaveLength(0);

    const raw = `{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_AUTH2","order_id":"${gatewayOrder}","amount":${order.total},"currency":"INR","status":"captured"}}}}`;
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': `evt_${randomUUID()}`,
        'x-razorpay-signature': hmac(RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET, raw),
      },
    });
    expect(hook.statusCode, hook.body).toBe(200);
    expect((await orderRow(order.id)).status).toBe('confirmed');
    expect(await paymentOf(order.id)).toMatchObject({ status: 'paid' });
    expect(await mailsTo(body.customer.email, 'order-confirmation')).toHaveLength(1);
  });

  it('a well-signed payment the gateway holds for another order, or cannot show, confirms nothing', async () => {
    const { order } = await onlineOrder();
    const other = await onlineOrder();
    const gatewayOrder = order.payment.providerOrderId;
    razorpay.pay(other.order.payment.providerOrderId, 'pay_ELSEWHERE');
    const elsewhere = await verify(order.id, signed(gatewayOrder, 'pay_ELSEWHERE'));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.message).toBe('We could not verify this payment. Please try again.');
    const unknown = await verify(order.id, signed(gatewayOrder, 'pay_NEVER_MADE'));
    expect(unknown.statusCode).toBe(503);
    expect((await orderRow(order.id)).status).toBe('pending_payment');
    expect((await paymentOf(order.id)).status).toBe('created');
  });
});

describe('abandoned payments', () => {
  it('cancel the order and release its stock after the timeout, exactly once', async () => {
    const { productId, order } = await onlineOrder(t, 3);
    expect(await stockOf(t.db.db, productId)).toBe(7);
    const placedAt = (await orderRow(order.id)).createdAt.getTime();
    const at = (minutes: number) => new Date(placedAt + minutes * 60_000);
    await t.app.payments.expireUnpaidOrders({ now: at(29) });
    expect((await orderRow(order.id)).status).toBe('pending_payment');
    const [a, b] = await Promise.all([
      t.app.payments.expireUnpaidOrders({ now: at(31) }),
      t.app.payments.expireUnpaidOrders({ now: at(31) }),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect(await stockOf(t.db.db, productId)).toBe(10);
    await t.app.payments.expireUnpaidOrders({ now: at(120) });
    expect(await stockOf(t.db.db, productId)).toBe(10);
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.status).toBe('expired');
    const history = await t.db.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.toStatus)).toEqual(['pending_payment', 'cancelled']);
    // And an admin cancel afterwards gives nothing back a second time.
    await t.app.orders.changeOrderStatus({ orderId: order.id, status: 'cancelled', changedBy: null });
    expect(await stockOf(t.db.db, productId)).toBe(10);
  });

  it('a payment arriving after the expiry takes the stock again if it is there, else is refused', async () => {
    const { productId, order } = await onlineOrder(t, 2);
    const placedAt = (await orderRow(order.id)).createdAt.getTime();
    await t.app.payments.expireUnpaidOrders({ now: new Date(placedAt + 31 * 60_000) });
    expect(await stockOf(t.db.db, productId)).toBe(10);
    const id = order.payment.providerOrderId;
    razorpay.pay(id, 'pay_LATE');
    const res = await verify(order.id, {
      razorpay_order_id: id,
      razorpay_payment_id: 'pay_LATE',
      razorpay_signature: sign(id, 'pay_LATE'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status).toBe('confirmed');
    expect(await stockOf(t.db.db, productId)).toBe(8);
  });
});

describe('the sandbox gateway (development/test without keys)', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await buildTestApp();
  });
  afterAll(() => s.close());

  it('fails, then succeeds through the same verification path', async () => {
    const { productId, order } = await onlineOrder(s, 1, 2_000);
    expect(order.payment).toMatchObject({
      provider: 'sandbox',
      providerOrderId: expect.stringMatching(/^order_sbx_/),
    });
    expect(order.payment.keyId).toBeUndefined();
    const client = new TestClient(s);
    const info = await client.get(`/api/payments/sandbox/${order.payment.paymentId}`);
    expect(info.json()).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      amount: order.total,
      status: 'created',
    });

    const failed = await client.post(`/api/payments/sandbox/${order.payment.paymentId}/complete`, {
      outcome: 'failure',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().order.status).toBe('pending_payment');
    expect((await client.get(`/api/payments/sandbox/${order.payment.paymentId}`)).json().status).toBe(
      'failed',
    );
    expect(await stockOf(s.db.db, productId)).toBe(9);

    const paid = await client.post(`/api/payments/sandbox/${order.payment.paymentId}/complete`, {
      outcome: 'success',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.status).toBe('confirmed');
    expect((await client.get(`/api/payments/sandbox/${order.payment.paymentId}`)).json().status).toBe('paid');

    // A forged sandbox signature is refused like any other.
    const other = await onlineOrder(s, 1, 2_000);
    const forged = await client.post(`/api/orders/${other.order.id}/payment/verify`, {
      razorpay_order_id: other.order.payment.providerOrderId,
      razorpay_payment_id: 'pay_sbx_forged',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect((await client.get(`/api/payments/sandbox/${randomUUID()}`)).statusCode).toBe(404);
  });
});
