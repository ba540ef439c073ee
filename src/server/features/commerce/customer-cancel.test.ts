import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from '#shared/i18n/said.ts';
import { CUSTOMER_CANCEL_MESSAGES } from '#shared/orders/order.ts';
import { emailOutbox, payments, refunds } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, TestClient, uniqueEmail } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder, stockOf } from '../../testing/factories.ts';

/** Issue 22 item 3: the customer cancels their own order from My Orders, before it is packed. */

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await buildTestApp({ commerce: { expiryIntervalMs: 0 } });
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const cancel = (client: TestClient, id: string) => client.post(`/api/me/orders/${id}/cancel`);
/** The store's notices of a customer's cancel (audit D-M4) for one order. */
const storeNotices = async (orderNumber: string) =>
  (
    await t.db.db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'store-order-cancelled'))
  ).filter((mail) => mail.subject.includes(orderNumber));
const statusMails = (email: string) =>
  t.db.db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'order-status')));

/** A signed-in customer's order of 2 units (COD unless `online`, then paid through the sandbox). */
async function myOrder(opts: { online?: boolean } = {}) {
  const email = uniqueEmail();
  const client = await createCustomer(t, email);
  const productId = await makeProduct(t.db.db, { price: 40_000, stock: 10 });
  const body = orderBody([{ productId, quantity: 2 }], {
    customer: customer({ email }),
    paymentMethod: opts.online ? 'online' : 'cod',
  });
  const placed = await placeOrder(t, body, { client });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order } = placed.json();
  if (opts.online) {
    const paid = await new TestClient(t).post(`/api/payments/sandbox/${order.payment.paymentId}/complete`, {
      outcome: 'success',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return { client, email, order, productId };
}

describe('cancel from My Orders', () => {
  it('cancels a COD order: stock back once, the customer told once; a second cancel is refused', async () => {
    const { client, email, order, productId } = await myOrder();
    const stock = await stockOf(t.db.db, productId);

    const res = await cancel(client, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      refunded: 0,
      message: CUSTOMER_CANCEL_MESSAGES.cancelled(order.orderNumber),
      said: said('cancelled', { orderNumber: order.orderNumber }),
    });
    expect(await stockOf(t.db.db, productId)).toBe(stock! + 2);
    const mine = (await client.get('/api/me/orders')).json().items;
    expect(mine[0]).toMatchObject({ id: order.id, status: 'cancelled' });

    const again = await cancel(client, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(CUSTOMER_CANCEL_MESSAGES.alreadyCancelled);
    expect(await stockOf(t.db.db, productId)).toBe(stock! + 2);
    expect((await statusMails(email)).filter((m) => m.subject.includes('cancelled'))).toHaveLength(1);
    // The store hears of it once, so a slip printed this morning is not shipped (audit D-M4).
    const notices = await storeNotices(order.orderNumber);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`Cancelled by the customer: order ${order.orderNumber} (₹800)`);
    expect(notices[0]!.text).toContain('cancelled order');
    expect(notices[0]!.text).toContain('Do not ship it');
    expect(notices[0]!.text).not.toContain('refunded');
  });

  it('refunds a paid online order through the payment gateway in the same step', async () => {
    const { client, order, productId } = await myOrder({ online: true });
    const stock = await stockOf(t.db.db, productId);
    const res = await cancel(client, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refunded).toBe(order.total);
    expect(res.json().message).toMatch(/is cancelled and ₹[\d,]+ is refunded to your payment method\.$/);
    expect(res.json().said).toEqual(
      said('cancelledAndRefunded', { orderNumber: order.orderNumber, amountPaise: order.total }),
    );
    const [refund] = await t.db.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({
      amount: order.total,
      provider: 'sandbox',
      providerRefundId: expect.stringMatching(/^rfnd_sbx_/),
      note: 'Cancelled by the customer',
    });
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.status).toBe('refunded');
    expect(await stockOf(t.db.db, productId)).toBe(stock! + 2);
    const notices = await storeNotices(order.orderNumber);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("was refunded to the customer's payment method");
  });

  it('when the gateway refuses the refund: 502 and the order stands', async () => {
    const { client, order, productId } = await myOrder({ online: true });
    const stock = await stockOf(t.db.db, productId);
    await t.db.db
      .update(payments)
      .set({ providerPaymentId: 'pay_sbx_unknown' })
      .where(eq(payments.orderId, order.id));
    const res = await cancel(client, order.id);
    expect(res.statusCode).toBe(502);
    expect((await client.get('/api/me/orders')).json().items[0].status).toBe('confirmed');
    expect(await stockOf(t.db.db, productId)).toBe(stock);
    expect(await storeNotices(order.orderNumber)).toEqual([]);
  });

  it("tells the store only of the customer's own cancel, not of the admin's", async () => {
    const { order } = await myOrder();
    const res = await admin.request('PATCH', `/api/admin/orders/${order.id}`, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storeNotices(order.orderNumber)).toEqual([]);
  });

  it('is refused once the order is packed, and for an order that is not mine', async () => {
    const { client, order, productId } = await myOrder();
    const stranger = await createCustomer(t);
    const notMine = await cancel(stranger, order.id);
    expect(notMine.statusCode).toBe(404);
    expect((await cancel(new TestClient(t), order.id)).statusCode).toBe(401);

    expect(
      (await admin.request('PATCH', `/api/admin/orders/${order.id}`, { status: 'packed' })).statusCode,
    ).toBe(200);
    const stock = await stockOf(t.db.db, productId);
    const late = await cancel(client, order.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(CUSTOMER_CANCEL_MESSAGES.tooLate);
    expect(await stockOf(t.db.db, productId)).toBe(stock);
    expect((await client.get('/api/me/orders')).json().items[0].status).toBe('packed');
  });
});
