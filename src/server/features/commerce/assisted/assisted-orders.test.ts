import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoices, orderItems, orders, payments } from '../../../db/schema/index.ts';
import {
  type TestClient as Client,
  createAdmin,
  createCustomer,
  createStaff,
  TestClient,
} from '../../../testing/accounts.ts';
import { buildTestApp, type TestApp, testConfig } from '../../../testing/build-test-app.ts';
import { customer, makeProduct, stockOf } from '../../../testing/factories.ts';
import { razorpayFetchHttp } from '../payments/providers/razorpay.ts';
import { RAZORPAY_LINK_TEST_ENV, startRazorpayLinks } from '../payments/razorpay-test-support.ts';

/**
 * Issue 44 point 1 (decision 074): the owner makes an order for a buyer. The payment link goes through the real
 * Razorpay provider and fetch client to a local server playing Razorpay's Payment Links API; its webhooks are posted
 * signed (or not) to the shop's Razorpay webhook.
 */

let razorpay: Awaited<ReturnType<typeof startRazorpayLinks>>;
let t: TestApp;
let admin: Client;

beforeAll(async () => {
  razorpay = await startRazorpayLinks();
  t = await buildTestApp({
    // The storefront keeps its sandbox gateway; the links need only Razorpay's keys.
    config: testConfig({ PAYMENT_PROVIDER: 'sandbox', ...RAZORPAY_LINK_TEST_ENV }),
    commerce: { razorpayHttp: razorpayFetchHttp(razorpay.url, 1500), expiryIntervalMs: 0 },
  });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

const webhook = (sent: { body: string; signature: string; eventId: string }, signature = sent.signature) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': sent.eventId,
    },
    payload: sent.body,
  });

