import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminToday } from '#shared/dashboard/today.schemas.ts';
import { ADMIN_ORDER_MESSAGES } from '#shared/orders/order-admin.ts';
import {
  blogComments,
  blogPosts,
  productReviews,
  products,
  productVariants,
  storeSettings,
} from '../../db/schema/index.ts';
import { createAdmin, createCustomer, createStaff, TestClient } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { deleteAllOrders, insertOrders } from '../../testing/factories.ts';

/** Issue 46 point 5 (decision 083): the owner's Today, against hand-computed figures on a fake clock. */

const NOW = new Date('2026-11-25T06:30:00.000Z'); // Wednesday 25 Nov, 12:00 in India
const at = (iso: string) => new Date(iso);
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await buildTestApp({ commerce: { now: () => NOW } });
  admin = await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(() => deleteAllOrders(t.db.db));

const today = async (client = admin): Promise<AdminToday> => {
  const res = await client.get('/api/admin/today');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
};

const line = (unitPrice: number) => [{ category: 'Candles', quantity: 1, unitPrice }];

describe('GET /api/admin/today: orders and sales', () => {
  it('counts the orders waiting per step at any age, and sales in India days and weeks from Monday', async () => {
    const [toConfirmToday, , , , , , , , , oldToConfirm] = await insertOrders(t.db.db, [
      { status: 'confirmed', createdAt: at('2026-11-25T01:00:00Z'), lines: line(10_000) },
      // Tuesday 23:59:59 in India: this week, not today
      { status: 'processing', createdAt: at('2026-11-24T18:29:59Z'), lines: line(20_000) },
      // Wednesday 00:00 in India: today
      { status: 'packed', createdAt: at('2026-11-24T18:30:00Z'), lines: line(30_000) },
      // not sales: cancelled, unpaid, returned
      { status: 'cancelled', createdAt: at('2026-11-25T02:00:00Z'), lines: line(99_900) },
      { status: 'pending_payment', createdAt: at('2026-11-25T03:00:00Z'), lines: line(70_000) },
      { status: 'returned', createdAt: at('2026-11-23T03:00:00Z'), lines: line(80_000) },
      // last Wednesday, a second before this moment a week ago: last week to date
      { status: 'delivered', createdAt: at('2026-11-18T06:29:59Z'), lines: line(40_000) },
      // this moment a week ago: last week, not last week to date
      { status: 'delivered', createdAt: at('2026-11-18T06:30:00Z'), lines: line(50_000) },
      // last Monday 00:00 in India, and a second before it (the Sunday before: no window)
      { status: 'shipped', createdAt: at('2026-11-15T18:30:00Z'), lines: line(5_000) },
      // months old, still waiting to be confirmed
      { status: 'confirmed', createdAt: at('2026-06-01T06:00:00Z'), lines: line(1_000) },
      { status: 'shipped', createdAt: at('2026-11-15T18:29:59Z'), lines: line(7_000) },
    ]);

    const home = await today();
    expect(home.timeZone).toBe('Asia/Kolkata');
    expect(home.day).toBe('2026-11-25');
    expect(home.orders).toEqual({ toConfirm: 2, toPack: 1, toShip: 1 });
    expect(home.sales).toEqual({
      today: { revenue: 40_000, orders: 2 },
      thisWeek: { revenue: 60_000, orders: 3 },
      lastWeekToDate: { revenue: 45_000, orders: 2 },
      lastWeek: { revenue: 95_000, orders: 3 },
    });

    // The count opens the list filtered by its status: the same orders, the old one too (whole history).
    const list = await admin.get('/api/admin/orders?status=confirmed');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(2);
    expect(
      list
        .json()
        .items.map((o: { id: string }) => o.id)
        .sort(),
    ).toEqual([toConfirmToday, oldToConfirm].sort());
    expect(list.json().since).toBeNull();
  });

  it('gives zeros on an empty shop', async () => {
    const home = await today();
    expect(home.orders).toEqual({ toConfirm: 0, toPack: 0, toShip: 0 });
    const zero = { revenue: 0, orders: 0 };
    expect(home.sales).toEqual({ today: zero, thisWeek: zero, lastWeekToDate: zero, lastWeek: zero });
  });

  it("refuses a list status that is not an order's (400 naming status, nothing listed)", async () => {
    const res = await admin.get('/api/admin/orders?status=lost');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ status: ADMIN_ORDER_MESSAGES.invalidStatusFilter });
  });
});

