import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderList } from '#shared/orders/order-admin.ts';
import { orders } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, TestClient } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { deleteAllOrders, insertOrders as insertRows } from '../../testing/factories.ts';

/** Issue 19 item 1 (spec audit 7.1): the admin finds any order, beyond the 3-month window. */

const now = new Date('2026-11-22T06:30:00.000Z');
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await buildTestApp({ commerce: { expiryIntervalMs: 0, now: () => now } });
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const days = (n: number) => n * 24 * 60 * 60_000;
const ago = (n: number) => new Date(now.getTime() - days(n));

const list = async (query: string): Promise<AdminOrderList> => {
  const res = await admin.get(`/api/admin/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const numbers = (res: AdminOrderList) => res.items.map((o) => o.orderNumber);

describe('GET /api/admin/orders: search, date range and paging through the whole history', () => {
  let old: string;
  let recent: string;
  let returned: string;
  let orderNumbers: Record<string, string>;

  beforeEach(async () => {
    await deleteAllOrders(t.db.db);
    const ids = await insertRows(t.db.db, [
      {
        status: 'confirmed',
        createdAt: ago(122),
        customer: { name: 'Ananya Rao', email: 'ananya.rao@example.in', phone: '+91 98450-12345' },
      },
      {
        status: 'shipped',
        createdAt: ago(3),
        customer: { name: 'Rohan Mehta', email: 'rohan@example.in', phone: '9123456780' },
      },
      {
        status: 'returned',
        createdAt: ago(200),
        customer: { name: 'ANANYA Iyer', email: 'iyer@example.in', phone: '9000000001' },
      },
    ]);
    [old, recent, returned] = ids as [string, string, string];
    const rows = await t.db.db.select().from(orders);
    orderNumbers = Object.fromEntries(rows.map((r) => [r.id, r.orderNumber]));
  });

  it('keeps the default: the last 3 months only, with the window start', async () => {
    const res = await list('');
    expect(numbers(res)).toEqual([orderNumbers[recent]]);
    expect(res.groups).toEqual({ new: 1, delivered: 0, cancelled: 0 });
    expect(res.since).toBe('2026-08-22T06:30:00.000Z');
    expect(res.limit).toBe(50);
  });

  it('finds a 4-month-old order by a partial order number, any case', async () => {
    const number = orderNumbers[old]!;
    const res = await list(`q=${number.slice(2, 9).toLowerCase()}`);
    expect(numbers(res)).toEqual([number]);
    expect(res.since).toBeNull();
  });

  it('finds by name case-insensitively, counting every tab under the search', async () => {
    const res = await list('q=ananya');
    expect(numbers(res)).toEqual([orderNumbers[old]]);
    expect(res.groups).toEqual({ new: 1, delivered: 0, cancelled: 1 });
    expect(numbers(await list('q=aNaNyA&group=cancelled'))).toEqual([orderNumbers[returned]]);
  });

  it('finds by email, and by phone digits however either side writes them', async () => {
    expect(numbers(await list('q=ROHAN%40example'))).toEqual([orderNumbers[recent]]);
    for (const typed of ['9845012345', '98450 12345', '+91-98450', '012345']) {
      expect(numbers(await list(`q=${encodeURIComponent(typed)}`)), typed).toEqual([orderNumbers[old]]);
    }
    // Digits inside an order number or a name are not a phone search.
    expect(numbers(await list('q=CT9845'))).toEqual([]);
  });

  it('treats % and _ as the characters typed', async () => {
    expect(numbers(await list('q=%25'))).toEqual([]);
    expect(numbers(await list('q=_'))).toEqual([]);
  });

  it('narrows to India days, both ends included, over the whole history', async () => {
    // 122 days before 22 Nov 2026 06:30 UTC is 23 Jul 2026 (12:00 India time).
    const res = await list('from=2026-07-23&to=2026-07-23');
    expect(numbers(res)).toEqual([orderNumbers[old]]);
    expect(res.since).toBeNull();
    expect(numbers(await list('from=2026-07-24&to=2026-11-30'))).toEqual([orderNumbers[recent]]);
    expect(numbers(await list('to=2026-07-22&group=cancelled'))).toEqual([orderNumbers[returned]]);
    expect((await list('from=2026-01-01')).groups).toEqual({ new: 2, delivered: 0, cancelled: 1 });
  });

  it("lists one customer's orders by email: the order's email or the buyer account's", async () => {
    const res = await list('email=Ananya.Rao%40example.in');
    expect(numbers(res)).toEqual([orderNumbers[old]]);
  });

  it('pages through the whole history 50 at a time', async () => {
    await insertRows(
      t.db.db,
      Array.from({ length: 70 }, (_, i) => ({
        status: 'confirmed' as const,
        createdAt: ago(100 + i),
        customer: { name: `Kavya ${i}` },
      })),
    );
    const first = await list('q=kavya');
    const second = await list('q=kavya&page=2');
    expect([first.items.length, second.items.length]).toEqual([50, 20]);
    expect(first.total).toBe(70);
    expect(new Set([...numbers(first), ...numbers(second)]).size).toBe(70);
  });

  it('answers 400 naming the field for a bad date, a reversed range or a long search', async () => {
    for (const [query, field] of [
      ['from=2026-13-45', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-11-02&to=2026-11-01', 'to'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await admin.get(`/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields), query).toContain(field);
    }
  });

  it('is admin-only: 401 for a guest, 403 for a customer', async () => {
    expect((await new TestClient(t).get('/api/admin/orders?q=ananya')).statusCode).toBe(401);
    expect((await (await createCustomer(t)).get('/api/admin/orders?q=ananya')).statusCode).toBe(403);
  });
});
