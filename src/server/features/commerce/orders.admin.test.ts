import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '#shared/constants/order-status.ts';
import { said } from '#shared/i18n/said.ts';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrder,
  type AdminOrderList,
  adminOrdersSince,
} from '#shared/orders/order-admin.ts';
import { customerProfiles, emailOutbox, orderStatusHistory, orders } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, TestClient } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import {
  deleteAllOrders,
  insertOrders as insertRows,
  makeProduct,
  orderBody,
  placeOrder,
  stockOf,
} from '../../testing/factories.ts';

/** Issue 9 item 3: the admin's Orders tab (docs/product.md §7.4, §4.6). A fake clock drives the window. */

let now = new Date('2026-11-22T06:30:00.000Z');
let t: TestApp;
let admin: TestClient;
let adminId: string;

beforeAll(async () => {
  t = await buildTestApp({ commerce: { expiryIntervalMs: 0, now: () => now } });
  admin = await createAdmin(t);
  adminId = (await admin.get('/api/me')).json().user.id;
});
afterAll(() => t.close());

const insertOrders = (rows: Parameters<typeof insertRows>[1]) => insertRows(t.db.db, rows);

const list = async (query: string): Promise<AdminOrderList> => {
  const res = await admin.get(`/api/admin/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const minutes = (n: number) => n * 60_000;

describe('GET /api/admin/orders', () => {
  beforeEach(async () => {
    await deleteAllOrders(t.db.db);
  });

  it('groups each status (docs/product.md §4.6): new, delivered, cancelled/returned; delivered has no next status', async () => {
    const statuses: OrderStatus[] = [
      'pending_payment',
      'confirmed',
      'processing',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
      'cancelled',
      'returned',
    ];
    await insertOrders(
      statuses.map((status, i) => ({ status, createdAt: new Date(now.getTime() - minutes(i)) })),
    );

    const fresh = await list('group=new');
    expect(fresh.items.map((o) => o.status)).toEqual([
      'pending_payment',
      'confirmed',
      'processing',
      'packed',
      'shipped',
      'out_for_delivery',
    ]);
    expect(fresh.groups).toEqual({ new: 6, delivered: 1, cancelled: 2 });
    expect(fresh.total).toBe(6);
    expect(fresh.items.every((o) => o.group === 'new')).toBe(true);

    const delivered = await list('group=delivered');
    expect(delivered.items.map((o) => o.status)).toEqual(['delivered']);
    expect(delivered.items[0]!.nextStatuses).toEqual([]);
    expect(delivered.total).toBe(1);

    const cancelled = await list('group=cancelled');
    expect(cancelled.items.map((o) => o.status)).toEqual(['cancelled', 'returned']);
    expect(cancelled.items[0]!.group).toBe('cancelled');
    expect(cancelled.items[0]!.nextStatuses).toEqual([
      'confirmed',
      'processing',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
      'returned',
    ]);
    // The default tab is New Orders.
    expect((await list('')).items.map((o) => o.status)).toEqual(fresh.items.map((o) => o.status));
  });

  it('shows only the last 3 months', async () => {
    const since = adminOrdersSince(now);
    expect(since.toISOString()).toBe('2026-08-22T06:30:00.000Z');
    const [inside, , edge] = await insertOrders([
      { status: 'confirmed', createdAt: new Date(since.getTime() + 1000) },
      { status: 'confirmed', createdAt: new Date(since.getTime() - 1000) },
      { status: 'confirmed', createdAt: since },
      { status: 'delivered', createdAt: new Date(since.getTime() - minutes(60 * 24 * 30)) },
    ]);
    const res = await list('group=new');
    expect(res.items.map((o) => o.id)).toEqual([inside, edge]);
    expect(res.groups).toEqual({ new: 2, delivered: 0, cancelled: 0 });
    expect(res.since).toBe(since.toISOString());
  });

  it('3 months before 31 May is the last day of February', () => {
    expect(adminOrdersSince(new Date('2027-05-31T10:00:00Z')).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(adminOrdersSince(new Date('2028-05-31T10:00:00Z')).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(adminOrdersSince(new Date('2027-01-15T00:00:00Z')).toISOString()).toBe('2026-10-15T00:00:00.000Z');
  });

  it('pages 50 at a time, newest first, with more on demand', async () => {
    const ids = await insertOrders(
      Array.from({ length: 120 }, (_, i) => ({
        status: 'confirmed' as const,
        createdAt: new Date(now.getTime() - minutes(i)),
      })),
    );
    const pages = [await list('group=new'), await list('group=new&page=2'), await list('group=new&page=3')];
    expect(pages.map((p) => p.items.length)).toEqual([50, 50, 20]);
    expect(pages.map((p) => p.limit)).toEqual([50, 50, 50]);
    expect(pages[0]!.total).toBe(120);
    expect(pages.flatMap((p) => p.items.map((o) => o.id))).toEqual(ids);
    expect((await list('group=new&page=4')).items).toEqual([]);
  });

  it('answers 400 naming the field for a bad group, page or limit', async () => {
    for (const [query, field] of [
      ['group=old', 'group'],
      ['page=0', 'page'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
    ] as const) {
      const res = await admin.get(`/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
  });

  it('shows what the admin needs to fulfil the order', async () => {
    const productId = await makeProduct(t.db.db, { price: 45_000, stock: 5, name: 'Brass diya' });
    const body = orderBody([{ productId, quantity: 1 }]);
    const placed = (await placeOrder(t, body)).json().order;
    const [item] = (await list('group=new')).items;
    expect(item).toEqual({
      id: placed.id,
      orderNumber: placed.orderNumber,
      status: 'confirmed',
      statusLabel: 'Confirmed',
      group: 'new',
      paymentMethod: 'cod',
      customer: body.customer,
      items: [
        expect.objectContaining({
          productId,
          name: 'Brass diya',
          quantity: 1,
          unitPrice: 45_000,
          totalPrice: 45_000,
        }),
      ],
      subtotal: 45_000,
      shippingCost: 5_000,
      discount: 0,
      couponCode: null,
      zoneFee: 0,
      codFee: 0,
      roundOff: 0,
      shippingZone: null,
      orderNote: null,
      gift: null,
      giftWrapFee: 0,
      total: 50_000,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      nextStatuses: [
        'processing',
        'packed',
        'shipped',
        'out_for_delivery',
        'delivered',
        'cancelled',
        'returned',
      ],
    } satisfies AdminOrder);
  });
});

