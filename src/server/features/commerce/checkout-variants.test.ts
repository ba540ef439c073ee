import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '#shared/promotions/coupon.schemas.ts';
import { invoices, products } from '../../db/schema/index.ts';
import { createAdmin, TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { makeProduct, makeVariantProduct, orderBody, placeOrder, stockOf } from '../../testing/factories.ts';

/*
 * Checkout per variant (decision 066): each line is priced, taxed and stocked as its variant; two variants of one
 * product are two lines; a line without a variant buys the product's default one. The quote is the order (063).
 */

const t = setUpTestApp();
let scrunchie: number;
let blueSmall: number; // ₹199, 5 left
let blueLarge: number; // ₹299, on sale at ₹249 (MRP ₹349), its own HSN and rate, 5 left
let roseSmall: number; // ₹179, its own picture, 5 left
let roseLarge: number; // ₹219, sold out

const hours = (h: number) => new Date(Date.now() + h * 3_600_000);

beforeAll(async () => {
  const made = await makeVariantProduct(t.db.db, {
    name: 'Velvet scrunchie',
    options: [
      { name: 'Colour', nameHi: 'रंग', values: [{ label: 'Blue', labelHi: 'नीला' }, { label: 'Rose' }] },
      { name: 'Size', values: [{ label: 'Small' }, { label: 'Large' }] },
    ],
    variants: [
      { options: ['Blue', 'Small'], price: 19_900, stock: 5 },
      {
        options: ['Blue', 'Large'],
        price: 29_900,
        stock: 5,
        mrp: 34_900,
        salePrice: 24_900,
        saleStartsAt: hours(-1),
        saleEndsAt: hours(24),
        hsnCode: '6117',
        gstRate: 5,
      },
      { options: ['Rose', 'Small'], price: 17_900, stock: 5, images: [{ url: '/media/rose-small.webp' }] },
      { options: ['Rose', 'Large'], price: 21_900, stock: 0 },
    ],
  });
  scrunchie = made.id;
  [blueSmall, blueLarge, roseSmall, roseLarge] = made.variantIds as [number, number, number, number];
  await t.db.db.update(products).set({ hsnCode: '9615', gstRate: 18 }).where(eq(products.id, scrunchie));
});

const quote = async (client: TestClient, body: object) => {
  const res = await client.post('/api/checkout/quote', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Quote;
};

describe('checkout per variant', () => {
  it('prices each variant as its own line; the order is the quote, with the options frozen on its lines', async () => {
    const client = new TestClient(t);
    const items = [
      { productId: scrunchie, variantId: blueSmall, quantity: 2 },
      { productId: scrunchie, variantId: blueLarge, quantity: 1 },
      { productId: scrunchie, variantId: roseSmall, quantity: 1 },
    ];
    const shown = await quote(client, { items, paymentMethod: 'cod' });
    expect(shown.lines).toEqual([
      expect.objectContaining({ variantId: blueSmall, options: 'Blue, Small', optionsHi: 'नीला, Small' }),
      expect.objectContaining({
        variantId: blueLarge,
        options: 'Blue, Large',
        unitPrice: 24_900,
        compareAtPrice: 34_900,
        total: 24_900,
      }),
      expect.objectContaining({ variantId: roseSmall, options: 'Rose, Small', unitPrice: 17_900 }),
    ]);
    expect(shown.lines[0]).toMatchObject({ unitPrice: 19_900, total: 39_800 });
    expect(shown.lines[2]).not.toHaveProperty('optionsHi');
    // By hand: 2 × ₹199 + ₹249 + ₹179 = ₹826, past the free-shipping threshold.
    expect(shown).toMatchObject({ subtotal: 82_600, shippingCost: 0 });

    const placed = await placeOrder(t, orderBody(items), { client });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expect(order.total).toBe(shown.total);
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: scrunchie,
        variantId: blueSmall,
        options: 'Blue, Small',
        optionsHi: 'नीला, Small',
        quantity: 2,
        unitPrice: 19_900,
        totalPrice: 39_800,
      }),
      expect.objectContaining({ variantId: blueLarge, options: 'Blue, Large', unitPrice: 24_900 }),
      expect.objectContaining({ variantId: roseSmall, image: '/media/rose-small.webp', unitPrice: 17_900 }),
    ]);
    expect(order.items[0].sku).toMatch(/-1$/);
    expect([
      await stockOf(t.db.db, scrunchie, blueSmall),
      await stockOf(t.db.db, scrunchie, blueLarge),
      await stockOf(t.db.db, scrunchie, roseSmall),
    ]).toEqual([3, 4, 4]);

    // The invoice names the options and taxes each variant at its own HSN and rate (the product's for the others).
    const [invoice] = await t.db.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const goods = invoice!.lines.filter((l) => l.kind === 'goods');
    expect(goods.map((l) => [l.description, l.hsn, l.rate])).toEqual([
      ['Velvet scrunchie (Blue, Small)', '9615', 18],
      ['Velvet scrunchie (Blue, Large)', '6117', 5],
      ['Velvet scrunchie (Rose, Small)', '9615', 18],
    ]);
    expect(invoice!.total).toBe(shown.total);
  });

  it('a line without a variant (a cart from before variants) buys the default, the first offered', async () => {
    const client = new TestClient(t);
    const shown = await quote(client, { items: [{ productId: scrunchie, quantity: 1 }] });
    expect(shown.lines).toEqual([expect.objectContaining({ variantId: blueSmall, unitPrice: 19_900 })]);
    const before = await stockOf(t.db.db, scrunchie, blueSmall);
    const placed = await placeOrder(t, orderBody([{ productId: scrunchie, quantity: 1 }]), { client });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.items[0]).toMatchObject({ variantId: blueSmall, options: 'Blue, Small' });
    expect(await stockOf(t.db.db, scrunchie, blueSmall)).toBe(before! - 1);
  });

  it('a sold-out variant is refused while the others sell; the quote leaves it out', async () => {
    const client = new TestClient(t);
    const items = [
      { productId: scrunchie, variantId: roseLarge, quantity: 1 },
      { productId: scrunchie, variantId: roseSmall, quantity: 1 },
    ];
    const shown = await quote(client, { items });
    expect(shown.lines.map((l) => l.variantId)).toEqual([roseSmall]);
    const refused = await placeOrder(t, orderBody(items), { client });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      fields: { 'items.0': 'This product is currently out of stock.' },
    });
    expect(refused.json().error.fields).not.toHaveProperty('items.1');
    const enough = await placeOrder(
      t,
      orderBody([{ productId: scrunchie, variantId: roseSmall, quantity: 9 }]),
      {
        client,
      },
    );
    expect(enough.json().error.fields).toEqual({ 'items.0': 'Only 4 items available.' });
  });

  it("another product's variant, or an unknown one, cannot be bought under this product", async () => {
    const other = await makeProduct(t.db.db, { price: 10_000, stock: 5 });
    for (const variantId of [blueSmall, 2_000_000_000]) {
      const res = await placeOrder(t, orderBody([{ productId: other, variantId, quantity: 1 }]));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.fields['items.0']).toBe('This product is currently out of stock.');
    }
    expect(await stockOf(t.db.db, scrunchie, blueSmall)).toBeGreaterThan(0);
  });

  it('the same variant twice is refused (two lines of one variant), two variants are fine', async () => {
    const res = await placeOrder(
      t,
      orderBody([
        { productId: scrunchie, variantId: roseSmall, quantity: 1 },
        { productId: scrunchie, variantId: roseSmall, quantity: 1 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['items.1.variantId']).toBe('This product is already in the order');
  });

  it('cancelling the order puts each line back on its own variant', async () => {
    const client = new TestClient(t);
    const items = [
      { productId: scrunchie, variantId: blueLarge, quantity: 2 },
      { productId: scrunchie, variantId: roseSmall, quantity: 1 },
    ];
    const before = [
      await stockOf(t.db.db, scrunchie, blueLarge),
      await stockOf(t.db.db, scrunchie, roseSmall),
    ];
    const placed = await placeOrder(t, orderBody(items), { client });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    const admin = await createAdmin(t);
    const cancelled = await admin.request('PATCH', `/api/admin/orders/${order.id}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([
      await stockOf(t.db.db, scrunchie, blueLarge),
      await stockOf(t.db.db, scrunchie, roseSmall),
    ]).toEqual(before);
  });
});
