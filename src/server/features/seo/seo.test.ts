import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema/index.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { defaultVariantOf, makeVariantProduct, slugOf } from '../../testing/factories.ts';
import { pageKey } from './page-meta.ts';

const t = setUpTestApp();

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('pages served with their own head', () => {
  it('gives the home page its title, description and canonical URL', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Karigar — Handmade Craft Treasures</title>');
    expect(res.body).toMatch(/<meta name="description" content="[^"]+"/);
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/" />');
    expect(res.body).toContain('<div id="root">');
  });

  it('gives /about its own title and Open Graph tags', async () => {
    const res = await page('/about');
    expect(res.body).toContain('<title>About Us · Karigar</title>');
    expect(res.body).toContain('<meta property="og:title" content="About Us" />');
    // pages without a picture of their own share the homepage hero in link previews
    expect(res.body).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/media\/homepage\/.+\.webp"/,
    );
  });

  it('names the category on a filtered product list', async () => {
    const res = await page('/products?category=Candles');
    expect(res.body).toContain('<title>Candles — Handmade · Karigar</title>');
    expect(res.body).toContain('href="http://localhost:3000/products?category=Candles"');
    // its share card (decision 089; share-cards.test.ts fetches it)
    expect(res.body).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/share-cards\/en\/category\/Candles\/[0-9a-f]{16}\.jpg"/,
    );
  });

  it('puts Product JSON-LD with price in INR and availability in a product page', async () => {
    const [p] = await t.db.db.select().from(products).limit(1);
    const res = await page(`/product/${p!.slug}`);
    expect(res.statusCode).toBe(200);
    const json = res.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    const ld = JSON.parse(json!);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: p!.name,
      offers: {
        priceCurrency: 'INR',
        price: ((await defaultVariantOf(t.db.db, p!.id)).price / 100).toFixed(2),
      },
    });
    expect(ld.offers.availability).toMatch(/^https:\/\/schema.org\/(InStock|OutOfStock)$/);
    expect(res.body).toContain(
      `<meta property="og:image" content="http://localhost:3000/share-cards/en/product/${p!.slug}/`,
    );
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000/product/${p!.slug}" />`);
    // the alias route and the old numeric link answer 301 to the one canonical URL (decision 088)
    for (const old of [`/products/${p!.id}`, `/products/${p!.slug}`, `/product/${p!.id}`]) {
      const moved = await page(old);
      expect(moved.statusCode, old).toBe(301);
      expect(moved.headers.location).toBe(`/product/${p!.slug}`);
    }
  });

  it('gives a product with options ProductGroup JSON-LD with a Product and Offer per variant (decision 066)', async () => {
    const { id, variantIds } = await makeVariantProduct(t.db.db, {
      name: 'Scent trio',
      options: [
        { name: 'Colour', values: [{ label: 'Blue' }, { label: 'Red' }] },
        { name: 'Scent', values: [{ label: 'Rose' }] },
      ],
      variants: [
        { options: ['Blue', 'Rose'], price: 49_900, stock: 3 },
        { options: ['Red', 'Rose'], price: 59_900, stock: 0 },
      ],
    });
    const slug = await slugOf(t.db.db, id);
    const res = await page(`/product/${slug}?variant=${variantIds[1]}`);
    const json = res.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    const ld = JSON.parse(json!);
    expect(ld['@type']).toBe('ProductGroup');
    expect(ld).not.toHaveProperty('offers');
    expect(ld.variesBy).toEqual(['https://schema.org/color']);
    expect(ld.hasVariant).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Scent trio (Blue, Rose)',
        color: 'Blue',
        additionalProperty: [{ '@type': 'PropertyValue', name: 'Scent', value: 'Rose' }],
        offers: expect.objectContaining({
          price: '499.00',
          url: `http://localhost:3000/product/${slug}?variant=${variantIds[0]}`,
          availability: 'https://schema.org/InStock',
        }),
      }),
      expect.objectContaining({
        name: 'Scent trio (Red, Rose)',
        offers: expect.objectContaining({ price: '599.00', availability: 'https://schema.org/OutOfStock' }),
      }),
    ]);
    // every variant's page names the product's one canonical URL
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000/product/${slug}" />`);
  });

  it('renders a product page for the variant of its URL, and no other made-up query (decision 066)', () => {
    const key = (url: string) => {
      const parsed = new URL(url, 'http://local');
      return pageKey(parsed.pathname, parsed.searchParams).key;
    };
    expect(key('/product/5?variant=12')).toBe('page:/product/5?variant=12');
    expect(key('/products/5?variant=12&utm=x')).toBe('page:/products/5?variant=12');
    for (const url of ['/product/5?variant=abc', '/product/5?variant=0', '/product/5?variant=12345678901'])
      expect(key(url), url).toBe('page:/product/5');
    expect(key('/products?variant=3')).toBe('page:/products');
  });

  it('answers 404 with the app for unknown paths and unknown products', async () => {
    // /admin/products: the dashboard's tab is ?tab=, and the web app shows its 404 there too (spec audit 2.12).
    for (const url of [
      '/no-such-page',
      '/product/999999',
      '/product/abc',
      '/blogDetails/Unknown',
      '/admin/products',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('escapes text that came from the database', async () => {
    const [p] = await t.db.db
      .insert(products)
      .values({
        name: '</script><script>alert(1)</script>',
        slug: 'script-alert-1',
        description: '"><img src=x onerror=alert(1)>',
        category: 'Others',
        catalogNumber: 'KG-XSS-1',
      })
      .returning();
    await t.db.db.insert(productVariants).values({ productId: p!.id, sku: 'KG-XSS-1', price: 1000 });
    t.app.publicCache.clear();
    const res = await page('/product/script-alert-1');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;/script&gt;');
  });

  it('keeps private pages out of search engines', async () => {
    const res = await page('/checkout');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toContain('rel="canonical"');
  });
});

describe('the page cache (security review L5)', () => {
  it('keys a page only by what changes it: made-up query strings and slashes add no entry', async () => {
    t.app.publicCache.clear();
    await page('/');
    await page('/about');
    const size = t.app.publicCache.size;
    for (let i = 0; i < 50; i++) {
      expect((await page(`/?utm_source=x${i}&fbclid=${i}`)).statusCode).toBe(200);
      await page(`/about${'/'.repeat(1 + (i % 3))}?q=${i}`);
    }
    expect(t.app.publicCache.size).toBe(size);
  });

  it('shares one entry for every unknown path and for every order-confirmation link, token included', async () => {
    t.app.publicCache.clear();
    for (let i = 0; i < 20; i++) {
      expect((await page(`/no-such-page-${i}`)).statusCode).toBe(404);
      expect((await page(`/order-confirmation/${i}?token=secret-${i}`)).statusCode).toBe(200);
    }
    // The pages' own entries (a rendered page's API reads are cached beside them, decision 026).
    const pageKeys = t.app.publicCache.keys().filter((key) => key.startsWith('page:'));
    expect(pageKeys).toHaveLength(2);
    expect(t.app.publicCache.has('page:/order-confirmation/:orderId')).toBe(true);
  });

  it('keeps the hot pages when a flood of unknown products fills the other budget', async () => {
    t.app.publicCache.clear();
    await page('/');
    for (let i = 0; i < 200; i++) await page(`/product/${900_000 + i}`);
    expect(t.app.publicCache.has('page:/')).toBe(true);
    expect(t.app.publicCache.bytesIn('pages')).toBeGreaterThan(0);
    expect(t.app.publicCache.bytesIn('other-pages')).toBeGreaterThan(0);
  });

  it('files searches and deep pages of the catalogue apart from the storefront reads', async () => {
    t.app.publicCache.clear();
    await t.app.inject({ method: 'GET', url: '/api/products?page=1&limit=20' });
    const storefront = t.app.publicCache.bytesIn('reads');
    expect(storefront).toBeGreaterThan(0);
    for (const url of [
      '/api/products?q=lamp',
      '/api/products?page=9',
      '/api/products?limit=7',
      '/api/blog/posts?q=x',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(t.app.publicCache.bytesIn('reads')).toBe(storefront);
    expect(t.app.publicCache.bytesIn('other-reads')).toBeGreaterThan(0);
  });

  it('refuses pages deeper than 10000 (security review L11)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?page=10001' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('page must be at most 10000');
  });
});

describe('sitemap and robots', () => {
  it('lists home, categories, products and published posts', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('<loc>http://localhost:3000/</loc>');
    expect(res.body).toContain('<loc>http://localhost:3000/products?category=Dream%20Catcher</loc>');
    const [first] = await t.db.db.select({ slug: products.slug }).from(products).limit(1);
    expect(res.body).toContain(`<loc>http://localhost:3000/product/${first!.slug}</loc>`);
    expect(res.body).toContain(`<loc>http://localhost:3000/hi/product/${first!.slug}</loc>`);
    expect(res.body).not.toMatch(/\/product\/\d+</);
    expect(res.body).toMatch(/<loc>http:\/\/localhost:3000\/blog\/[^<]+<\/loc>/);
  });

  it('points robots at the sitemap and away from admin', async () => {
    const res = await page('/robots.txt');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('media', () => {
  it('serves seeded product images as immutable WebP', async () => {
    // The first seeded one: without an order PostgreSQL may answer any row (the seed's review figures rewrote them all).
    const [p] = await t.db.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const res = await page(p!.images[0]!.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('does not serve files outside the media folder', async () => {
    const res = await page('/media/..%2f..%2fpackage.json');
    expect(res.statusCode).toBe(404);
  });
});

describe("a page's head from the API's cache entries", () => {
  it("names a product's new name once a write drops the products' entries, not the cached one", async () => {
    const [product] = await t.db.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const title = async () =>
      /<title>([^<]*)<\/title>/.exec((await t.app.inject({ url: `/product/${product!.slug}` })).body)?.[1];
    expect(await title()).toContain(product!.name);
    await t.app.inject({ url: `/api/products/${product!.id}` }); // the API's entry, cached too
    await t.db.db.update(products).set({ name: 'Renamed Lotus Diya' }).where(eq(products.id, product!.id));
    t.app.publicCache.invalidate(CACHE_TAGS.products);
    expect(await title()).toContain('Renamed Lotus Diya');
    await t.db.db.update(products).set({ name: product!.name }).where(eq(products.id, product!.id));
    t.app.publicCache.invalidate(CACHE_TAGS.products);
  });

  it('answers a missing product 404 without caching the miss', async () => {
    const missing = await t.app.inject({ url: '/product/987654' });
    expect(missing.statusCode).toBe(404);
    expect(t.app.publicCache.has('product:987654')).toBe(false);
  });
});
