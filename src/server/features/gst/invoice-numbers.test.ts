import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.ts';
import { TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';

/**
 * Invoice numbers under concurrent checkouts (decision 038). Meaningful on PostgreSQL (`npm run test:pg`):
 * PGlite runs one transaction at a time, so there it only shows the logic.
 */
const t = setUpTestApp();

describe(`invoice numbers (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('50 concurrent checkouts get 50 consecutive invoice numbers: no gap, no duplicate', async () => {
    const productId = await makeProduct(t.db.db, { price: 25_000, stock: 100 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        placeOrder(t, orderBody([{ productId, quantity: 1 }]), { client: new TestClient(t) }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 201));
    const ids = responses.map((r) => r.json().order.id as string);
    const rows = await t.db.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(inArray(invoices.orderId, ids));
    expect(rows).toHaveLength(50);
    const prefixes = new Set(rows.map((r) => r.number.split('/').slice(0, 2).join('/')));
    expect(prefixes.size).toBe(1);
    const seq = rows.map((r) => Number(r.number.split('/')[2])).sort((a, b) => a - b);
    expect(new Set(seq).size).toBe(50);
    expect(seq.at(-1)! - seq[0]!).toBe(49);
  });
});