const orderRow = async (id: string) => (await t.db.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const invoiceOf = async (id: string) =>
  (await t.db.db.select().from(invoices).where(eq(invoices.orderId, id)))[0];

/** A ₹1,500 piece with 5 in stock, and the body of an order of 2 of them plus a custom line. */
async function linkOrder(overrides: object = {}) {
  const productId = await makeProduct(t.db.db, { price: 150_000, stock: 5 });
  const body = {
    customer: customer({ phone: '+91 98111 22334' }),
    items: [{ productId, quantity: 2 }],
    customLines: [
      { name: 'Mirror-work cushion cover', unitPrice: 89_900, quantity: 1, hsn: '6304', note: 'Red' },
    ],
    discount: 9_900,
    deliveryFee: 12_000,
    payment: 'link',
    ...overrides,
  };
  return { productId, body };
}

describe('an assisted order paid by a payment link', () => {
  it('prices on the server, holds the stock, makes the link at Razorpay and mails it; paid in full → confirmed and invoiced', async () => {
    const { productId, body } = await linkOrder();
    const quote = await admin.post('/api/admin/orders/assisted/quote', body);
    expect(quote.statusCode, quote.body).toBe(200);
    // 2 × ₹1,500 + ₹899 − ₹99 + ₹120 delivery
    expect(quote.json()).toMatchObject({
      subtotal: 389_900,
      discount: 9_900,
      shippingCost: 12_000,
      total: 392_000,
    });

    const res = await admin.post('/api/admin/orders/assisted', body);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().order;
    expect(made).toMatchObject({ status: 'pending_payment', paymentMethod: 'online', total: 392_000 });
    expect(made.link).toMatchObject({ status: 'created', amountPaid: 0 });
    expect(await stockOf(t.db.db, productId)).toBe(3);

    const call = razorpay.state.requests.find((r) => r.path === '/v1/payment_links')!;
    expect(call.body).toMatchObject({
      amount: 392_000,
      currency: 'INR',
      accept_partial: false,
      reference_id: made.orderNumber,
      customer: { contact: '+919811122334' },
    });
    const linkId = [...razorpay.state.links.keys()].at(-1)!;
    expect(made.link.url).toBe(`${razorpay.url}/pay/${linkId}`);
    const mails = await t.db.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-link'));
    expect(mails.some((m) => JSON.stringify(m).includes(made.link.url))).toBe(true);

    const items = await t.db.db.select().from(orderItems).where(eq(orderItems.orderId, made.id));
    expect(
      items.map((i) => [
        i.productName.startsWith('Test') ? 'piece' : i.productName,
        i.totalPrice,
        i.discount,
      ]),
    ).toEqual([
      ['piece', 300_000, 7_617],
      ['Mirror-work cushion cover', 89_900, 2_283],
    ]);
    expect(await invoiceOf(made.id)).toBeUndefined();

    const paid = razorpay.pay(linkId);
    const hook = await webhook(paid);
    expect(hook.statusCode, hook.body).toBe(200);
    expect(hook.json().result).toBe('processed');
    expect((await orderRow(made.id)).status).toBe('confirmed');
    const invoice = await invoiceOf(made.id);
    expect(invoice?.total).toBe(392_000);
    expect(JSON.stringify(invoice?.lines)).toContain('6304');
    const view = await admin.get(`/api/admin/orders/assisted/${made.id}`);
    expect(view.json().order.link).toMatchObject({ status: 'paid', amountPaid: 392_000 });
    // The same event again changes nothing.
    expect((await webhook(paid)).json().result).toBe('duplicate');
  });

  it('paid in part: the amount is recorded and the order keeps waiting; the balance then confirms it', async () => {
    const { body } = await linkOrder({ customLines: [], discount: 0 });
    const made = (await admin.post('/api/admin/orders/assisted', body)).json().order;
    const linkId = [...razorpay.state.links.keys()].at(-1)!;
    const part = await webhook(razorpay.pay(linkId, 100_000));
    expect(part.json().result).toBe('processed');
    expect((await orderRow(made.id)).status).toBe('pending_payment');
    expect((await admin.get(`/api/admin/orders/assisted/${made.id}`)).json().order.link).toMatchObject({
      status: 'partially_paid',
      amountPaid: 100_000,
    });
    await webhook(razorpay.pay(linkId));
    expect((await orderRow(made.id)).status).toBe('confirmed');
  });

  it('a link that expires releases the stock (the webhook, or the payment timeout)', async () => {
    const { productId, body } = await linkOrder();
    const made = (await admin.post('/api/admin/orders/assisted', body)).json().order;
    expect(await stockOf(t.db.db, productId)).toBe(3);
    const linkId = [...razorpay.state.links.keys()].at(-1)!;
    expect((await webhook(razorpay.expire(linkId))).json().result).toBe('processed');
    expect((await orderRow(made.id)).status).toBe('cancelled');
    expect(await stockOf(t.db.db, productId)).toBe(5);
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, made.id));
    expect(payment!.status).toBe('expired');

    const second = await linkOrder();
    const other = (await admin.post('/api/admin/orders/assisted', second.body)).json().order;
    expect(await stockOf(t.db.db, second.productId)).toBe(3);
    const later = new Date(Date.now() + 31 * 60_000);
    await t.app.payments.expireUnpaidOrders({ now: later });
    expect((await orderRow(other.id)).status).toBe('cancelled');
    expect(await stockOf(t.db.db, second.productId)).toBe(5);
  });

  it('a webhook with a bad signature is refused (400) and changes nothing', async () => {
    const { productId, body } = await linkOrder();
    const made = (await admin.post('/api/admin/orders/assisted', body)).json().order;
    const linkId = [...razorpay.state.links.keys()].at(-1)!;
    const forged = razorpay.pay(linkId);
    const res = await webhook(forged, 'f'.repeat(64));
    expect(res.statusCode).toBe(400);
    expect((await orderRow(made.id)).status).toBe('pending_payment');
    expect(await stockOf(t.db.db, productId)).toBe(3);
    expect(await invoiceOf(made.id)).toBeUndefined();
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, made.id));
    expect(payment).toMatchObject({ status: 'created', amountPaid: 0 });
  });

  it('Razorpay down: the order stands without a link (503 on retry while down); the retry makes and mails it', async () => {
    const { body } = await linkOrder();
    razorpay.state.down = true;
    const made = (await admin.post('/api/admin/orders/assisted', body)).json().order;
    expect(made).toMatchObject({ status: 'pending_payment', link: null });
    expect((await admin.post(`/api/admin/orders/assisted/${made.id}/link`)).statusCode).toBe(503);
    razorpay.state.down = false;
    const retry = await admin.post(`/api/admin/orders/assisted/${made.id}/link`);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().order.link).toMatchObject({ status: 'created' });
  });
});