describe('GET /api/admin/today: stock and moderation', () => {
  it("names the counted pieces at or under the owner's threshold, and the sold-out ones; not archived, switched off or made to order", async () => {
    const db = t.db.db;
    const picked = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(isNull(products.archivedAt), eq(products.fulfilment, 'stock')))
      .orderBy(products.id)
      .limit(7);
    const [soldOut, two, three, four, archived, switchedOff, madeToOrder] = picked.map((p) => p.id);
    await db.update(productVariants).set({ stockQuantity: 20 });
    const stock = (id: number | undefined, n: number) =>
      db.update(productVariants).set({ stockQuantity: n }).where(eq(productVariants.productId, id!));
    await stock(soldOut, 0);
    await stock(two, 2);
    await stock(three, 3);
    await stock(four, 4);
    for (const id of [archived, switchedOff, madeToOrder]) await stock(id, 0);
    await db.update(products).set({ archivedAt: NOW }).where(eq(products.id, archived!));
    await db.update(products).set({ inStock: false }).where(eq(products.id, switchedOff!));
    await db
      .update(products)
      .set({ fulfilment: 'made_to_order', makingDaysMin: 3, makingDaysMax: 5 })
      .where(eq(products.id, madeToOrder!));
    await db.update(storeSettings).set({ lowStockAt: 3 });

    const name = (id: number | undefined) => picked.find((p) => p.id === id)!.name;
    const home = await today();
    expect(home.stock).toMatchObject({ lowStockAt: 3, lowCount: 2, soldOutCount: 1 });
    expect(home.stock!.low.map((p) => [p.productId, p.name, p.left])).toEqual([
      [two, name(two), 2],
      [three, name(three), 3],
    ]);
    expect(home.stock!.soldOut.map((p) => p.productId)).toEqual([soldOut]);

    // The threshold is the owner's low-stock alert's (Store Settings).
    await db.update(storeSettings).set({ lowStockAt: 4 });
    expect((await today()).stock).toMatchObject({ lowStockAt: 4, lowCount: 3, soldOutCount: 1 });
  });

  it('counts the reviews and blog comments waiting for moderation', async () => {
    const db = t.db.db;
    const [reviews] = await db
      .select({ n: count() })
      .from(productReviews)
      .where(eq(productReviews.status, 'pending'));
    const waitingComments = () =>
      db
        .select({ n: count() })
        .from(blogComments)
        .where(and(eq(blogComments.isApproved, false), isNull(blogComments.rejectedAt)));
    const [comments] = await waitingComments();
    expect((await today()).waiting).toEqual({ reviews: reviews!.n, comments: comments!.n });

    const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    const comment = { postId: post!.id, userName: 'Asha', userEmail: 'asha@example.in', content: 'Lovely' };
    await db
      .insert(blogComments)
      .values([comment, { ...comment, rejectedAt: NOW }, { ...comment, isApproved: true }]);
    expect((await today()).waiting).toEqual({ reviews: reviews!.n, comments: comments!.n + 1 });
  });
});

describe('GET /api/admin/today: roles', () => {
  it('gives staff the orders only; the sales, stock and moderation stay null', async () => {
    await insertOrders(t.db.db, [{ status: 'processing', createdAt: at('2026-11-25T01:00:00Z') }]);
    const staff = await createStaff(t);
    const home = await today(staff);
    expect(home.orders).toEqual({ toConfirm: 0, toPack: 1, toShip: 0 });
    expect(home).toMatchObject({ sales: null, stock: null, waiting: null });
  });

  it('is refused to a guest (401) and to a customer (403)', async () => {
    expect((await new TestClient(t).get('/api/admin/today')).statusCode).toBe(401);
    expect((await (await createCustomer(t)).get('/api/admin/today')).statusCode).toBe(403);
  });
});