describe('PATCH /api/admin/orders/:id', () => {
  const patch = (id: string, status: string) => admin.request('PATCH', `/api/admin/orders/${id}`, { status });
  const historyOf = (id: string) =>
    t.db.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(orderStatusHistory.id);
  const profileOf = async (email: string) =>
    (await t.db.db.select().from(customerProfiles).where(eq(customerProfiles.email, email)))[0];
  const statusMails = (email: string) =>
    t.db.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'order-status')));

  it('stamps updated_at, writes history, restores stock once (cancel then return), adjusts the counters, queues the mail', async () => {
    const productId = await makeProduct(t.db.db, { price: 40_000, stock: 10 });
    const body = orderBody([{ productId, quantity: 3 }]);
    const { order } = (await placeOrder(t, body)).json();
    const email = body.customer.email;
    expect(await stockOf(t.db.db, productId)).toBe(7);
    expect(await profileOf(email)).toMatchObject({ totalOrders: 1, totalSpent: 120_000 });

    now = new Date(now.getTime() + minutes(5));
    const cancelled = await patch(order.id, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order).toMatchObject({
      status: 'cancelled',
      group: 'cancelled',
      updatedAt: now.toISOString(),
    });
    const [row] = await t.db.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.updatedAt.toISOString()).toBe(now.toISOString());
    expect(await stockOf(t.db.db, productId)).toBe(10);
    expect(await profileOf(email)).toMatchObject({ totalOrders: 0, totalSpent: 0 });
    expect(await statusMails(email)).toHaveLength(1);

    now = new Date(now.getTime() + minutes(5));
    expect((await patch(order.id, 'returned')).statusCode).toBe(200);
    expect(await stockOf(t.db.db, productId)).toBe(10);
    expect(await profileOf(email)).toMatchObject({ totalOrders: 0, totalSpent: 0 });
    expect(await statusMails(email)).toHaveLength(2);

    // Brought back: the stock is taken again and the order counts again.
    expect((await patch(order.id, 'processing')).statusCode).toBe(200);
    expect(await stockOf(t.db.db, productId)).toBe(7);
    expect(await profileOf(email)).toMatchObject({ totalOrders: 1, totalSpent: 120_000 });

    const history = await historyOf(order.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'confirmed'],
      ['confirmed', 'cancelled'],
      ['cancelled', 'returned'],
      ['returned', 'processing'],
    ]);
    expect(history[1]).toMatchObject({ changedBy: adminId });
  });

  it('refuses to change a delivered order (409), changing nothing', async () => {
    const productId = await makeProduct(t.db.db, { price: 60_000, stock: 4 });
    const body = orderBody([{ productId, quantity: 2 }]);
    const { order } = (await placeOrder(t, body)).json();
    const delivered = await patch(order.id, 'delivered');
    expect(delivered.json().order).toMatchObject({
      status: 'delivered',
      group: 'delivered',
      nextStatuses: [],
    });
    const mailsBefore = (await statusMails(body.customer.email)).length;

    for (const status of ['cancelled', 'returned', 'processing']) {
      const res = await patch(order.id, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'CONFLICT',
        message: ADMIN_ORDER_MESSAGES.deliveredIsFinal,
      });
    }
    const [row] = await t.db.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('delivered');
    expect(await stockOf(t.db.db, productId)).toBe(2);
    expect(await historyOf(order.id)).toHaveLength(2);
    expect(await statusMails(body.customer.email)).toHaveLength(mailsBefore);
    expect(await profileOf(body.customer.email)).toMatchObject({ totalOrders: 1, totalSpent: 120_000 });
  });

  it('counts an unpaid online order only once the admin confirms it', async () => {
    const productId = await makeProduct(t.db.db, { price: 80_000, stock: 4 });
    const body = orderBody([{ productId, quantity: 1 }], { paymentMethod: 'online' });
    const placed = await placeOrder(t, body);
    expect(placed.json().order.status).toBe('pending_payment');
    expect(await profileOf(body.customer.email)).toBeUndefined();
    expect((await patch(placed.json().order.id, 'confirmed')).statusCode).toBe(200);
    expect(await profileOf(body.customer.email)).toMatchObject({ totalOrders: 1, totalSpent: 80_000 });

    const other = orderBody([{ productId, quantity: 1 }], { paymentMethod: 'online' });
    const unpaid = (await placeOrder(t, other)).json().order;
    expect((await patch(unpaid.id, 'cancelled')).statusCode).toBe(200);
    expect(await profileOf(other.customer.email)).toBeUndefined();
    expect(await stockOf(t.db.db, productId)).toBe(3);
  });

  it('answers 404 for an unknown order and 400 for a status the admin cannot set', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await patch(id, 'packed');
      expect(res.statusCode).toBe(404);
    }
    const productId = await makeProduct(t.db.db, { price: 10_000, stock: 4 });
    const { order } = (await placeOrder(t, orderBody([{ productId, quantity: 1 }]))).json();
    for (const status of ['lost', 'pending_payment', '', 'DELIVERED']) {
      const res = await patch(order.id, status);
      expect(res.statusCode, status).toBe(400);
      expect(res.json().error.fields).toEqual({ status: ADMIN_ORDER_MESSAGES.invalidStatus });
    }
    const missing = await admin.request('PATCH', `/api/admin/orders/${order.id}`, {});
    expect(missing.statusCode).toBe(400);
    expect(await historyOf(order.id)).toHaveLength(1);
  });

  it('answers 409 INSUFFICIENT_STOCK when bringing back an order whose stock was sold meanwhile', async () => {
    const productId = await makeProduct(t.db.db, { price: 10_000, stock: 2 });
    const { order } = (await placeOrder(t, orderBody([{ productId, quantity: 2 }]))).json();
    expect((await patch(order.id, 'cancelled')).statusCode).toBe(200);
    expect((await placeOrder(t, orderBody([{ productId, quantity: 1 }]))).statusCode).toBe(201);
    const res = await patch(order.id, 'processing');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      fields: { 'items.0': 'Only 1 items available.' },
      said: said('insufficientStock', { available: 1 }),
    });
    const [row] = await t.db.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('cancelled');
    expect(await stockOf(t.db.db, productId)).toBe(1);
  });

  it('keeps the stock restored once when many cancels race', async () => {
    const productId = await makeProduct(t.db.db, { price: 10_000, stock: 6 });
    const { order } = (await placeOrder(t, orderBody([{ productId, quantity: 2 }]))).json();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => patch(order.id, i % 2 ? 'cancelled' : 'returned')),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await stockOf(t.db.db, productId)).toBe(6);
    expect((await historyOf(order.id)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('admin orders routes are admin-only', () => {
  it('401 for a guest, 403 for a customer', async () => {
    const id = randomUUID();
    const guest = new TestClient(t);
    const shopper = await createCustomer(t);
    for (const client of [guest, shopper]) {
      const expected = client === guest ? 401 : 403;
      expect((await client.get('/api/admin/orders')).statusCode).toBe(expected);
      expect(
        (await client.request('PATCH', `/api/admin/orders/${id}`, { status: 'packed' })).statusCode,
      ).toBe(expected);
    }
  });
});
