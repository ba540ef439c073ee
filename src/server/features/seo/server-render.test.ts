import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '#shared/pricing/money.ts';
import { blogPosts, products } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../testing/build-test-app.ts';
import { defaultVariantOf } from '../../testing/factories.ts';

/**
 * Issue 17, decision 026: the storefront's HTML holds what the shopper sees, rendered on the server by the
 * web's own routes and components, with the data it was rendered from for the browser's query cache.
 */
const t = setUpTestApp();

/** The served page as a browser without JavaScript reads it: the app's markup and the state it hands over. */
async function servedPage(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const root =
    /<div id="root">([\s\S]*?)<\/div>\s*<script id="karigar-state" type="application\/json">([\s\S]*?)<\/script>/.exec(
      res.body,
    );
  return { res, body: root?.[1] ?? '', state: root ? JSON.parse(root[2]!) : null };
}

const escapeText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );

describe('server-rendered storefront pages (issue 17)', () => {
  it('serves the home page with its hero title, the header and the featured products in the HTML', async () => {
    const hero = (await t.app.inject({ method: 'GET', url: '/api/homepage' })).json() as {
      heroTitle: string;
    };
    const { res, body, state } = await servedPage('/');
    expect(res.statusCode).toBe(200);
    expect(body).toMatch(new RegExp(`<h1[^>]*>${escapeText(hero.heroTitle)}</h1>`));
    expect(body).toContain('href="/products"');
    // The data the page was rendered from goes with it, for the browser's query cache.
    const keys = (state.queries.queries as Array<{ queryKey: unknown }>).map((q) =>
      JSON.stringify(q.queryKey),
    );
    expect(keys.some((key) => key.includes('homepage'))).toBe(true);
    expect(keys.some((key) => key.includes('session'))).toBe(false);
  });

  it("preloads the hero's picture for each kind of screen, a phone's no larger than its 640 px variant", async () => {
    const { res, body } = await servedPage('/');
    const preloads = [...res.body.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(2);
    const phone = preloads.find((link) => link.includes('media="(max-width: 1023.98px)"'));
    const wide = preloads.find((link) => link.includes('media="not all and (max-width: 1023.98px)"'));
    expect(phone).toMatch(/imageSrcSet="[^"]*-640\.webp 640w"/);
    expect(phone).not.toContain('1280w');
    expect(wide).toContain('-1280.webp 1280w');
    for (const link of preloads) expect(link).toContain('fetchPriority="high"');
    expect(body).toMatch(/<picture><source media="\(max-width: 1023.98px\)" srcSet="[^"]*-640\.webp 640w"/);
  });

  it("serves a product page with the product's name and price", async () => {
    const [product] = await t.db.db
      .select()
      .from(products)
      .where(eq(products.inStock, true))
      .orderBy(asc(products.id))
      .limit(1);
    const { res, body } = await servedPage(`/product/${product!.slug}`);
    expect(res.statusCode).toBe(200);
    expect(body).toMatch(new RegExp(`<h1[^>]*>${escapeText(product!.name)}</h1>`));
    expect(body).toContain(formatRupees((await defaultVariantOf(t.db.db, product!.id)).price));
  });

  it("serves a blog post with its title and its body's first heading", async () => {
    const [post] = await t.db.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.isPublished, true)))
      .orderBy(asc(blogPosts.id))
      .limit(1);
    const firstHeading = /^#{1,3}\s+(.+)$/m.exec(post!.content)?.[1]?.trim();
    expect(firstHeading, 'the seeded post has a heading').toBeTruthy();
    const { res, body } = await servedPage(`/blog/${post!.slug}`);
    expect(res.statusCode).toBe(200);
    expect(body).toMatch(new RegExp(`<h1[^>]*>${escapeText(post!.title)}</h1>`));
    expect(body).toMatch(new RegExp(`<h[1-6][^>]*>${escapeText(firstHeading!)}</h[1-6]>`));
  });

  it('renders a missing product as not found, answered 404', async () => {
    const { res, body } = await servedPage('/product/999999');
    expect(res.statusCode).toBe(404);
    expect(body).toContain('Product Not Found');
  });

  it('leaves account pages and a looked-up order to the browser', async () => {
    for (const url of ['/wishlist', '/track-order?order=KG-20261124-0001']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('karigar-state');
    }
  });
});
