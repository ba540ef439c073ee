import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_RULES } from '#shared/delivery/delivery.ts';
import { COD_CONFIRMATION_MESSAGES as M } from '#shared/orders/cod-confirmation.ts';
import { customerProfiles, emailOutbox, invoices, orders } from '../../../db/schema/index.ts';
import { createAdmin, TestClient } from '../../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder, stockOf } from '../../../testing/factories.ts';

/** Issue 43 point 4, decision 087: a COD order waits for its buyer's confirmation when the owner asks for one. */

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await buildTestApp({ commerce: { expiryIntervalMs: 0 } });
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const setConfirmation = (on: boolean, hours = 24) =>
  admin.request('PUT', '/api/admin/delivery/settings', {
    ...DEFAULT_DELIVERY_RULES,
    codConfirmation: on,
    codConfirmHours: hours,
  });

beforeEach(async () => {
  expect((await setConfirmation(false)).statusCode).toBe(200);
});

const mailsOf = (email: string, kinds: string[]) =>
  t.db.db
    .select({ kind: emailOutbox.kind, subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), inArray(emailOutbox.kind, kinds)))
    // Oldest first: PostgreSQL returns rows in no set order.
    .orderBy(emailOutbox.createdAt);
const invoicesOf = (orderId: string) => t.db.db.select().from(invoices).where(eq(invoices.orderId, orderId));
const profileOf = async (email: string) =>
  (await t.db.db.select().from(customerProfiles).where(eq(customerProfiles.email, email)))[0];
const rowOf = async (id: string) => (await t.db.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** A guest's COD order of 2 units of a fresh product (10 in stock). */
async function codOrder(paymentMethod: 'cod' | 'online' = 'cod') {
  const productId = await makeProduct(t.db.db, { price: 40_000, stock: 10 });
  const buyer = customer();
  const placed = await placeOrder(
    t,
    orderBody([{ productId, quantity: 2 }], { customer: buyer, paymentMethod }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return { order: placed.json().order, productId, email: buyer.email };
}

const setStatus = (id: string, status: string) =>
  admin.request('PATCH', `/api/admin/orders/${id}`, { status });

describe('COD confirmation: the setting and the owner', () => {
  it('off (the default): a COD order is confirmed at once, mailed, invoiced and counted, as before', async () => {
    const { order, email } = await codOrder();
    expect(order.status).toBe('confirmed');
    expect((await rowOf(order.id)).codConfirmBy).toBeNull();
    expect(await mailsOf(email, ['order-confirmation'])).toHaveLength(1);
    expect(await invoicesOf(order.id)).toHaveLength(1);
    expect(await profileOf(email)).toMatchObject({ totalOrders: 1 });
  });

  it('on: a COD order waits, its stock held, not invoiced, mailed or counted; an online order is unchanged', async () => {
    expect((await setConfirmation(true, 10)).statusCode).toBe(200);
    const before = Date.now();
    const { order, productId, email } = await codOrder();
    expect(order.status).toBe('awaiting_confirmation');
    expect(await stockOf(t.db.db, productId)).toBe(8);
    expect(await invoicesOf(order.id)).toHaveLength(0);
    expect(await mailsOf(email, ['order-confirmation', 'store-new-order'])).toHaveLength(0);
    expect(await profileOf(email)).toBeUndefined();
    const row = await rowOf(order.id);
    // The deadline N hours on, the one reminder halfway.
    expect(row.codConfirmBy!.getTime() - before).toBeGreaterThanOrEqual(10 * 3600_000);
    expect(row.codConfirmBy!.getTime() - row.codRemindAt!.getTime()).toBe(5 * 3600_000);

    const online = await codOrder('online');
    expect(online.order.status).toBe('pending_payment');
  });

  it('the owner confirms by hand: confirmed, mailed and invoiced once; a second confirm changes nothing', async () => {
    expect((await setConfirmation(true)).statusCode).toBe(200);
    const { order, email } = await codOrder();
    const confirmed = await setStatus(order.id, 'confirmed');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order.status).toBe('confirmed');
    const again = await setStatus(order.id, 'confirmed');
    expect(again.statusCode).toBe(200);
    expect(await mailsOf(email, ['order-confirmation'])).toHaveLength(1);
    expect(await invoicesOf(order.id)).toHaveLength(1);
    expect(await profileOf(email)).toMatchObject({ totalOrders: 1, totalSpent: 80_000 });
  });

  it('the owner cancels: the stock comes back; an awaiting order offers only confirmed and cancelled', async () => {
    expect((await setConfirmation(true)).statusCode).toBe(200);
    const { order, productId, email } = await codOrder();
    const detail = await admin.get(`/api/admin/orders/${order.id}`);
    expect(detail.json().order.nextStatuses).toEqual(['confirmed', 'cancelled']);
    const shipped = await setStatus(order.id, 'shipped');
    expect(shipped.statusCode).toBe(409);
    const cancelled = await setStatus(order.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(t.db.db, productId)).toBe(10);
    expect(await invoicesOf(order.id)).toHaveLength(0);
    expect(await mailsOf(email, ['order-status'])).toHaveLength(1);
  });

  it('the hours are 2 to 72 (400 naming the field, nothing saved)', async () => {
    for (const hours of [1, 73]) {
      const res = await setConfirmation(true, hours);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('codConfirmHours');
    }
    const saved = await admin.get('/api/admin/delivery/settings');
    expect(saved.json()).toMatchObject({ codConfirmation: false, codConfirmHours: 24 });
  });
});

/** The confirmation key of the mailed link (the last one mailed for that order), as the buyer's page gets it. */
async function keyOf(email: string) {
  const mails = await t.db.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'cod-confirmation')));
  const url = mails.at(-1)?.text?.match(/https?:\/\/\S+confirm=\S+/)?.[0];
  expect(url, 'the mailed link').toBeDefined();
  return new URL(url!).searchParams.get('confirm')!;
}

