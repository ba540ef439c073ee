import { count, eq, isNull, notInArray, or } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEAM_ROLES } from '#shared/constants/roles.ts';
import { customerProfiles, orders, products, testimonials, user } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';

const t = setUpTestApp();

describe('GET /api/admin/overview', () => {
  it('gives the admin the four dashboard counts', async () => {
    await createCustomer(t);
    const admin = await createAdmin(t);
    const res = await admin.get('/api/admin/overview');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const n = async (query: Promise<Array<{ n: number }>>) => (await query)[0]!.n;
    expect(res.json()).toEqual({
      products: await n(t.db.db.select({ n: count() }).from(products).where(isNull(products.archivedAt))),
      orders: await n(t.db.db.select({ n: count() }).from(orders)),
      // Not the team's own records (audit D-m8): the admin just created has one.
      customers: await n(
        t.db.db
          .select({ n: count() })
          .from(customerProfiles)
          .leftJoin(user, eq(user.id, customerProfiles.userId))
          .where(or(isNull(user.role), notInArray(user.role, [...TEAM_ROLES]))),
      ),
      testimonials: await n(t.db.db.select({ n: count() }).from(testimonials)),
    });
    expect(res.json().products).toBeGreaterThan(0);
    expect(res.json().customers).toBeGreaterThan(0);
  });

  it('is refused to a guest (401) and to a customer (403)', async () => {
    expect((await new TestClient(t).get('/api/admin/overview')).statusCode).toBe(401);
    const customer = await createCustomer(t);
    expect((await customer.get('/api/admin/overview')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/overview/jobs (issue 40)', () => {
  afterEach(() => vi.useRealTimers());

  it('lists no job while each has run within two periods and a minute', async () => {
    const admin = await createAdmin(t);
    const res = await admin.get('/api/admin/overview/jobs');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ late: [] });
  });

  it('names the jobs with no good run for longer: the hourly ones and the cart reminders (every 5 minutes) after three hours; the mail worker, polling, is not', async () => {
    const admin = await createAdmin(t);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 60 * 60_000);
    // The mail worker's next poll (every 50 ms here) runs at the new time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const res = await admin.get('/api/admin/overview/jobs');
    expect(res.statusCode).toBe(200);
    const late = res.json().late as Array<{
      job: string;
      lastSuccessAt: string | null;
      everySeconds: number;
    }>;
    expect(late.map((j) => j.job).sort()).toEqual(['cart-reminders', 'outbox-retention', 'review-requests']);
    expect(late.find((j) => j.job === 'outbox-retention')).toEqual({
      job: 'outbox-retention',
      lastSuccessAt: null,
      everySeconds: 3600,
    });
  });

  it('is refused to a customer (403)', async () => {
    const customer = await createCustomer(t);
    expect((await customer.get('/api/admin/overview/jobs')).statusCode).toBe(403);
  });
});
