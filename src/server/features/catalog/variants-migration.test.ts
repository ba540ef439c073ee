import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, queryRows } from '../../db/client.ts';
import { orderItems, productVariants } from '../../db/schema/index.ts';
import { createAdmin, TestClient } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { orderBody, placeOrder } from '../../testing/factories.ts';

/*
 * Migration 0030 (decision 066) on a shop as it stood before variants: a product with a price, an MRP, a running
 * sale and a stock, a product whose stock is not counted, and an order of the first. After it, each product is one
 * default variant carrying those figures; the old order's line names it; links, carts kept in browsers (lines
 * without a variant) and the order's cancel still work.
 */

const dir = mkdtempSync(join(tmpdir(), 'karigar-variants-'));
let t: TestApp;
let lamp: number;
let vase: number;
let oldOrder: string;

beforeAll(async () => {
  const before = join(dir, 'drizzle');
  cpSync('drizzle', before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < '0030');
  writeFileSync(journalPath, JSON.stringify(journal));

  const handle = await openDb({ kind: 'pglite', dataDir: 'memory://' });
  await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder: before });
  const [lampRow] = await queryRows<{ id: number }>(
    handle.db,
    sql`insert into products (name, price, mrp, sale_price, sale_starts_at, sale_ends_at, category, catalog_number, stock_quantity, images)
        values ('Brass diya', 90000, 120000, 75000, now() - interval '1 day', now() + interval '1 day', 'Candles', 'KG-CA-900', 6,
                '[{"url":"/media/diya.webp"}]'::jsonb)
        returning id`,
  );
  const [vaseRow] = await queryRows<{ id: number }>(
    handle.db,
    sql`insert into products (name, price, category, catalog_number, stock_quantity)
        values ('Lippan mirror', 150000, 'Lippan Arts', 'KG-LA-901', null) returning id`,
  );
  lamp = lampRow!.id;
  vase = vaseRow!.id;
  const [orderRow] = await queryRows<{ id: string }>(
    handle.db,
    sql`insert into orders (order_number, customer_name, customer_email, customer_phone, delivery_address, city, state,
          pincode, subtotal, shipping_cost, total_amount, payment_method, status, access_token_hash)
        values ('CT000001OLDONE', 'Asha', 'asha@example.in', '9876543210', '1 MG Road', 'Pune', 'Maharashtra', '411001',
          150000, 0, 150000, 'cod', 'confirmed', 'x') returning id`,
  );
  oldOrder = orderRow!.id;
  await handle.db.execute(
    sql`insert into order_items (order_id, product_id, product_name, product_category, catalog_number, quantity, unit_price, total_price)
        values (${oldOrder}, ${lamp}, 'Brass diya', 'Candles', 'KG-CA-900', 2, 75000, 150000)`,
  );
  await handle.migrate();
  t = await buildTestApp({ db: handle });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 0030: every product becomes one default variant', () => {
  it('carries its price, MRP, sale and stock; its SKU is the catalog number', async () => {
    const rows = await t.db.db.select().from(productVariants).orderBy(productVariants.productId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      productId: lamp,
      position: 0,
      sku: 'KG-CA-900',
      option1: null,
      price: 90_000,
      mrp: 120_000,
      salePrice: 75_000,
      stockQuantity: 6,
      images: null,
      active: true,
      archivedAt: null,
    });
    expect(rows[1]).toMatchObject({ productId: vase, sku: 'KG-LA-901', price: 150_000, stockQuantity: null });
  });

  it("the product's link shows the same price, sale and stock as before", async () => {
    const res = await new TestClient(t).get(`/api/products/${lamp}`);
    expect(res.statusCode, res.body).toBe(200);
    const variant = (
      await t.db.db.select().from(productVariants).where(eq(productVariants.productId, lamp))
    )[0]!;
    expect(res.json()).toMatchObject({
      id: lamp,
      price: 75_000,
      compareAtPrice: 120_000,
      stockQuantity: 6,
      inStock: true,
      options: [],
      defaultVariantId: variant.id,
      variants: [{ id: variant.id, options: [], sku: 'KG-CA-900', price: 75_000, available: true }],
    });
    expect(res.json()).not.toHaveProperty('priceVaries');
  });

  it("the old order's line names the default variant, and cancelling it puts the stock back there", async () => {
    const [line] = await t.db.db.select().from(orderItems).where(eq(orderItems.orderId, oldOrder));
    const [variant] = await t.db.db.select().from(productVariants).where(eq(productVariants.productId, lamp));
    expect(line).toMatchObject({ variantId: variant!.id, variantOptions: null });
    const admin = await createAdmin(t);
    const res = await admin.request('PATCH', `/api/admin/orders/${oldOrder}`, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.db.db.select().from(productVariants).where(eq(productVariants.id, variant!.id));
    expect(after!.stockQuantity).toBe(8);
  });

  it('a cart kept in a browser (lines without a variant) is quoted and ordered at the default variant', async () => {
    const client = new TestClient(t);
    const items = [
      { productId: lamp, quantity: 1 },
      { productId: vase, quantity: 2 },
    ];
    const quote = await client.post('/api/checkout/quote', { items });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().lines).toMatchObject([
      { productId: lamp, options: '', unitPrice: 75_000, compareAtPrice: 120_000, total: 75_000 },
      { productId: vase, options: '', unitPrice: 150_000, total: 300_000 },
    ]);
    const placed = await placeOrder(t, orderBody(items), { client });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.total).toBe(quote.json().total);
    const variants = await t.db.db.select().from(productVariants).orderBy(productVariants.productId);
    expect(variants.map((v) => v.stockQuantity)).toEqual([7, null]);
    expect(placed.json().order.items.map((i: { variantId: number }) => i.variantId)).toEqual(
      variants.map((v) => v.id),
    );
  });
});