const answer = (id: string, key: string, choice: 'confirm' | 'cancel') =>
  new TestClient(t).post(`/api/orders/${id}/cod-confirmation`, { key, answer: choice });
const newAddress = (id: string, key: string, address: object) =>
  new TestClient(t).post(`/api/orders/${id}/cod-confirmation/address`, { key, address });
/** The deadline (and reminder) moved into the past, as hours passing would. */
const timePasses = (id: string, deadline: boolean) =>
  t.db.db
    .update(orders)
    .set({
      codRemindAt: new Date(Date.now() - 60_000),
      ...(deadline ? { codConfirmBy: new Date(Date.now() - 1_000) } : {}),
    })
    .where(eq(orders.id, id));

describe('COD confirmation: the buyer answers by the mailed link', () => {
  beforeEach(async () => {
    expect((await setConfirmation(true)).statusCode).toBe(200);
  });

  it('mails the link at placement; confirm twice: confirmed once, the confirmation mailed once', async () => {
    const { order, email } = await codOrder();
    const mail = (await mailsOf(email, ['cod-confirmation']))[0];
    expect(mail?.subject).toContain(`please confirm your order ${order.orderNumber}`);
    const key = await keyOf(email);
    const first = await answer(order.id, key, 'confirm');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      order: { status: 'confirmed' },
      message: M.confirmed(order.orderNumber),
    });
    const again = await answer(order.id, key, 'confirm');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(M.confirmed(order.orderNumber));
    expect(await mailsOf(email, ['order-confirmation'])).toHaveLength(1);
    expect(await invoicesOf(order.id)).toHaveLength(1);
    // Once confirmed, the link cancels nothing.
    const cancel = await answer(order.id, key, 'cancel');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe(M.alreadyConfirmed);
  });

  it("refuses a wrong key, another order's key and the order page's token (403), changing nothing", async () => {
    const { order, email } = await codOrder();
    const other = await codOrder();
    const otherKey = await keyOf(other.email);
    for (const key of ['x', otherKey, order.accessToken, `${await keyOf(email)}A`]) {
      const res = await answer(order.id, key, 'confirm');
      expect(res.statusCode, key).toBe(403);
      expect(res.json().error.message).toBe(M.badLink);
    }
    expect((await answer('not-an-order', otherKey, 'confirm')).statusCode).toBe(403);
    expect((await rowOf(order.id)).status).toBe('awaiting_confirmation');
  });

  it('cancel: cancelled, stock back, the cancelled mail; a confirm after it is refused', async () => {
    const { order, email, productId } = await codOrder();
    const key = await keyOf(email);
    const res = await answer(order.id, key, 'cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      order: { status: 'cancelled' },
      message: M.cancelledNow(order.orderNumber),
    });
    expect(await stockOf(t.db.db, productId)).toBe(10);
    expect(await mailsOf(email, ['order-status'])).toHaveLength(1);
    const late = await answer(order.id, key, 'confirm');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(M.cancelled);
    expect(await stockOf(t.db.db, productId)).toBe(10);
  });

  it('change address: the pincode checked as at checkout, another zone refused, then confirmed at the new address', async () => {
    const { order, email } = await codOrder();
    const key = await keyOf(email);
    const zone = await admin.post('/api/admin/delivery/zones', {
      name: 'Islands',
      pincodeRules: ['744'],
      states: [],
      minDays: 6,
      maxDays: 9,
      fee: 9_900,
    });
    expect(zone.statusCode, zone.body).toBe(201);
    const there = { address: '4 Aberdeen Bazaar', city: 'Port Blair', state: 'Andaman and Nicobar Islands' };
    const otherZone = await newAddress(order.id, key, { ...there, pincode: '744101' });
    expect(otherZone.statusCode).toBe(400);
    expect(otherZone.json().error.fields).toEqual({ 'address.pincode': M.otherZone });
    const unknown = await newAddress(order.id, key, { ...there, pincode: '999999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty(['address.pincode']);
    const blank = await newAddress(order.id, key, { ...there, address: '', pincode: '560001' });
    expect(blank.statusCode).toBe(400);
    expect((await rowOf(order.id)).status).toBe('awaiting_confirmation');

    const moved = await newAddress(order.id, key, {
      address: '7 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().order).toMatchObject({ status: 'confirmed' });
    expect(await rowOf(order.id)).toMatchObject({ deliveryAddress: '7 Residency Road', pincode: '560025' });
    expect(await mailsOf(email, ['order-confirmation'])).toHaveLength(1);
  });
});

describe('COD confirmation: the reminder and the cancel of unanswered orders', () => {
  beforeEach(async () => {
    expect((await setConfirmation(true)).statusCode).toBe(200);
  });

  it('one reminder under two concurrent runs, none before its time; the deadline cancels once, stock back once', async () => {
    const { order, email, productId } = await codOrder();
    const { codConfirmations: service } = t.app;
    expect(await service.remindDue({ limit: 50 })).toBe(0);

    await timePasses(order.id, false);
    await Promise.all([service.remindDue({ limit: 50 }), service.remindDue({ limit: 50 })]);
    await service.remindDue({ limit: 50 });
    const asked = await mailsOf(email, ['cod-confirmation']);
    expect(asked.map((m) => m.subject.startsWith('Reminder'))).toEqual([false, true]);
    // The reminder's link still answers before the deadline.
    expect(await keyOf(email)).toBe(await keyOf(email));

    await timePasses(order.id, true);
    const expired = await answer(order.id, await keyOf(email), 'confirm');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(M.expired);
    await Promise.all([service.cancelUnanswered({ limit: 50 }), service.cancelUnanswered({ limit: 50 })]);
    expect((await rowOf(order.id)).status).toBe('cancelled');
    expect(await stockOf(t.db.db, productId)).toBe(10);
    expect(await mailsOf(email, ['order-status'])).toHaveLength(1);

    const tooLate = await answer(order.id, await keyOf(email), 'confirm');
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.message).toBe(M.cancelledUnanswered);
  });

  it('leaves answered orders alone: a confirmed order is neither reminded nor cancelled', async () => {
    const { order, email } = await codOrder();
    expect((await answer(order.id, await keyOf(email), 'confirm')).statusCode).toBe(200);
    await timePasses(order.id, true);
    await t.app.codConfirmationJob.runOnce();
    expect((await rowOf(order.id)).status).toBe('confirmed');
    expect(await mailsOf(email, ['cod-confirmation'])).toHaveLength(1);
  });
});
