import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { DEFAULT_PRODUCT_IMAGE } from '#shared/catalog/product.ts';
import { type AdminProduct, PRODUCT_ADMIN_MESSAGES as M } from '#shared/catalog/product-admin.schemas.ts';
import { UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';
import { orderItems, products } from '../../db/schema/index.ts';
import { createAdmin, createCustomer, type TestClient } from '../../testing/accounts.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { makeProduct, orderBody, placeOrder } from '../../testing/factories.ts';

let admin: TestClient;
const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAdmin(t);
});

let seq = 0;
function productBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: `Admin lotus candle ${seq}`,
    price: 45_000,
    category: 'Candles',
    catalogNumber: `ADM-${Date.now().toString(36)}-${seq}`,
    description: 'Soy wax, hand poured.',
    images: [{ url: 'https://cdn.example.in/lotus-1.jpg' }, { url: '/media/product-images/lotus-2.webp' }],
    stockQuantity: 12,
    inStock: true,
    featured: false,
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<AdminProduct> {
  const res = await admin.post('/api/admin/products', productBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const productCount = async () => (await t.db.db.select({ n: count() }).from(products))[0]!.n;
const shopGet = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const shopIds = async (url: string) =>
  new Set(((await shopGet(url)).json().items as Product[]).map((p) => p.id));

describe('POST /api/admin/products: validation (docs/product.md §7.2), 400 naming the field, nothing written', () => {
  it.each([
    ['price 0', { price: 0 }, 'price', M.pricePositive],
    ['negative price', { price: -100 }, 'price', M.pricePositive],
    ['missing price', { price: undefined }, 'price', M.priceRequired],
    ['fractional paise', { price: 100.5 }, 'price', M.priceWhole],
    ['missing name', { name: '  ' }, 'name', M.nameRequired],
    ['missing catalog number', { catalogNumber: undefined }, 'catalogNumber', M.catalogNumberRequired],
    ['blank catalog number', { catalogNumber: '   ' }, 'catalogNumber', M.catalogNumberRequired],
    ['bad category', { category: 'Pottery' }, 'category', M.categoryRequired],
    ['missing category', { category: undefined }, 'category', M.categoryRequired],
    ['bad image URL', { images: [{ url: 'not a url' }] }, 'images.0.url', UPLOAD_MESSAGES.invalidUrl],
    [
      'javascript: image URL',
      { images: [{ url: 'javascript:alert(1)' }] },
      'images.0.url',
      UPLOAD_MESSAGES.invalidUrl,
    ],
    ['empty image URL', { images: [{ url: '' }] }, 'images.0.url', UPLOAD_MESSAGES.invalidUrl],
    [
      '6 images',
      { images: Array.from({ length: 6 }, (_, i) => ({ url: `/media/p-${i}.webp` })) },
      'images',
      M.tooManyImages,
    ],
    ['a typed rating (issue 23: computed from reviews)', { rating: 4.5 }, 'rating', M.figuresComputed],
    ['a typed review count (issue 23)', { reviews: 12 }, 'reviews', M.figuresComputed],
    ['audit 5.1: no stock quantity', { stockQuantity: undefined }, 'stockQuantity', M.stockRequired],
    ['stock -1', { stockQuantity: -1 }, 'stockQuantity', M.stockNotNegative],
    ['stock 1.5', { stockQuantity: 1.5 }, 'stockQuantity', M.stockWhole],
    ['in-stock not a boolean', { inStock: 'yes' }, 'inStock', M.flagInvalid],
  ])('%s', async (_label, overrides, field, message) => {
    const before = await productCount();
    const res = await admin.post('/api/admin/products', productBody(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      fields: { [field]: message },
    });
    expect(await productCount()).toBe(before);
  });

  it('takes inline images (the upload fallback) in a body above the app-wide 1 MiB; one over 1 MB is refused', async () => {
    const inline = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;
    const images = Array.from({ length: 5 }, () => ({ url: inline(600_000) }));
    const ok = await admin.post('/api/admin/products', productBody({ images }));
    expect(ok.statusCode, ok.body.slice(0, 200)).toBe(201);
    expect(ok.json().images).toHaveLength(5);
    const big = await admin.post(
      '/api/admin/products',
      productBody({ images: [{ url: inline(1_100_000) }] }),
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().error.fields['images.0.url']).toBe(UPLOAD_MESSAGES.inlineTooLarge);
  });

  it('accepts 5 images and stock 0 (said on purpose: the product is out of stock)', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ url: `/media/p-${i}.webp` }));
    expect((await create({ images: five })).images).toHaveLength(5);
    expect((await create({ stockQuantity: 0 })).stockQuantity).toBe(0);
  });

  it('audit 5.2: a catalog number already used (in any case) is refused with 409 naming the product; nothing written', async () => {
    const first = await create({ catalogNumber: 'LIP-UNIQ-7' });
    const before = await productCount();
    for (const catalogNumber of ['LIP-UNIQ-7', 'lip-uniq-7', '  Lip-Uniq-7 ']) {
      const res = await admin.post('/api/admin/products', productBody({ catalogNumber }));
      expect(res.statusCode, res.body).toBe(409);
      const message = M.catalogNumberTaken(first.name);
      expect(res.json().error).toMatchObject({ message, fields: { catalogNumber: message } });
    }
    expect(await productCount()).toBe(before);
    const other = await create();
    const edit = await admin.request('PATCH', `/api/admin/products/${other.id}`, {
      catalogNumber: 'lip-uniq-7',
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().error.fields.catalogNumber).toBe(M.catalogNumberTaken(first.name));
    const [row] = await t.db.db.select().from(products).where(eq(products.id, other.id));
    expect(row!.catalogNumber).toBe(other.catalogNumber);
    // Saving a product with its own number (any other field changed) is not a clash.
    const own = await admin.request('PATCH', `/api/admin/products/${first.id}`, {
      catalogNumber: 'LIP-UNIQ-7',
      price: 46_000,
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('POST /api/admin/products', () => {
  it('creates a product that the shop lists and shows at once', async () => {
    await shopGet('/api/products?limit=100&sort=newest'); // warm the cache
    const created = await create({ featured: true });
    expect(created).toMatchObject({
      name: expect.stringContaining('Admin lotus candle'),
      price: 45_000,
      category: 'Candles',
      rating: null,
      reviews: 0,
      archived: false,
      archivedAt: null,
    });
    expect(created.images.map((i) => i.url)).toEqual([
      'https://cdn.example.in/lotus-1.jpg',
      '/media/product-images/lotus-2.webp',
    ]);
    expect(await shopIds('/api/products?limit=100&sort=newest')).toContain(created.id);
    const detail = await shopGet(`/api/products/${created.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: created.id,
      price: 45_000,
      catalogNumber: created.catalogNumber,
    });
    expect(await shopIds('/api/products/featured')).toContain(created.id);
  });

  it('stores the default placeholder when no image is given; defaults the optional fields', async () => {
    const res = await admin.post('/api/admin/products', {
      name: 'Plain bookmark',
      price: 9_900,
      category: 'Calligraphy',
      catalogNumber: 'BK-001',
      stockQuantity: 0,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      images: [DEFAULT_PRODUCT_IMAGE],
      description: '',
      rating: null,
      reviews: 0,
      stockQuantity: 0,
      inStock: true,
      featured: false,
    });
  });
});

describe('GET /api/admin/products', () => {
  it('lists every product incl. out of stock and archived, newest first, with the archived flag', async () => {
    const out = await create({ stockQuantity: 0, inStock: false });
    const archivedId = await makeProduct(t.db.db, { price: 5_000, stock: 3, archived: true });
    const res = await admin.get('/api/admin/products?limit=100');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { items: AdminProduct[]; total: number; page: number; limit: number };
    expect(body.total).toBe(await productCount());
    const ids = body.items.map((p) => p.id);
    expect(ids).toContain(out.id);
    expect(ids).toContain(archivedId);
    expect(body.items.find((p) => p.id === archivedId)).toMatchObject({ archived: true });
    const times = body.items.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('searches name or catalog number (case-insensitive, % literal), filters by category, pages', async () => {
    const a = await create({
      name: 'Peacock Mandala Zqx',
      category: 'Lippan Arts',
      catalogNumber: 'LIP-ZQX-1',
    });
    const b = await create({ name: 'Other thing', category: 'Embroidery', catalogNumber: 'EMB-ZQX-2' });
    const byName = (await admin.get('/api/admin/products?q=mandala%20zqx')).json();
    expect(byName.items.map((p: AdminProduct) => p.id)).toEqual([a.id]);
    const byNumber = (await admin.get('/api/admin/products?q=zqx')).json();
    expect(byNumber.items.map((p: AdminProduct) => p.id)).toEqual([b.id, a.id]);
    const filtered = (
      await admin.get(`/api/admin/products?q=zqx&category=${encodeURIComponent('Embroidery')}`)
    ).json();
    expect(filtered.items.map((p: AdminProduct) => p.id)).toEqual([b.id]);
    expect((await admin.get('/api/admin/products?q=%25')).json().total).toBe(0);
    const page2 = (await admin.get('/api/admin/products?q=zqx&limit=1&page=2')).json();
    expect(page2).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page2.items.map((p: AdminProduct) => p.id)).toEqual([a.id]);
    const bad = await admin.get('/api/admin/products?category=Pottery');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['category']);
  });

  it('GET /api/admin/products/:id answers archived products too; 404 for an unknown id', async () => {
    const archivedId = await makeProduct(t.db.db, { price: 5_000, stock: 3, archived: true });
    expect((await admin.get(`/api/admin/products/${archivedId}`)).json()).toMatchObject({ archived: true });
    const missing = await admin.get('/api/admin/products/2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(M.notFound);
    expect((await admin.get('/api/admin/products/abc')).statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/products/:id', () => {
  it('changes only the fields sent; the shop shows the new price at once (new ETag)', async () => {
    const p = await create();
    const before = await shopGet(`/api/products/${p.id}`);
    const etag = String(before.headers.etag);
    const res = await admin.request('PATCH', `/api/admin/products/${p.id}`, { price: 39_900 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ price: 39_900, name: p.name, stockQuantity: 12 });
    const after = await shopGet(`/api/products/${p.id}`, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().price).toBe(39_900);
  });

  it('edits every field at once; an empty image list stores the placeholder', async () => {
    const p = await create();
    const res = await admin.request('PATCH', `/api/admin/products/${p.id}`, {
      name: 'Renamed',
      price: 1_000,
      category: 'Others',
      catalogNumber: 'OTH-9',
      description: 'New',
      images: [],
      stockQuantity: 3,
      inStock: false,
      featured: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      category: 'Others',
      images: [DEFAULT_PRODUCT_IMAGE],
      stockQuantity: 3,
      inStock: false,
      featured: true,
    });
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(p.updatedAt).getTime());
  });

  it.each([
    [{ price: 0 }, 'price', M.pricePositive],
    [{ catalogNumber: '' }, 'catalogNumber', M.catalogNumberRequired],
    [{ rating: null }, 'rating', M.figuresComputed],
    [{ images: [{ url: 'ftp://x.in/a.png' }] }, 'images.0.url', UPLOAD_MESSAGES.invalidUrl],
    [{}, 'body', M.emptyUpdate],
  ])('refuses %j with 400 and changes nothing', async (body, field, message) => {
    const p = await create();
    const res = await admin.request('PATCH', `/api/admin/products/${p.id}`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    const read = await admin.get(`/api/admin/products/${p.id}`);
    expect(read.json()).toMatchObject({ price: p.price, catalogNumber: p.catalogNumber });
  });

  it('404 for an unknown id', async () => {
    const res = await admin.request('PATCH', '/api/admin/products/2000000000', { price: 100 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(M.notFound);
  });

  it('a price change does not change an order already placed', async () => {
    const p = await create({ price: 20_000, stockQuantity: 5 });
    const placed = await placeOrder(t, orderBody([{ productId: p.id, quantity: 2 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    await admin.request('PATCH', `/api/admin/products/${p.id}`, { price: 99_900, name: 'Now dearer' });
    const read = await shopGet(`/api/orders/${order.id}?token=${order.accessToken}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().order).toMatchObject({ subtotal: 40_000, total: order.total });
    expect(read.json().order.items[0]).toMatchObject({ unitPrice: 20_000, totalPrice: 40_000 });
    // A new order pays the new price.
    const next = await placeOrder(t, orderBody([{ productId: p.id, quantity: 1 }]));
    expect(next.json().order.subtotal).toBe(99_900);
  });
});

describe('DELETE /api/admin/products/:id', () => {
  it('deletes a product no order names', async () => {
    const p = await create();
    const res = await admin.request('DELETE', `/api/admin/products/${p.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: p.id, outcome: 'deleted' });
    expect(await t.db.db.select().from(products).where(eq(products.id, p.id))).toHaveLength(0);
    expect((await shopGet(`/api/products/${p.id}`)).statusCode).toBe(404);
    expect((await admin.request('DELETE', `/api/admin/products/${p.id}`)).statusCode).toBe(404);
  });

  it('archives a product with orders: gone from every shop read, still in the old order', async () => {
    const p = await create({ featured: true, category: 'Resin Art Work', stockQuantity: 10 });
    const placed = await placeOrder(t, orderBody([{ productId: p.id, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    // Warm every cached read that shows the product.
    const categoriesBefore = (await shopGet('/api/categories')).json().items;
    const resinBefore = categoriesBefore.find(
      (c: { name: string }) => c.name === 'Resin Art Work',
    ).productCount;
    expect(await shopIds('/api/products?limit=100')).toContain(p.id);
    expect(await shopIds('/api/products/featured')).toContain(p.id);
    expect((await shopGet(`/api/products/${p.id}`)).statusCode).toBe(200);

    const res = await admin.request('DELETE', `/api/admin/products/${p.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: p.id, outcome: 'archived' });

    expect(await shopIds('/api/products?limit=100')).not.toContain(p.id);
    expect(await shopIds(`/api/products?limit=100&q=${encodeURIComponent(p.catalogNumber)}`)).not.toContain(
      p.id,
    );
    expect(await shopIds('/api/products/featured')).not.toContain(p.id);
    expect((await shopGet(`/api/products/${p.id}`)).statusCode).toBe(404);
    const resinAfter = (await shopGet('/api/categories'))
      .json()
      .items.find((c: { name: string }) => c.name === 'Resin Art Work').productCount;
    expect(resinAfter).toBe(resinBefore - 1);
    // Cannot be bought any more.
    expect((await placeOrder(t, orderBody([{ productId: p.id, quantity: 1 }]))).statusCode).toBe(409);

    const read = await shopGet(`/api/orders/${order.id}?token=${order.accessToken}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().order.items).toEqual([
      expect.objectContaining({ productId: p.id, name: p.name, unitPrice: p.price }),
    ]);
    expect(await t.db.db.select().from(orderItems).where(eq(orderItems.productId, p.id))).toHaveLength(1);
    const listed = (await admin.get(`/api/admin/products?q=${encodeURIComponent(p.catalogNumber)}`)).json();
    expect(listed.items[0]).toMatchObject({ id: p.id, archived: true, archivedAt: expect.any(String) });
    // Deleting again keeps it archived.
    expect((await admin.request('DELETE', `/api/admin/products/${p.id}`)).json().outcome).toBe('archived');
  });

  it('spec audit 4.2: an archived product is listed under Archived and restored, back in the shop with its id', async () => {
    const p = await create({ category: 'Candles', stockQuantity: 5 });
    expect((await placeOrder(t, orderBody([{ productId: p.id, quantity: 1 }]))).statusCode).toBe(201);
    expect((await admin.request('DELETE', `/api/admin/products/${p.id}`)).json().outcome).toBe('archived');
    const view = async (name: string) =>
      (await admin.get(`/api/admin/products?view=${name}&q=${encodeURIComponent(p.catalogNumber)}`))
        .json()
        .items.map((item: { id: number }) => item.id);
    expect(await view('archived')).toEqual([p.id]);
    expect(await view('in-shop')).toEqual([]);
    expect(await view('all')).toEqual([p.id]);
    expect((await shopGet(`/api/products/${p.id}`)).statusCode).toBe(404);

    const restored = await admin.post(`/api/admin/products/${p.id}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: p.id, archived: false, archivedAt: null });
    expect(await view('archived')).toEqual([]);
    expect(await view('in-shop')).toEqual([p.id]);
    // Back in every shop read (the cache too) and purchasable again.
    expect((await shopGet(`/api/products/${p.id}`)).statusCode).toBe(200);
    expect(await shopIds('/api/products?limit=100')).toContain(p.id);
    expect((await placeOrder(t, orderBody([{ productId: p.id, quantity: 1 }]))).statusCode).toBe(201);
    // Restoring twice changes nothing; an unknown product is 404; a bad view is 400 naming it.
    expect((await admin.post(`/api/admin/products/${p.id}/restore`, {})).json()).toMatchObject({
      archived: false,
    });
    expect((await admin.post('/api/admin/products/99999999/restore', {})).statusCode).toBe(404);
    const bad = await admin.get('/api/admin/products?view=deleted');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.view).toBeDefined();
  });

  it('the dashboard counts only products still in the shop', async () => {
    const before = (await admin.get('/api/admin/overview')).json().products;
    const p = await create();
    expect((await admin.get('/api/admin/overview')).json().products).toBe(before + 1);
    await placeOrder(t, orderBody([{ productId: p.id, quantity: 1 }]));
    await admin.request('DELETE', `/api/admin/products/${p.id}`);
    expect((await admin.get('/api/admin/overview')).json().products).toBe(before);
  });
});

describe('admin product routes: access', () => {
  const routes: Array<[method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string]> = [
    ['GET', '/api/admin/products'],
    ['GET', '/api/admin/products/1'],
    ['POST', '/api/admin/products'],
    ['PATCH', '/api/admin/products/1'],
    ['DELETE', '/api/admin/products/1'],
  ];
  it.each(routes)('%s %s: 401 for a guest, 403 for a customer, nothing written', async (method, url) => {
    const { TestClient } = await import('../../testing/accounts.ts');
    const before = await productCount();
    const body = method === 'POST' || method === 'PATCH' ? productBody() : undefined;
    expect((await new TestClient(t).request(method, url, body)).statusCode).toBe(401);
    const customer = await createCustomer(t);
    expect((await customer.request(method, url, body)).statusCode).toBe(403);
    expect(await productCount()).toBe(before);
  });
});

describe('the default placeholder', () => {
  it('is never a category cover, even on the newest featured product of the category', async () => {
    await create({ category: 'Hair Accessories', featured: true, images: [] });
    const cover = (await shopGet('/api/categories'))
      .json()
      .items.find((c: { name: string }) => c.name === 'Hair Accessories').coverImage;
    expect(cover?.url).not.toBe(DEFAULT_PRODUCT_IMAGE.url);
  });
});

describe(`delete racing checkouts (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('an order either lands before the delete (the product is archived) or is refused (it is deleted)', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await create({ stockQuantity: 50 });
      const buyers = Array.from({ length: 6 }, () =>
        placeOrder(t, orderBody([{ productId: p.id, quantity: 1 }])),
      );
      const [removed, ...orders] = await Promise.all([
        admin.request('DELETE', `/api/admin/products/${p.id}`),
        ...buyers,
      ]);
      expect(removed!.statusCode, removed!.body).toBe(200);
      const placed = orders.filter((r) => r.statusCode === 201).map((r) => r.json().order);
      expect(orders.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      const [row] = await t.db.db.select().from(products).where(eq(products.id, p.id));
      if (removed!.json().outcome === 'deleted') {
        expect(row).toBeUndefined();
        expect(placed).toHaveLength(0);
      } else {
        expect(row!.archivedAt).not.toBeNull();
        expect(placed.length).toBeGreaterThan(0);
      }
      // No placed order lost its line's product.
      const lines = await t.db.db.select().from(orderItems).where(eq(orderItems.productId, p.id));
      expect(lines).toHaveLength(placed.length);
    }
  });
});
