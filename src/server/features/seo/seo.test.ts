import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';

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
    expect(res.body).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/media\/products\/.+\.webp"/,
    );
  });

  it('puts Product JSON-LD with price in INR and availability in a product page', async () => {
    const [p] = await t.db.db.select().from(products).limit(1);
    const res = await page(`/product/${p!.id}`);
    expect(res.statusCode).toBe(200);
    const json = res.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    const ld = JSON.parse(json!);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: p!.name,
      offers: { priceCurrency: 'INR', price: (p!.price / 100).toFixed(2) },
    });
    expect(ld.offers.availability).toMatch(/^https:\/\/schema.org\/(InStock|OutOfStock)$/);
    expect(res.body).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/media\/.+\.webp"/);
    // the alias route points search engines at the one canonical URL
    const alias = await page(`/products/${p!.id}`);
    expect(alias.body).toContain(`<link rel="canonical" href="http://localhost:3000/product/${p!.id}" />`);
  });

  it('answers 404 with the app for unknown paths and unknown products', async () => {
    for (const url of ['/no-such-page', '/product/999999', '/product/abc', '/blogDetails/Unknown']) {
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
        description: '"><img src=x onerror=alert(1)>',
        price: 1000,
        category: 'Others',
        catalogNumber: 'KG-XSS-1',
      })
      .returning();
    t.app.publicCache.clear();
    const res = await page(`/product/${p!.id}`);
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

describe('sitemap and robots', () => {
  it('lists home, categories, products and published posts', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('<loc>http://localhost:3000/</loc>');
    expect(res.body).toContain('<loc>http://localhost:3000/products?category=Dream%20Catcher</loc>');
    expect(res.body).toMatch(/<loc>http:\/\/localhost:3000\/product\/\d+<\/loc>/);
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
    const [p] = await t.db.db.select().from(products).limit(1);
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
