import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '#shared/promotions/coupon.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';
import { TestClient } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { customer, makeProduct, orderBody, placeOrder, stockOf } from '../../testing/factories.ts';

/**
 * The last use of a coupon and 20 simultaneous checkouts (decision 029). Meaningful on PostgreSQL
 * (`npm run test:pg`): PGlite runs one transaction at a time, so there it only shows the logic.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe(`a coupon's last use (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('one use left and 20 concurrent checkouts: exactly 1 order gets it, the others are refused and keep their carts', async () => {
    const productId = await makeProduct(t.db.db, { price: 45_000, stock: 100 });
    const [coupon] = await t.db.db
      .insert(coupons)
      .values({
        code: `LAST${Date.now().toString(36).toUpperCase()}`,
        kind: 'percent',
        value: 20,
        usageLimit: 5,
        usedCount: 4,
      })
      .returning();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(
          t,
          orderBody([{ productId, quantity: 1 }], {
            customer: customer({ phone: `98${String(10_000_000 + i).slice(-8)}` }),
            couponCode: coupon!.code,
          }),
          { client: new TestClient(t) },
        ),
      ),
    );
    const placed = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 400);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.json().order).toMatchObject({ discount: 9_000, total: 36_000 + 5_000 });
    expect(refused).toHaveLength(19);
    expect(refused.every((r) => r.json().error.fields.couponCode === COUPON_MESSAGES.usedUp)).toBe(true);
    const [after] = await t.db.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(after!.usedCount).toBe(5);
    expect(
      await t.db.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon!.id)),
    ).toHaveLength(1);
    // The refused checkouts took no stock: their carts can still be ordered.
    expect(await stockOf(t.db.db, productId)).toBe(99);
  });
});
