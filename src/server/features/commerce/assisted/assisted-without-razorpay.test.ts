import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoices, orders, payments } from '../../../db/schema/index.ts';
import { type TestClient as Client, createAdmin, TestClient } from '../../../testing/accounts.ts';
import { buildTestApp, type TestApp, testConfig } from '../../../testing/build-test-app.ts';
import { customer, makeProduct, stockOf } from '../../../testing/factories.ts';

/**
 * Decision 076: a shop on the sandbox gateway (development, the e2e shops) makes assisted orders' payment links on
 * its sandbox pay page, payable there like a checkout's; and a Quick sale at a stall is paid in person with no buyer
 * named and no delivery.
 */

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await buildTestApp({
    config: testConfig({ PAYMENT_PROVIDER: 'sandbox' }),
    commerce: { expiryIntervalMs: 0 },
  });
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const orderRow = async (id: string) => (await t.db.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const invoiceOf = async (id: string) =>
  (await t.db.db.select().from(invoices).where(eq(invoices.orderId, id)))[0];
const mailsOf = async (orderNumber: string) =>
  (await t.db.db.select().from(emailOutbox)).filter((m) => JSON.stringify(m).includes(orderNumber));

describe('a payment link on the sandbox gateway', () => {
  it('is the sandbox page of its payment, mailed to the buyer; paying there confirms and invoices the order', async () => {
    const productId = await makeProduct(t.db.db, { price: 150_000, stock: 4 });
    const res = await admin.post('/api/admin/orders/assisted', {
      customer: customer({ phone: '98222 33445' }),
      items: [{ productId, quantity: 1 }],
      deliveryFee: 0,
      payment: 'link',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().order;
    expect(made).toMatchObject({
      status: 'pending_payment',
      paymentMethod: 'online',
      total: 150_000,
    });
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, made.id));
    expect(payment).toMatchObject({ provider: 'sandbox', status: 'created' });
    expect(payment!.linkId).toMatch(/^plink_sbx_/);
    const url = new URL(made.link.url);
    expect(url.pathname).toBe(`/payments/sandbox/${payment!.id}`);
    expect(url.searchParams.get('token')).toBeTruthy();
    const mails = await t.db.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-link'));
    expect(mails.some((m) => JSON.stringify(m).includes(payment!.id))).toBe(true);
    // "Send again" mails the same link once more.
    const again = await admin.post(`/api/admin/orders/assisted/${made.id}/link`);
    expect(again.json().order.link.url).toBe(made.link.url);
    const linkMails = (await mailsOf(made.orderNumber)).filter((m) => m.kind === 'payment-link');
    expect(linkMails.length).toBe(2);
    expect(await stockOf(t.db.db, productId)).toBe(3);

    const shopper = new TestClient(t);
    const page = await shopper.get(`/api/payments/sandbox/${payment!.id}`);
    expect(page.json()).toMatchObject({
      status: 'created',
      amount: 150_000,
      orderNumber: made.orderNumber,
    });
    const paid = await shopper.post(`/api/payments/sandbox/${payment!.id}/complete`, { outcome: 'success' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await orderRow(made.id)).status).toBe('confirmed');
    expect((await invoiceOf(made.id))?.total).toBe(150_000);
    const view = await admin.get(`/api/admin/orders/assisted/${made.id}`);
    expect(view.json().order.link).toMatchObject({
      status: 'paid',
      amountPaid: 150_000,
    });
    // Paying again changes nothing.
    expect((await shopper.get(`/api/payments/sandbox/${payment!.id}`)).json().status).toBe('paid');
    await shopper.post(`/api/payments/sandbox/${payment!.id}/complete`, {
      outcome: 'success',
    });
    expect((await t.db.db.select().from(invoices).where(eq(invoices.orderId, made.id))).length).toBe(1);
  });
});

describe('a Quick sale at a stall', () => {
  it('paid in cash with no buyer: confirmed and invoiced at once, no delivery fee, no mails, stock taken', async () => {
    const productId = await makeProduct(t.db.db, { price: 45_000, stock: 6 });
    const quote = await admin.post('/api/admin/orders/assisted/quote', {
      items: [{ productId, quantity: 2 }],
      deliveryFee: 0,
      payment: 'in_person',
    });
    expect(quote.json()).toMatchObject({
      subtotal: 90_000,
      shippingCost: 0,
      total: 90_000,
    });
    const res = await admin.post('/api/admin/orders/assisted', {
      items: [{ productId, quantity: 2 }],
      payment: 'in_person',
      inPersonMode: 'cash',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().order;
    expect(made).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'in_person',
      total: 90_000,
      customerName: 'Walk-in buyer',
    });
    const row = await orderRow(made.id);
    expect(row).toMatchObject({
      shippingCost: 0,
      zoneFee: 0,
      codFee: 0,
      source: 'assisted',
      pincode: '',
    });
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, made.id));
    expect(payment).toMatchObject({
      provider: 'cash',
      status: 'paid',
      amount: 90_000,
    });
    expect((await invoiceOf(made.id))?.total).toBe(90_000);
    expect(await stockOf(t.db.db, productId)).toBe(4);
    expect(await mailsOf(made.orderNumber)).toEqual([]);
  });

  it('without a buyer, a link or cash on delivery is refused: 400 naming customer, nothing written', async () => {
    const productId = await makeProduct(t.db.db, { price: 45_000, stock: 6 });
    const before = (await t.db.db.select().from(orders)).length;
    for (const payment of ['link', 'cod']) {
      const res = await admin.post('/api/admin/orders/assisted', {
        items: [{ productId, quantity: 1 }],
        payment,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({
        customer: "Enter the buyer's details (only a sale paid in person may leave them out)",
      });
    }
    expect((await t.db.db.select().from(orders)).length).toBe(before);
    expect(await stockOf(t.db.db, productId)).toBe(6);
  });
});
