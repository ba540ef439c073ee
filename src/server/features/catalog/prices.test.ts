import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ADMIN_MESSAGES as M } from '#shared/catalog/product-admin.schemas.ts';
import { createAdmin, type TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import {
  defaultVariantOf,
  makeProduct,
  orderBody,
  placeOrder,
  setVariant,
  slugOf,
} from '../../testing/factories.ts';

let admin: TestClient;
const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAdmin(t);
});

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000);
const get = (url: string) => t.app.inject({ method: 'GET', url });
/** Straight to the product's one variant, which carries its prices (decision 066). */
const setPrices = (id: number, values: Parameters<typeof setVariant>[2]) => setVariant(t.db.db, id, values);

describe('MRP and sale price: the admin rules, 400 naming the field', () => {
  it.each([
    ['an MRP at the price', { mrp: 45_000 }, 'mrp', M.mrpAbovePrice],
    [
      'a sale without its end',
      { salePrice: 30_000, saleStartsAt: inHours(-1).toISOString() },
      'saleEndsAt',
      M.saleIncomplete,
    ],
    [
      'a sale price at the price',
      { salePrice: 45_000, saleStartsAt: inHours(-1).toISOString(), saleEndsAt: inHours(1).toISOString() },
      'salePrice',
      M.saleBelowPrice,
    ],
    [
      'a sale ending before it starts',
      { salePrice: 30_000, saleStartsAt: inHours(2).toISOString(), saleEndsAt: inHours(1).toISOString() },
      'saleEndsAt',
      M.saleEndsAfterStart,
    ],
    ['a sale date that is not one', { saleStartsAt: 'tomorrow' }, 'saleStartsAt', M.saleDateInvalid],
  ])('refuses %s', async (_name, patch, field, message) => {
    const id = await makeProduct(t.db.db, { price: 45_000, stock: 5 });
    const res = await admin.request('PATCH', `/api/admin/products/${id}`, patch);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await defaultVariantOf(t.db.db, id)).toMatchObject({ mrp: null, salePrice: null });
  });

  it('lowering the price to the MRP is refused too (the rule holds across a partial update)', async () => {
    const id = await makeProduct(t.db.db, { price: 45_000, stock: 5 });
    expect((await admin.request('PATCH', `/api/admin/products/${id}`, { mrp: 60_000 })).statusCode).toBe(200);
    const res = await admin.request('PATCH', `/api/admin/products/${id}`, { price: 60_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.mrp).toBe(M.mrpAbovePrice);
  });
});

describe('MRP and sale price in the shop', () => {
  it('shows the MRP to strike through, and the admin sees the regular price and the sale', async () => {
    const id = await makeProduct(t.db.db, { price: 45_000, stock: 5 });
    const saved = await admin.request('PATCH', `/api/admin/products/${id}`, {
      mrp: 60_000,
      salePrice: 40_000,
      saleStartsAt: inHours(-1).toISOString(),
      saleEndsAt: inHours(1).toISOString(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ price: 45_000, mrp: 60_000, salePrice: 40_000 });
    expect((await get(`/api/products/${id}`)).json()).toMatchObject({
      price: 40_000,
      compareAtPrice: 60_000,
    });
    const page = await get(`/product/${await slugOf(t.db.db, id)}`);
    expect(page.body).toContain('"priceType":"https://schema.org/StrikethroughPrice","price":"600.00"');
    expect(page.body).toContain('"price":"400.00"');
  });

  it('sorts by the price now', async () => {
    const a = await makeProduct(t.db.db, { price: 1_000_001, stock: 5 });
    const b = await makeProduct(t.db.db, { price: 1_000_002, stock: 5 });
    await setPrices(b, { salePrice: 100, saleStartsAt: inHours(-1), saleEndsAt: inHours(1) });
    t.app.publicCache.clear();
    const ids = (await get('/api/products?sort=price_asc&limit=100'))
      .json()
      .items.map((p: { id: number }) => p.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
  });

  it('a sale starts and ends by itself: cached reads and pages expire at the boundary', async () => {
    const id = await makeProduct(t.db.db, { price: 45_000, stock: 5 });
    const startsAt = new Date(Date.now() + 1_500);
    const endsAt = new Date(Date.now() + 3_000);
    // Written straight to the table, as if long ago: no write invalidates the cache at the boundaries.
    await setPrices(id, { salePrice: 30_000, saleStartsAt: startsAt, saleEndsAt: endsAt });
    t.app.publicCache.clear();
    const priceNow = async () => (await get(`/api/products/${id}`)).json().price;
    const slug = await slugOf(t.db.db, id);
    const pagePrice = async () => /"price":"(\d+\.\d\d)"/.exec((await get(`/product/${slug}`)).body)?.[1];
    expect(await priceNow()).toBe(45_000);
    expect(await pagePrice()).toBe('450.00');
    await new Promise((r) => setTimeout(r, startsAt.getTime() - Date.now() + 50));
    expect(await priceNow()).toBe(30_000);
    expect(await pagePrice()).toBe('300.00');
    await new Promise((r) => setTimeout(r, endsAt.getTime() - Date.now() + 50));
    expect(await priceNow()).toBe(45_000);
    expect(await pagePrice()).toBe('450.00');
  });

  it('an order is priced at the sale price while it runs, and at the regular price after', async () => {
    const id = await makeProduct(t.db.db, { price: 45_000, stock: 5 });
    await setPrices(id, {
      mrp: 50_000,
      salePrice: 30_000,
      saleStartsAt: inHours(-1),
      saleEndsAt: inHours(1),
    });
    const during = await placeOrder(t, orderBody([{ productId: id, quantity: 2 }]));
    expect(during.statusCode, during.body).toBe(201);
    expect(during.json().order.items[0]).toMatchObject({ unitPrice: 30_000, totalPrice: 60_000 });
    await setPrices(id, { saleStartsAt: inHours(-2), saleEndsAt: inHours(-1) });
    const after = await placeOrder(t, orderBody([{ productId: id, quantity: 1 }]));
    expect(after.json().order.items[0]).toMatchObject({ unitPrice: 45_000 });
  });
});
