import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '#shared/analytics/analytics.schemas.ts';
import { customerProfiles } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, TestClient } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { deleteAllOrders, insertOrders } from '../../testing/factories.ts';

/** Issue 9 item 6: the admin's charts, against hand-computed figures, India days on a fake clock. */

const NOW = new Date('2026-11-22T06:30:00.000Z'); // Sunday 22 Nov, 12:00 in India
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await buildTestApp({ commerce: { now: () => NOW } });
  admin = await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await deleteAllOrders(t.db.db);
  await t.db.db.delete(customerProfiles);
});

const analytics = async (): Promise<AdminAnalytics> => {
  const res = await admin.get('/api/admin/analytics');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
};

const at = (iso: string) => new Date(iso);

describe('GET /api/admin/analytics', () => {
  it('sales per India day for 30 days, by status, by category; unpaid, cancelled and returned are not sales', async () => {
    await insertOrders(t.db.db, [
      // 21 Nov 23:59:59 in India
      {
        status: 'confirmed',
        createdAt: at('2026-11-21T18:29:59Z'),
        lines: [{ category: 'Candles', quantity: 2, unitPrice: 10_000 }],
      },
      // 22 Nov 00:00 in India
      {
        status: 'delivered',
        createdAt: at('2026-11-21T18:30:00Z'),
        lines: [
          { category: 'Pottery', quantity: 1, unitPrice: 50_000 },
          { category: 'Candles', quantity: 1, unitPrice: 5_000 },
        ],
      },
      {
        status: 'cancelled',
        createdAt: at('2026-11-22T01:00:00Z'),
        lines: [{ category: 'Textiles', quantity: 1, unitPrice: 99_900 }],
      },
      {
        status: 'returned',
        createdAt: at('2026-11-20T10:00:00Z'),
        lines: [{ category: 'Textiles', quantity: 1, unitPrice: 40_000 }],
      },
      {
        status: 'pending_payment',
        createdAt: at('2026-11-22T02:00:00Z'),
        lines: [{ category: 'Textiles', quantity: 1, unitPrice: 70_000 }],
      },
      // the first day of the window: 24 Oct 00:00 in India
      {
        status: 'shipped',
        createdAt: at('2026-10-23T18:30:00Z'),
        lines: [{ category: 'Pottery', quantity: 3, unitPrice: 20_000 }],
      },
      // one second earlier: outside the window
      {
        status: 'confirmed',
        createdAt: at('2026-10-23T18:29:59Z'),
        lines: [{ category: 'Jewellery', quantity: 1, unitPrice: 10_000 }],
      },
      {
        status: 'processing',
        createdAt: at('2026-11-22T06:29:00Z'),
        lines: [{ category: 'Candles', quantity: 1, unitPrice: 1_000 }],
      },
    ]);

    const a = await analytics();
    expect(a.timeZone).toBe('Asia/Kolkata');
    expect(a.from).toBe('2026-10-24');
    expect(a.to).toBe('2026-11-22');
    expect(a.daily).toHaveLength(30);
    expect(a.daily[0]).toEqual({ date: '2026-10-24', orders: 1, revenue: 60_000 });
    expect(a.daily[28]).toEqual({ date: '2026-11-21', orders: 1, revenue: 20_000 });
    expect(a.daily[29]).toEqual({ date: '2026-11-22', orders: 2, revenue: 56_000 });
    expect(a.daily.filter((d) => d.orders > 0)).toHaveLength(3);
    expect(a.daily.reduce((s, d) => s + d.revenue, 0)).toBe(136_000);
    // Consecutive days, none missing.
    for (let i = 1; i < 30; i++) {
      expect(Date.parse(a.daily[i]!.date) - Date.parse(a.daily[i - 1]!.date)).toBe(86_400_000);
    }

    expect(Object.fromEntries(a.byStatus.map((s) => [s.status, s.count]))).toEqual({
      pending_payment: 1,
      awaiting_confirmation: 0,
      confirmed: 1,
      processing: 1,
      packed: 0,
      shipped: 1,
      out_for_delivery: 0,
      delivered: 1,
      cancelled: 1,
      returned: 1,
    });
    expect(a.byStatus.find((s) => s.status === 'out_for_delivery')?.label).toBe('Out for Delivery');

    expect(a.byCategory).toEqual([
      { category: 'Pottery', quantity: 4, revenue: 110_000 },
      { category: 'Candles', quantity: 4, revenue: 26_000 },
    ]);
  });

  it('new customers per India week (Monday first) for 12 weeks, zero-filled', async () => {
    await t.db.db.insert(customerProfiles).values(
      [
        ['mon-midnight', '2026-11-15T18:30:00Z'], // Mon 16 Nov 00:00 India: this week
        ['sun-night', '2026-11-15T18:29:59Z'], // Sun 15 Nov 23:59 India: last week
        ['now', NOW.toISOString()],
        ['first-week', '2026-08-30T18:30:00Z'], // Mon 31 Aug 00:00 India: the first week
        ['too-old', '2026-08-30T18:29:59Z'],
      ].map(([name, iso]) => ({ email: `${name}@example.in`, signupDate: new Date(iso!) })),
    );
    const weeks = (await analytics()).newCustomersByWeek;
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ weekStart: '2026-08-31', count: 1 });
    expect(weeks[10]).toEqual({ weekStart: '2026-11-09', count: 1 });
    expect(weeks[11]).toEqual({ weekStart: '2026-11-16', count: 2 });
    expect(weeks.reduce((s, w) => s + w.count, 0)).toBe(4);
  });

  it('answers zeros on an empty shop', async () => {
    const a = await analytics();
    expect(a.daily.every((d) => d.orders === 0 && d.revenue === 0)).toBe(true);
    expect(a.daily).toHaveLength(30);
    expect(a.byStatus.every((s) => s.count === 0)).toBe(true);
    expect(a.byCategory).toEqual([]);
    expect(a.newCustomersByWeek).toHaveLength(12);
  });

  it('is refused to a guest (401) and a customer (403)', async () => {
    expect((await new TestClient(t).get('/api/admin/analytics')).statusCode).toBe(401);
    expect((await (await createCustomer(t)).get('/api/admin/analytics')).statusCode).toBe(403);
  });
});
