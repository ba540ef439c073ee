import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema/index.ts';
import { TestClient } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import {
  customer,
  makeProduct,
  makeVariantProduct,
  orderBody,
  placeOrder,
  stockOf,
} from '../../testing/factories.ts';

/**
 * CO-01: N buyers for the last K units. Meaningful on PostgreSQL (`npm run test:pg`): PGlite runs
 * one transaction at a time, so there it only shows the logic (reliability.md Part 2 item 1).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function soldOf(productId: number, variantId?: number): Promise<number> {
  const [row] = await t.db.db
    .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      variantId === undefined ? eq(orderItems.productId, productId) : eq(orderItems.variantId, variantId),
    );
  return row!.n;
}

describe(`concurrent checkouts (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('50 simultaneous buyers for a stock of 10: exactly 10 orders, stock 0, 40 INSUFFICIENT_STOCK', async () => {
    const productId = await makeProduct(t.db.db, { price: 45_000, stock: 10 });
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        placeOrder(t, orderBody([{ productId, quantity: 1 }]), { client: new TestClient(t) }),
      ),
    );
    const ms = Date.now() - started;
    const codes = responses.map((r) => r.statusCode);
    const created = codes.filter((c) => c === 201).length;
    const refused = responses.filter(
      (r) => r.statusCode === 409 && r.json().error.code === 'INSUFFICIENT_STOCK',
    );
    console.info(
      `[CO-01] 50 buyers, stock 10: ${created} orders, ${refused.length} INSUFFICIENT_STOCK, other: ${codes.filter((c) => c !== 201 && c !== 409).join(',') || 'none'}, ${ms} ms`,
    );
    expect(created).toBe(10);
    expect(refused).toHaveLength(40);
    expect(
      refused.every(
        (r) =>
          r.json().error.fields['items.0'] === 'This product is currently out of stock.' ||
          /^Only \d+ items available\.$/.test(r.json().error.fields['items.0']),
      ),
    ).toBe(true);
    expect(await stockOf(t.db.db, productId)).toBe(0);
    expect(await soldOf(productId)).toBe(10);
  });

  it('two-line carts in opposite orders: no deadlock surfaces, never oversold', async () => {
    const x = await makeProduct(t.db.db, { price: 1_000, stock: 12 });
    const y = await makeProduct(t.db.db, { price: 1_000, stock: 12 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        placeOrder(
          t,
          orderBody(
            i % 2
              ? [
                  { productId: x, quantity: 1 },
                  { productId: y, quantity: 2 },
                ]
              : [
                  { productId: y, quantity: 2 },
                  { productId: x, quantity: 1 },
                ],
          ),
        ),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(
      codes.every((c) => c === 201 || c === 409),
      codes.join(),
    ).toBe(true);
    expect(codes.filter((c) => c === 201)).toHaveLength(6);
    expect(await stockOf(t.db.db, y)).toBe(0);
    expect(await stockOf(t.db.db, x)).toBe(6);
    expect(await soldOf(x)).toBe(6);
  });

  it('distinct buyers with one key each and retries: every buyer gets exactly one order', async () => {
    const productId = await makeProduct(t.db.db, { price: 1_000, stock: 100 });
    const buyers = Array.from({ length: 10 }, () => ({
      key: crypto.randomUUID(),
      body: orderBody([{ productId, quantity: 1 }], { customer: customer() }),
    }));
    const responses = await Promise.all(
      buyers.flatMap((b) => [
        placeOrder(t, b.body, { key: b.key }),
        placeOrder(t, b.body, { key: b.key }),
        placeOrder(t, b.body, { key: b.key }),
      ]),
    );
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(await stockOf(t.db.db, productId)).toBe(90);
    expect(await soldOf(productId)).toBe(10);
  });

  it('two variants of one product, 5 each, 40 buyers of one or both: each sells exactly 5, never oversold', async () => {
    // Decision 066: the variant is the unit of stock; buying one never takes or blocks the other's.
    const { id, variantIds } = await makeVariantProduct(t.db.db, {
      options: [{ name: 'Size', values: [{ label: 'Small' }, { label: 'Large' }] }],
      variants: [
        { options: ['Small'], price: 1_000, stock: 5 },
        { options: ['Large'], price: 2_000, stock: 5 },
      ],
    });
    const [small, large] = variantIds as [number, number];
    const lines = (i: number) =>
      i % 3 === 0
        ? [{ productId: id, variantId: small, quantity: 1 }]
        : i % 3 === 1
          ? [{ productId: id, variantId: large, quantity: 1 }]
          : [
              { productId: id, variantId: large, quantity: 1 },
              { productId: id, variantId: small, quantity: 1 },
            ];
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        placeOrder(t, orderBody(lines(i), { customer: customer() }), { client: new TestClient(t) }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(
      codes.every((c) => c === 201 || c === 409),
      codes.join(),
    ).toBe(true);
    expect(await stockOf(t.db.db, id, small)).toBe(0);
    expect(await stockOf(t.db.db, id, large)).toBe(0);
    expect(await soldOf(id, small)).toBe(5);
    expect(await soldOf(id, large)).toBe(5);
    // Every refusal names its line's variant as out of stock or short, never a line that was there to sell.
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      for (const line of r.json().error.lines) expect([small, large]).toContain(line.variantId);
    }
  });
});
