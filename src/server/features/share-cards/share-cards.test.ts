import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blogPosts, products } from '../../db/schema/index.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { LocalDiskStorage } from '../../lib/storage.ts';
import { setUpTestApp, testConfig } from '../../testing/build-test-app.ts';
import { testMediaDir } from '../../testing/test-db.ts';

// A data folder of its own, so the made cards are this file's; the seeded pictures come from the test media.
const dataDir = mkdtempSync(join(tmpdir(), 'karigar-share-cards-'));
const t = setUpTestApp(() => ({
  config: testConfig({ DATA_DIR: dataDir }),
  storage: new LocalDiskStorage(testMediaDir()),
}));

const get = (url: string) => t.app.inject({ method: 'GET', url });
const cardsDir = join(dataDir, 'share-cards');
const madeCards = () => readdirSync(cardsDir).filter((name) => name.endsWith('.jpg'));

/** The page's og tags by property (og:*) or name (twitter:*). */
function ogTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g,
  ))
    tags[key!] = value!;
  return tags;
}

/** The card a page names, fetched: checked to be a 1200×630 JPEG. */
async function cardOf(pageUrl: string) {
  const page = await get(pageUrl);
  expect(page.statusCode, pageUrl).toBe(200);
  const tags = ogTags(page.body);
  expect(tags).toMatchObject({
    'og:image:type': 'image/jpeg',
    'og:image:width': '1200',
    'og:image:height': '630',
    'twitter:card': 'summary_large_image',
  });
  expect(tags['og:image:alt']).toBeTruthy();
  const url = new URL(tags['og:image']!);
  expect(url.origin).toBe('http://localhost:3000');
  const card = await get(url.pathname);
  expect(card.statusCode, url.pathname).toBe(200);
  expect(card.headers['content-type']).toBe('image/jpeg');
  const meta = await sharp(card.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  return { path: url.pathname, tags, card };
}

async function firstProduct() {
  const [product] = await t.db.db
    .select()
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.id))
    .limit(1);
  return product!;
}

describe('share cards (decision 089)', () => {
  it("makes a product's card once, keeps it a year, and gives an edited product a new address", async () => {
    const product = await firstProduct();
    const { path, tags, card } = await cardOf(`/product/${product.slug}`);
    expect(path).toMatch(new RegExp(`^/share-cards/en/product/${product.slug}/[0-9a-f]{16}\\.jpg$`));
    expect(tags['og:image:alt']).toBe(`${product.name} at Karigar`);
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Served from the kept file the second time: the same bytes, the file untouched.
    const [file] = madeCards();
    const madeAt = statSync(join(cardsDir, file!)).mtimeMs;
    const again = await get(path);
    expect(again.rawPayload.equals(card.rawPayload)).toBe(true);
    expect(statSync(join(cardsDir, file!)).mtimeMs).toBe(madeAt);
    expect(madeCards()).toEqual([file]);

    // Renamed: the page names a new card; the old address sends there; the old file goes.
    await t.db.db
      .update(products)
      .set({ name: `${product.name} (large)` })
      .where(eq(products.id, product.id));
    t.app.publicCache.invalidate(CACHE_TAGS.products);
    const renamed = await cardOf(`/product/${product.slug}`);
    expect(renamed.path).not.toBe(path);
    expect(renamed.card.rawPayload.equals(card.rawPayload)).toBe(false);
    const old = await get(path);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(renamed.path);
    expect(old.headers['cache-control']).toBe('public, max-age=300');
    expect(madeCards()).toHaveLength(1);
    expect(madeCards()).not.toContain(file);
  });

  it('gives a product without a picture a card with the frame and its name', async () => {
    const product = await firstProduct();
    await t.db.db.update(products).set({ images: [] }).where(eq(products.id, product.id));
    t.app.publicCache.invalidate(CACHE_TAGS.products);
    const { card } = await cardOf(`/product/${product.slug}`);
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives a Hindi page its own card with the Hindi name', async () => {
    const product = await firstProduct();
    await t.db.db.update(products).set({ nameHi: 'चाँदनी सपनों का जाल' }).where(eq(products.id, product.id));
    t.app.publicCache.invalidate(CACHE_TAGS.products);
    const hindi = await cardOf(`/hi/product/${product.slug}`);
    expect(hindi.path).toMatch(new RegExp(`^/share-cards/hi/product/${product.slug}/`));
    expect(hindi.tags['og:image:alt']).toBe('चाँदनी सपनों का जाल — Karigar');
    // The page's Share on WhatsApp says the Hindi name and the Hindi page's address (decision 089).
    const page = (await get(`/hi/product/${product.slug}`)).body;
    const message = `चाँदनी सपनों का जाल, हाथ से बना, Karigar पर: http://localhost:3000/hi/product/${product.slug}`;
    expect(page).toContain(`href="https://wa.me/?text=${encodeURIComponent(message)}"`);
    const english = await cardOf(`/product/${product.slug}`);
    expect(english.card.rawPayload.equals(hindi.card.rawPayload)).toBe(false);
  });

  it('gives a category page and a blog post their cards', async () => {
    const category = await cardOf('/products?category=Candles');
    expect(category.path).toMatch(/^\/share-cards\/en\/category\/Candles\/[0-9a-f]{16}\.jpg$/);
    expect(category.tags['og:image:alt']).toBe('Candles at Karigar');
    const [post] = await t.db.db.select().from(blogPosts).where(eq(blogPosts.isPublished, true)).limit(1);
    const blog = await cardOf(`/blog/${post!.slug}`);
    expect(blog.path).toMatch(new RegExp(`^/share-cards/en/post/${post!.slug}/[0-9a-f]{16}\\.jpg$`));
  });

  it('answers 404 for a card of nothing', async () => {
    const product = await firstProduct();
    for (const url of [
      '/share-cards/en/product/no-such-product/0123456789abcdef.jpg',
      `/share-cards/fr/product/${product.slug}/0123456789abcdef.jpg`,
      `/share-cards/en/collection/${product.slug}/0123456789abcdef.jpg`,
      `/share-cards/en/product/${product.slug}/../../etc.jpg`,
      `/share-cards/en/product/${product.slug}/nothex.jpg`,
      '/share-cards/en/category/Spoons/0123456789abcdef.jpg',
      '/share-cards/en/post/no-such-post/0123456789abcdef.jpg',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