describe('cash on delivery and paid in person', () => {
  it('in person (UPI): confirmed with its payment recorded and its invoice issued at once', async () => {
    const { productId, body } = await linkOrder({
      payment: 'in_person',
      inPersonMode: 'upi',
      deliveryFee: 0,
    });
    const res = await admin.post('/api/admin/orders/assisted', body);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().order;
    expect(made).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'in_person',
      link: null,
      total: 380_000,
    });
    expect(await stockOf(t.db.db, productId)).toBe(3);
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, made.id));
    expect(payment).toMatchObject({ provider: 'upi', status: 'paid', amount: 380_000 });
    expect((await invoiceOf(made.id))?.total).toBe(380_000);
  });

  it('cash on delivery: confirmed, invoiced, under the COD rules', async () => {
    const { body } = await linkOrder({ payment: 'cod' });
    const made = (await admin.post('/api/admin/orders/assisted', body)).json().order;
    expect(made).toMatchObject({ status: 'confirmed', paymentMethod: 'cod' });
    expect(await invoiceOf(made.id)).toBeDefined();
  });

  it('finds the buyer by phone afterwards, with the last address', async () => {
    const res = await admin.get('/api/admin/orders/assisted/buyers?q=98111%2022334');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().buyers[0]).toMatchObject({ phone: '9811122334', pincode: '560038', city: 'Bengaluru' });
  });
});

describe('refusals', () => {
  it.each([
    ['nothing ordered', 'items', { items: [], customLines: [] }],
    ['in person without cash or UPI', 'inPersonMode', { payment: 'in_person' }],
    [
      'a custom line without a valid HSN',
      'customLines.0.hsn',
      { customLines: [{ name: 'Frame', unitPrice: 5_000, quantity: 1, hsn: '12' }] },
    ],
    [
      'a custom line under ₹1',
      'customLines.0.unitPrice',
      { customLines: [{ name: 'Frame', unitPrice: 50, quantity: 1, hsn: '4414' }] },
    ],
    ['a discount above the items', 'discount', { discount: 99_000_000 }],
    ['an unknown pincode', 'customer.pincode', { customer: customer({ pincode: '999999' }) }],
    ['a bad phone', 'customer.phone', { customer: customer({ phone: '12345' }) }],
  ] as Array<[string, string, object]>)(
    '%s: 400 naming %s, nothing written',
    async (_what, field, overrides) => {
      const { productId, body } = await linkOrder(overrides);
      const before = (await t.db.db.select().from(orders)).length;
      const res = await admin.post('/api/admin/orders/assisted', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
      expect((await t.db.db.select().from(orders)).length).toBe(before);
      expect(await stockOf(t.db.db, productId)).toBe(5);
    },
  );

  it('roles: staff (orders area) may; a customer is refused 403, a visitor 401', async () => {
    const { body } = await linkOrder({ payment: 'cod' });
    const staff = await createStaff(t);
    expect((await staff.post('/api/admin/orders/assisted', body)).statusCode).toBe(201);
    const shopper = await createCustomer(t);
    expect((await shopper.post('/api/admin/orders/assisted', body)).statusCode).toBe(403);
    expect((await new TestClient(t).post('/api/admin/orders/assisted', body)).statusCode).toBe(401);
    expect((await shopper.get('/api/admin/orders/assisted/buyers?q=98111')).statusCode).toBe(403);
  });
});
