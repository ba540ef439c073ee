import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { CATEGORIES } from '#shared/constants/categories.ts';
import { products } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';

const t = setUpTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/categories', () => {
  it('lists the nine categories in spec order with in-stock counts and covers', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as {
      items: Array<{ name: string; productCount: number; coverImage: unknown }>;
    };
    expect(items.map((c) => c.name)).toEqual([...CATEGORIES]);
    const [counted] = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        sql`in_stock and archived_at is null and exists (select 1 from product_variants v where v.product_id = products.id and v.active and v.archived_at is null and coalesce(v.stock_quantity, 1) > 0)`,
      );
    expect(items.reduce((sum, c) => sum + c.productCount, 0)).toBe(counted!.n);
    for (const c of items.filter((c) => c.productCount > 0)) expect(c.coverImage).not.toBeNull();
  });

  it('answers with an ETag and 304 when the client already has it', async () => {
    const first = await get('/api/categories');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const second = await get('/api/categories', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});

describe('GET /api/products', () => {
  it('pages 20 at a time with the total, in stock only', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Product[]; total: number; page: number; limit: number };
    expect(body.limit).toBe(20);
    expect(body.page).toBe(1);
    expect(body.items).toHaveLength(20);
    expect(body.total).toBeGreaterThan(20);
    for (const p of body.items)
      expect(p.inStock && (p.stockQuantity === null || p.stockQuantity > 0)).toBe(true);
  });

  it('gives the same total on every page, past the last one and for a category', async () => {
    const first = (await get('/api/products?limit=7')).json();
    const pages = Math.ceil(first.total / 7);
    const last = (await get(`/api/products?limit=7&page=${pages}`)).json();
    expect(last.total).toBe(first.total);
    expect(last.items).toHaveLength(first.total - 7 * (pages - 1));
    const beyond = (await get(`/api/products?limit=7&page=${pages + 3}`)).json();
    expect(beyond).toMatchObject({ items: [], total: first.total, page: pages + 3 });
    const candles = (await get('/api/products?category=Candles&limit=2')).json();
    const all = (await get('/api/products?category=Candles&limit=100')).json();
    expect(candles.total).toBe(all.items.length);
  });

  it('never lists out-of-stock products', async () => {
    const res = await get('/api/products?limit=100');
    const ids = new Set((res.json().items as Product[]).map((p) => p.id));
    const outOfStock = await t.db.db
      .select({ id: products.id })
      .from(products)
      .where(
        sql`not in_stock or exists (select 1 from product_variants v where v.product_id = products.id and v.stock_quantity = 0)`,
      );
    expect(outOfStock.length).toBeGreaterThan(0);
    for (const { id } of outOfStock) expect(ids.has(id)).toBe(false);
  });

  it('filters by category', async () => {
    const res = await get(`/api/products?category=${encodeURIComponent('Lippan Arts')}`);
    const items = res.json().items as Product[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.category === 'Lippan Arts')).toBe(true);
  });

  it.each([
    ['price_asc', (a: Product, b: Product) => a.price - b.price],
    ['price_desc', (a: Product, b: Product) => b.price - a.price],
    [
      'name',
      (a: Product, b: Product) =>
        a.name.toLowerCase() < b.name.toLowerCase()
          ? -1
          : a.name.toLowerCase() > b.name.toLowerCase()
            ? 1
            : 0,
    ],
    ['newest', (a: Product, b: Product) => Date.parse(b.createdAt) - Date.parse(a.createdAt)],
    ['rating', (a: Product, b: Product) => (b.rating ?? 0) - (a.rating ?? 0)],
  ])('sorts by %s', async (sort, compare) => {
    const items = (await get(`/api/products?sort=${sort}&limit=100`)).json().items as Product[];
    for (let i = 1; i < items.length; i++) expect(compare(items[i - 1]!, items[i]!)).toBeLessThanOrEqual(0);
  });

  it('searches name, description and catalog number case-insensitively', async () => {
    const [sample] = await t.db.db.select().from(products).where(eq(products.inStock, true)).limit(1);
    const byNumber = (await get(`/api/products?q=${sample!.catalogNumber.toLowerCase()}`)).json()
      .items as Product[];
    expect(byNumber.map((p) => p.id)).toContain(sample!.id);
    const word = sample!.name.split(' ')[0]!.toUpperCase();
    const byName = (await get(`/api/products?q=${encodeURIComponent(word)}`)).json().items as Product[];
    expect(byName.map((p) => p.id)).toContain(sample!.id);
  });

  it('treats % and _ in search as plain characters', async () => {
    const res = await get('/api/products?q=%25');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(0);
  });

  it('pages without overlap', async () => {
    const one = (await get('/api/products?sort=name&page=1')).json().items as Product[];
    const two = (await get('/api/products?sort=name&page=2')).json().items as Product[];
    const ids = new Set(one.map((p) => p.id));
    expect(two.some((p) => ids.has(p.id))).toBe(false);
  });

  it.each([
    ['/api/products?category=Pottery', 'category', /category must be one of: Dream Catcher/],
    ['/api/products?sort=cheapest', 'sort', /sort must be one of: newest, name/],
    ['/api/products?page=0', 'page', /page must be 1 or more/],
    ['/api/products?limit=abc', 'limit', /./],
  ])('refuses %s with 400 naming %s', async (url, field, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toMatch(message);
  });
});

describe('GET /api/products/featured', () => {
  it('gives up to 8 newest featured products in stock', async () => {
    const items = (await get('/api/products/featured')).json().items as Product[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(8);
    expect(items.every((p) => p.featured)).toBe(true);
    for (let i = 1; i < items.length; i++) {
      expect(Date.parse(items[i - 1]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(items[i]!.createdAt));
    }
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product with the documented fields', async () => {
    const [row] = await t.db.db.select().from(products).limit(1);
    const res = await get(`/api/products/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'id',
        'slug',
        'name',
        'description',
        'price',
        'compareAtPrice',
        'category',
        'catalogNumber',
        'images',
        'inStock',
        'stockQuantity',
        'featured',
        'rating',
        'reviews',
        'createdAt',
        // The product page's picker (decision 066).
        'options',
        'variants',
        'defaultVariantId',
      ].sort(),
    );
    expect(Number.isInteger(res.json().price)).toBe(true);
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999', "1'or'1"])(
    '404s for unknown or malformed id %s',
    async (id) => {
      const res = await get(`/api/products/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({
        code: 'NOT_FOUND',
        message: "The product you're looking for doesn't exist or has been removed.",
      });
    },
  );
});
