import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from '#shared/i18n/said.ts';
import type { AdminOrderDetail } from '#shared/orders/order-ops.ts';
import { customerProfiles, emailOutbox, orders, payments, refunds } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, TestClient } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeProduct, orderBody, placeOrder, stockOf } from '../../testing/factories.ts';

/** Issue 19 items 2-4 and 6 (spec audit 4.1): the order's page, notes, shipping, returns, refunds, bulk. */

let t: TestApp;
let admin: TestClient;
let adminName: string;

beforeAll(async () => {
  t = await buildTestApp({ commerce: { expiryIntervalMs: 0 } });
  admin = await createAdmin(t);
  adminName = (await admin.get('/api/me')).json().user.name;
});
afterAll(() => t.close());

const detail = async (id: string): Promise<AdminOrderDetail> => {
  const res = await admin.get(`/api/admin/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
};
const setStatus = (id: string, body: object) => admin.request('PATCH', `/api/admin/orders/${id}`, body);
const profileOf = async (email: string) =>
  (await t.db.db.select().from(customerProfiles).where(eq(customerProfiles.email, email)))[0];
const mailsTo = (email: string) =>
  t.db.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'order-status')))
    .orderBy(emailOutbox.id);

/** A COD order of two lines (2 × ₹400 and 1 × ₹250; ₹1,050, so free shipping), delivered. */
async function deliveredOrder() {
  const candle = await makeProduct(t.db.db, { price: 40_000, stock: 10, name: 'Beeswax candle' });
  const bowl = await makeProduct(t.db.db, { price: 25_000, stock: 5, name: 'Clay bowl' });
  const body = orderBody([
    { productId: candle, quantity: 2 },
    { productId: bowl, quantity: 1 },
  ]);
  const { order } = (await placeOrder(t, body)).json();
  expect((await setStatus(order.id, { status: 'delivered' })).statusCode).toBe(200);
  return { order, email: body.customer.email, candle, bowl };
}

describe('the order page', () => {
  it('answers 401 to a guest, 403 to a customer, 404 for an unknown order', async () => {
    const id = randomUUID();
    const shopper = await createCustomer(t);
    for (const [client, code] of [
      [new TestClient(t), 401],
      [shopper, 403],
    ] as const) {
      expect((await client.get(`/api/admin/orders/${id}`)).statusCode).toBe(code);
      expect((await client.post(`/api/admin/orders/${id}/notes`, { body: 'x' })).statusCode).toBe(code);
      expect(
        (await client.post(`/api/admin/orders/${id}/returns`, { lines: [], reason: 'x', resaleable: true }))
          .statusCode,
      ).toBe(code);
      expect(
        (await client.post(`/api/admin/orders/${id}/refunds`, { amount: 1, note: 'x' })).statusCode,
      ).toBe(code);
      expect(
        (await client.post('/api/admin/orders/bulk-status', { ids: [id], status: 'packed' })).statusCode,
      ).toBe(code);
    }
    expect((await admin.get(`/api/admin/orders/${id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/admin/orders/not-an-id')).statusCode).toBe(404);
  });

  it('shows lines, address, payment, the history with who and when, and notes the admin adds', async () => {
    const productId = await makeProduct(t.db.db, { price: 45_000, stock: 5, name: 'Brass diya' });
    const body = orderBody([{ productId, quantity: 1 }]);
    const { order } = (await placeOrder(t, body)).json();
    await setStatus(order.id, { status: 'packed' });

    const added = await admin.post(`/api/admin/orders/${order.id}/notes`, {
      body: '  Gift wrap, no invoice inside  ',
    });
    expect(added.statusCode, added.body).toBe(201);
    const page: AdminOrderDetail = added.json().order;
    expect(page).toMatchObject({
      orderNumber: order.orderNumber,
      customer: body.customer,
      paymentMethod: 'cod',
      items: [expect.objectContaining({ name: 'Brass diya', quantity: 1, unitPrice: 45_000 })],
      total: 50_000,
      codToCollect: 50_000,
      paid: 0,
      refundable: 0,
      refundState: 'none',
      shipment: null,
      payments: [],
    });
    expect(page.history.map((h) => [h.from, h.to, h.by])).toEqual([
      [null, 'confirmed', null],
      ['confirmed', 'packed', adminName],
    ]);
    expect(page.notes).toEqual([
      { id: expect.any(Number), body: 'Gift wrap, no invoice inside', at: expect.any(String), by: adminName },
    ]);

    const empty = await admin.post(`/api/admin/orders/${order.id}/notes`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ body: 'Write the note' });
  });

  it('a COD order has nothing left to collect once delivered, or once cancelled (audit D-m6)', async () => {
    const productId = await makeProduct(t.db.db, { price: 45_000, stock: 5 });
    const delivered = (await placeOrder(t, orderBody([{ productId, quantity: 1 }]))).json().order;
    expect(await detail(delivered.id)).toMatchObject({ codToCollect: 50_000, paid: 0 });
    expect((await setStatus(delivered.id, { status: 'delivered' })).statusCode).toBe(200);
    expect(await detail(delivered.id)).toMatchObject({ codToCollect: 0, paid: 50_000 });

    const cancelled = (await placeOrder(t, orderBody([{ productId, quantity: 1 }]))).json().order;
    expect((await setStatus(cancelled.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await detail(cancelled.id)).toMatchObject({ codToCollect: 0, paid: 0 });
  });

  it("shows an online payment's state and the gateway's ids", async () => {
    const productId = await makeProduct(t.db.db, { price: 30_000, stock: 5 });
    const placed = (
      await placeOrder(t, orderBody([{ productId, quantity: 1 }], { paymentMethod: 'online' }))
    ).json();
    await new TestClient(t).post(`/api/payments/sandbox/${placed.order.payment.paymentId}/complete`, {
      outcome: 'success',
    });
    const page = await detail(placed.order.id);
    expect(page.payments).toEqual([
      expect.objectContaining({
        provider: 'sandbox',
        providerOrderId: expect.stringMatching(/^order_sbx_/),
        providerPaymentId: expect.stringMatching(/^pay_sbx_/),
        amount: 35_000,
        status: 'paid',
      }),
    ]);
    expect(page).toMatchObject({ paid: 35_000, refundable: 35_000, codToCollect: 0 });
  });
});

