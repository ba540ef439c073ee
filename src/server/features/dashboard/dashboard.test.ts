import { count, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerProfiles, orders, products, testimonials } from '../../db/schema/index.ts';
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
      customers: await n(t.db.db.select({ n: count() }).from(customerProfiles)),
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