describe('shipping', () => {
  it('keeps the courier and tracking number, shows them on public tracking and in the shipped mail', async () => {
    const productId = await makeProduct(t.db.db, { price: 20_000, stock: 5 });
    const body = orderBody([{ productId, quantity: 1 }]);
    const { order } = (await placeOrder(t, body)).json();
    const shipment = {
      courier: 'Delhivery',
      trackingNumber: 'DLV123456789',
      trackingUrl: 'https://track.example/DLV123456789',
    };
    const res = await setStatus(order.id, { status: 'shipped', shipment });
    expect(res.statusCode, res.body).toBe(200);

    expect((await detail(order.id)).shipment).toEqual(shipment);
    const tracked = await new TestClient(t).get(`/api/track/${order.orderNumber}`);
    expect(tracked.json().shipment).toEqual(shipment);
    const [mail] = await mailsTo(body.customer.email);
    expect(mail!.subject).toContain('is on its way');
    expect(mail!.text).toContain('Courier: Delhivery, tracking number DLV123456789.');
    expect(mail!.html).toContain('https://track.example/DLV123456789');
  });

  it('answers 400 naming the field for a shipment without a tracking number, or with another status', async () => {
    const productId = await makeProduct(t.db.db, { price: 20_000, stock: 5 });
    const { order } = (await placeOrder(t, orderBody([{ productId, quantity: 1 }]))).json();
    const missing = await setStatus(order.id, {
      status: 'shipped',
      shipment: { courier: 'DTDC', trackingNumber: ' ' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ 'shipment.trackingNumber': 'Enter the tracking number' });
    const badUrl = await setStatus(order.id, {
      status: 'shipped',
      shipment: { courier: 'DTDC', trackingNumber: 'D1', trackingUrl: 'javascript:alert(1)' },
    });
    expect(Object.keys(badUrl.json().error.fields)).toEqual(['shipment.trackingUrl']);
    const wrong = await setStatus(order.id, {
      status: 'packed',
      shipment: { courier: 'DTDC', trackingNumber: 'D1' },
    });
    expect(Object.keys(wrong.json().error.fields)).toEqual(['shipment']);
    expect((await detail(order.id)).status).toBe('confirmed');
  });
});

describe('returns after delivery (spec audit 4.1)', () => {
  it('1 of 2 lines back: restocks those units, lowers the total spent by that line, mails once; the rest makes it Returned', async () => {
    const { order, email, candle, bowl } = await deliveredOrder();
    expect(await profileOf(email)).toMatchObject({ totalOrders: 1, totalSpent: 105_000 });
    const page = await detail(order.id);
    const candleLine = page.lines.find((l) => l.name === 'Beeswax candle')!;
    const bowlLine = page.lines.find((l) => l.name === 'Clay bowl')!;
    const mailsBefore = (await mailsTo(email)).length;

    const res = await admin.post(`/api/admin/orders/${order.id}/returns`, {
      lines: [{ itemId: candleLine.itemId, quantity: 2 }],
      reason: 'Arrived cracked',
      resaleable: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const after: AdminOrderDetail = res.json().order;
    expect(after.status).toBe('delivered');
    expect(after.returns).toEqual([
      expect.objectContaining({
        itemId: candleLine.itemId,
        quantity: 2,
        amount: 80_000,
        reason: 'Arrived cracked',
        restocked: true,
        by: adminName,
      }),
    ]);
    expect(await stockOf(t.db.db, candle)).toBe(10);
    expect(await stockOf(t.db.db, bowl)).toBe(4);
    expect(await profileOf(email)).toMatchObject({ totalOrders: 1, totalSpent: 25_000 });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.filter((m) => m.text?.includes('2 × Beeswax candle'))).toHaveLength(1);

    // Too many units: 400 naming the line; nothing changes.
    const tooMany = await admin.post(`/api/admin/orders/${order.id}/returns`, {
      lines: [{ itemId: candleLine.itemId, quantity: 1 }],
      reason: 'again',
      resaleable: true,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ 'lines.0.quantity': 'At most 0 can come back' });

    // The last line, not resaleable: no stock back; the order is Returned and no longer counts.
    const rest = await admin.post(`/api/admin/orders/${order.id}/returns`, {
      lines: [{ itemId: bowlLine.itemId, quantity: 1 }],
      reason: 'Changed mind',
      resaleable: false,
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().order).toMatchObject({ status: 'returned', group: 'cancelled' });
    expect(rest.json().order.history.at(-1)).toMatchObject({
      from: 'delivered',
      to: 'returned',
      by: adminName,
    });
    expect(await stockOf(t.db.db, bowl)).toBe(4);
    expect(await profileOf(email)).toMatchObject({ totalOrders: 0, totalSpent: 0 });
    expect(await mailsTo(email)).toHaveLength(mailsBefore + 2);
  });

  it('only a delivered order: 409 before delivery; the dropdown still cannot return a delivered order', async () => {
    const productId = await makeProduct(t.db.db, { price: 20_000, stock: 5 });
    const { order } = (await placeOrder(t, orderBody([{ productId, quantity: 1 }]))).json();
    const { lines } = await detail(order.id);
    const early = await admin.post(`/api/admin/orders/${order.id}/returns`, {
      lines: [{ itemId: lines[0]!.itemId, quantity: 1 }],
      reason: 'x',
      resaleable: true,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Only a delivered order can be returned.');
    await setStatus(order.id, { status: 'delivered' });
    expect((await setStatus(order.id, { status: 'returned' })).statusCode).toBe(409);
  });
});

/** An online order paid through the sandbox gateway (one unit at `price` paise). */
async function paidOnline(price: number) {
  const productId = await makeProduct(t.db.db, { price, stock: 5 });
  const body = orderBody([{ productId, quantity: 1 }], { paymentMethod: 'online' });
  const placed = (await placeOrder(t, body)).json();
  const paid = await new TestClient(t).post(
    `/api/payments/sandbox/${placed.order.payment.paymentId}/complete`,
    {
      outcome: 'success',
    },
  );
  expect(paid.statusCode, paid.body).toBe(200);
  return { order: placed.order, email: body.customer.email, productId };
}

/** A payment the gateway does not know (as after a sandbox restart): it refuses a refund. */
const unknownToTheGateway = (orderId: string) =>
  t.db.db.update(payments).set({ providerPaymentId: 'pay_sbx_unknown' }).where(eq(payments.orderId, orderId));

describe('refunds', () => {
  const refund = (id: string, amount: number, note = 'Damaged in transit') =>
    admin.post(`/api/admin/orders/${id}/refunds`, { amount, note });

  it('through the sandbox gateway: part, then the rest; partly refunded, then refunded; mailed each time', async () => {
    const { order, email } = await paidOnline(60_000); // ₹600, free shipping
    const part = await refund(order.id, 20_000);
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().order).toMatchObject({ refundState: 'partly_refunded', refundable: 40_000 });
    expect(part.json().order.refunds).toEqual([
      expect.objectContaining({
        amount: 20_000,
        note: 'Damaged in transit',
        provider: 'sandbox',
        providerRefundId: expect.stringMatching(/^rfnd_sbx_/),
        by: adminName,
      }),
    ]);
    const over = await refund(order.id, 40_001);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({ amount: 'At most ₹400 can be refunded' });

    const rest = await refund(order.id, 40_000);
    expect(rest.json().order).toMatchObject({ refundState: 'refunded', refundable: 0 });
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.status).toBe('refunded');
    expect((await refund(order.id, 1)).statusCode).toBe(409);
    const refundMails = (await mailsTo(email)).filter((m) => m.subject.includes('refund'));
    expect(refundMails).toHaveLength(2);
  });

  it('when the gateway refuses, nothing is recorded as refunded (502)', async () => {
    const { order, email } = await paidOnline(30_000);
    await unknownToTheGateway(order.id);
    const res = await refund(order.id, 10_000);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(
      'The payment gateway did not make the refund. Nothing was recorded; try again.',
    );
    expect(await t.db.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    expect(await detail(order.id)).toMatchObject({ refundState: 'none', refundable: 35_000 });
    expect((await mailsTo(email)).filter((m) => m.subject.includes('refund'))).toEqual([]);
  });

  it('a COD order: nothing to refund before delivery; after it, recorded by hand', async () => {
    const productId = await makeProduct(t.db.db, { price: 20_000, stock: 5 });
    const { order } = (await placeOrder(t, orderBody([{ productId, quantity: 1 }]))).json();
    expect((await refund(order.id, 1_000)).statusCode).toBe(409);
    await setStatus(order.id, { status: 'delivered' });
    const res = await refund(order.id, 25_000, 'Paid back by UPI');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({ refundState: 'refunded', paid: 25_000 });
    expect(res.json().order.refunds[0]).toMatchObject({ provider: null, providerRefundId: null });
  });
});

describe('cancelling a paid online order (issue 19 item 4: the refund is offered)', () => {
  it('cancelled with refund: true: cancelled, everything paid refunded through the gateway, both mailed once', async () => {
    const { order, email, productId } = await paidOnline(45_000);
    const stock = await stockOf(t.db.db, productId);
    const res = await setStatus(order.id, { status: 'cancelled', refund: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.status).toBe('cancelled');
    const after = await detail(order.id);
    expect(after).toMatchObject({ status: 'cancelled', refundState: 'refunded', refundable: 0 });
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: after.paid,
        note: 'Order cancelled',
        provider: 'sandbox',
        providerRefundId: expect.stringMatching(/^rfnd_sbx_/),
        by: adminName,
      }),
    ]);
    expect(await stockOf(t.db.db, productId)).toBe(stock! + 1);
    const subjects = (await mailsTo(email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('has been cancelled'))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes('refund'))).toHaveLength(1);
  });

  it('when the gateway refuses: 502 and nothing changes (not cancelled, nothing refunded, no mail)', async () => {
    const { order, email, productId } = await paidOnline(30_000);
    const stock = await stockOf(t.db.db, productId);
    await unknownToTheGateway(order.id);
    const res = await setStatus(order.id, { status: 'cancelled', refund: true });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(
      'The payment gateway did not make the refund. Nothing was recorded; try again.',
    );
    expect(await detail(order.id)).toMatchObject({ status: 'confirmed', refundState: 'none', refunds: [] });
    expect(await stockOf(t.db.db, productId)).toBe(stock);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('cancelled alone leaves the payment refundable; refund: true goes only with Cancelled (400) and needs money paid (409)', async () => {
    const { order } = await paidOnline(30_000);
    const wrong = await setStatus(order.id, { status: 'packed', refund: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      refund: 'A refund with the status change goes with Cancelled',
    });
    expect((await setStatus(order.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await detail(order.id)).toMatchObject({
      status: 'cancelled',
      refundState: 'none',
      refundable: 35_000,
    });

    const productId = await makeProduct(t.db.db, { price: 20_000, stock: 5 });
    const cod = (await placeOrder(t, orderBody([{ productId, quantity: 1 }]))).json().order;
    const unpaid = await setStatus(cod.id, { status: 'cancelled', refund: true });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.message).toBe('Nothing on this order is left to refund.');
    expect((await detail(cod.id)).status).toBe('confirmed');
  });

  it('a bulk Cancelled refuses a paid online order (its page offers the refund) and cancels the others', async () => {
    const { order: paid } = await paidOnline(30_000);
    const productId = await makeProduct(t.db.db, { price: 20_000, stock: 5 });
    const cod = (await placeOrder(t, orderBody([{ productId, quantity: 1 }]))).json().order;
    const res = await admin.post('/api/admin/orders/bulk-status', {
      ids: [paid.id, cod.id],
      status: 'cancelled',
    });
    expect(res.json()).toEqual({
      changed: [{ id: cod.id, orderNumber: cod.orderNumber }],
      refused: [
        {
          id: paid.id,
          orderNumber: paid.orderNumber,
          message: 'Paid online: cancel it on its page, which offers the refund.',
          said: said('cancelPaidOnItsPage'),
        },
      ],
    });
    expect((await detail(paid.id)).status).toBe('confirmed');
  });
});

describe('bulk Shipped without tracking numbers (issue 19 item 6)', () => {
  it('ships each order with no tracking; its page adds courier and number later, seen on public tracking, no second mail', async () => {
    const productId = await makeProduct(t.db.db, { price: 10_000, stock: 10 });
    const placed = [];
    for (let i = 0; i < 2; i++) {
      const body = orderBody([{ productId, quantity: 1 }]);
      placed.push({ order: (await placeOrder(t, body)).json().order, email: body.customer.email });
    }
    const ids = placed.map((p) => p.order.id);
    const res = await admin.post('/api/admin/orders/bulk-status', { ids, status: 'shipped' });
    expect(res.json().changed).toHaveLength(2);
    for (const { order, email } of placed) {
      expect(await detail(order.id)).toMatchObject({ status: 'shipped', shipment: null });
      const [mail, ...more] = await mailsTo(email);
      expect(more).toEqual([]);
      expect(mail!.subject).toContain('is on its way');
      expect(mail!.text).not.toContain('Courier:');
    }

    const [first] = placed;
    const shipment = { courier: 'India Post', trackingNumber: 'EE123456789IN', trackingUrl: '' };
    const added = await admin.request('PUT', `/api/admin/orders/${first!.order.id}/shipment`, shipment);
    expect(added.statusCode, added.body).toBe(200);
    // Without a link of its own, the buyer gets India Post's tracking page (decision 065).
    const expected = {
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
      trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
    };
    expect(added.json().order.shipment).toEqual(expected);
    const tracked = await new TestClient(t).get(`/api/track/${first!.order.orderNumber}`);
    expect(tracked.json().shipment).toEqual(expected);
    expect(await mailsTo(first!.email)).toHaveLength(1);
  });

  it('tracking is for an order on its way: 409 before Shipped; 400 naming the field', async () => {
    const productId = await makeProduct(t.db.db, { price: 10_000, stock: 10 });
    const { order } = (await placeOrder(t, orderBody([{ productId, quantity: 1 }]))).json();
    const path = `/api/admin/orders/${order.id}/shipment`;
    const early = await admin.request('PUT', path, { courier: 'DTDC', trackingNumber: 'D1' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Only a shipped order takes a tracking number.');
    await setStatus(order.id, { status: 'shipped' });
    const blank = await admin.request('PUT', path, { courier: 'DTDC', trackingNumber: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ trackingNumber: 'Enter the tracking number' });
    expect(
      (await new TestClient(t).request('PUT', path, { courier: 'DTDC', trackingNumber: 'D1' })).statusCode,
    ).toBe(401);
  });
});

describe('bulk status change', () => {
  it('3 orders, one of them delivered: 2 change, 1 is reported with why', async () => {
    const productId = await makeProduct(t.db.db, { price: 10_000, stock: 10 });
    const ids: string[] = [];
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { order } = (await placeOrder(t, orderBody([{ productId, quantity: 1 }]))).json();
      ids.push(order.id);
      numbers.push(order.orderNumber);
    }
    await setStatus(ids[1]!, { status: 'delivered' });
    const res = await admin.post('/api/admin/orders/bulk-status', { ids, status: 'packed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      changed: [
        { id: ids[0], orderNumber: numbers[0] },
        { id: ids[2], orderNumber: numbers[2] },
      ],
      refused: [
        { id: ids[1], orderNumber: numbers[1], message: 'A delivered order can no longer change status.' },
      ],
    });
    const rows = await t.db.db.select({ id: orders.id, status: orders.status }).from(orders);
    const statusOf = (id: string) => rows.find((r) => r.id === id)!.status;
    expect(ids.map(statusOf)).toEqual(['packed', 'delivered', 'packed']);
  });

  it('a cancelled order whose stock has gone is refused with the figure, and its code for Hindi pages (decision 042)', async () => {
    const productId = await makeProduct(t.db.db, { price: 10_000, stock: 1 });
    const first = (await placeOrder(t, orderBody([{ productId, quantity: 1 }]))).json().order;
    await setStatus(first.id, { status: 'cancelled' });
    expect((await placeOrder(t, orderBody([{ productId, quantity: 1 }]))).statusCode).toBe(201);
    const res = await admin.post('/api/admin/orders/bulk-status', { ids: [first.id], status: 'packed' });
    expect(res.json()).toEqual({
      changed: [],
      refused: [
        {
          id: first.id,
          orderNumber: first.orderNumber,
          message: 'Only 0 items available.',
          said: said('insufficientStock', { available: 0 }),
        },
      ],
    });
  });

  it('answers 400 for no orders or an unknown status', async () => {
    expect(
      (await admin.post('/api/admin/orders/bulk-status', { ids: [], status: 'packed' })).json().error.fields,
    ).toHaveProperty('ids');
    expect(
      (await admin.post('/api/admin/orders/bulk-status', { ids: [randomUUID()], status: 'lost' })).json()
        .error.fields,
    ).toHaveProperty('status');
  });
});

describe('paperwork', () => {
  it('prints packing slips for a selection: address, phone, items and the COD amount to collect (A4 or 4×6)', async () => {
    const productId = await makeProduct(t.db.db, { price: 30_000, stock: 10, name: 'Block-print cushion' });
    const cod = orderBody([{ productId, quantity: 1 }]);
    cod.customer.fullName = 'Anu <b>Raj</b>';
    const first = (await placeOrder(t, cod)).json().order;
    const second = (await placeOrder(t, orderBody([{ productId, quantity: 2 }]))).json().order;
    const res = await admin.get(`/api/admin/orders/slips?ids=${first.id},${second.id}&size=4x6`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('size: 4in 6in');
    expect(res.body).toContain(`Order ${first.orderNumber}`);
    expect(res.body).toContain(`Order ${second.orderNumber}`);
    expect(res.body).toContain('Anu &lt;b&gt;Raj&lt;/b&gt;');
    expect(res.body).toContain(cod.customer.address);
    expect(res.body).toContain(`Phone: ${cod.customer.phone}`);
    expect(res.body).toContain('Block-print cushion');
    expect(res.body).toContain('Cash on Delivery: collect <strong>₹350</strong>');
    expect(res.body).toContain('Cash on Delivery: collect <strong>₹600</strong>');
    expect(res.body).not.toContain('CANCELLED');
    expect((await admin.get(`/api/admin/orders/slips?ids=${first.id}`)).body).toContain('size: A4');
    // A cancelled order's slip says so across it (audit D-M4), and collects nothing.
    expect(
      (await admin.request('PATCH', `/api/admin/orders/${second.id}`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const voided = (await admin.get(`/api/admin/orders/slips?ids=${first.id},${second.id}`)).body;
    expect(voided.match(/CANCELLED: do not ship/g)).toHaveLength(1);
    expect(voided).toContain('Cancelled: collect nothing, ship nothing');
    expect(voided).toContain('Cash on Delivery: collect <strong>₹350</strong>');
    expect((await admin.get(`/api/admin/orders/slips?ids=${randomUUID()}`)).statusCode).toBe(404);
    expect((await admin.get('/api/admin/orders/slips?ids=x')).statusCode).toBe(400);
    expect((await new TestClient(t).get(`/api/admin/orders/slips?ids=${first.id}`)).statusCode).toBe(401);
  });

  it('exports a date range as CSV, one row per line item, with the CSV-injection guard', async () => {
    const candle = await makeProduct(t.db.db, { price: 12_000, stock: 10, name: '=HYPERLINK("x")' });
    const bowl = await makeProduct(t.db.db, { price: 25_000, stock: 10, name: 'Clay bowl, large' });
    const body = orderBody([
      { productId: candle, quantity: 2 },
      { productId: bowl, quantity: 1 },
    ]);
    body.customer.fullName = '+Ravi Kumar';
    const { order } = (await placeOrder(t, body)).json();
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const res = await admin.get(
      `/api/admin/orders/export.csv?from=${today}&to=${today}&q=${order.orderNumber}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="karigar-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order Number,Order Date,Status,Payment Method,Customer Name,Email,Phone,Address,City,State,Pincode,' +
        'Catalog Number,Item,SKU,Options,Category,Quantity,Unit Price,Line Total,Line Discount,Returned Quantity,Order Subtotal,' +
        'Discount,Coupon,Shipping,' +
        'Order Total,Refunded,Courier,Tracking Number',
    );
    expect(lines).toHaveLength(3);
    const rows = lines.slice(1).join('\n');
    expect(rows).toContain(`${order.orderNumber},`);
    expect(rows).toContain(`'+Ravi Kumar`);
    expect(rows).toContain(`"'=HYPERLINK(""x"")"`);
    expect(rows).toContain('"Clay bowl, large"');
    expect(rows).toContain(',2,120.00,240.00,0.00,0,490.00,0.00,,50.00,540.00,0.00,,');

    const byIds = await admin.get(`/api/admin/orders/export.csv?ids=${order.id}`);
    expect(byIds.body.trimEnd().split('\r\n')).toHaveLength(3);
    expect((await admin.get('/api/admin/orders/export.csv?from=2026-02-30x')).statusCode).toBe(400);
    expect((await new TestClient(t).get('/api/admin/orders/export.csv')).statusCode).toBe(401);
  });
});
