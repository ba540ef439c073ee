import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUYERS } from '#demo/demo-buyers.ts';
import { type DbHandle, openDb } from '#server/db/client.ts';
import {
  blogCategories,
  blogComments,
  blogPosts,
  customerProfiles,
  homepageContent,
  orderItems,
  orderStatusHistory,
  orders,
  productReviews,
  products,
  productVariants,
  storeSettings,
  testimonials,
  user,
} from '#server/db/schema/index.ts';
import { LocalDiskStorage } from '#server/lib/storage.ts';
import { isPurchasable, lowStockCount } from '#shared/catalog/catalog.schemas.ts';
import { CATEGORIES } from '#shared/constants/categories.ts';
import { DEFAULT_HOMEPAGE_CONTENT } from '#shared/home/home.schemas.ts';
import { averageStars } from '#shared/reviews/reviews.ts';
import { DEFAULT_STORE_SETTINGS } from '#shared/settings/settings.schemas.ts';
import { isSeeded } from './is-seeded.ts';
import { appTableNames, resetDemo, seedDemo } from './seed.ts';

let handle: DbHandle;
let root: string;
const lines: string[] = [];

/** Where a `/media/...` URL lives on disk. */
const fileOf = (url: string) => join(root, 'media', url.replace(/^\/media\//, ''));
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'karigar-seed-'));
  handle = await openDb({ kind: 'pglite', dataDir: 'memory://' });
  await handle.migrate();
  expect(await isSeeded(handle.db)).toBe(false);
  await seedDemo(handle.db, {
    storage: new LocalDiskStorage(join(root, 'media')),
    log: (line) => lines.push(line),
  });
}, 180_000);

afterAll(async () => {
  await handle?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('logs its steps', () => {
    expect(lines.some((l) => l.startsWith('Images:'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Rows:'))).toBe(true);
  });

  it('creates a catalogue across all nine categories with stock and featured mixes', async () => {
    // Each product with its one variant's price and stock (decision 066).
    const rows = (
      await handle.db
        .select()
        .from(products)
        .innerJoin(productVariants, eq(productVariants.productId, products.id))
    ).map(({ products: p, product_variants: v }) => ({
      ...p,
      price: v.price,
      stockQuantity: v.stockQuantity,
    }));
    expect(new Set(rows.map((p) => p.id)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(48);
    expect(new Set(rows.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    for (const category of CATEGORIES) {
      expect(rows.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(5);
    }
    expect(rows.filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((p) => !isPurchasable(p)).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((p) => lowStockCount(p) !== null).length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((p) => p.catalogNumber)).size).toBe(rows.length);
    for (const p of rows) {
      expect(p.catalogNumber).toMatch(/^KG-[A-Z]{2}-\d{3}$/);
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(14_900);
      expect(p.price).toBeLessThanOrEqual(499_900);
      expect(p.description.length).toBeGreaterThan(60);
      if (p.rating !== null) expect(p.rating).toBeGreaterThanOrEqual(3.8);
    }
    expect(rows.some((p) => p.rating === null)).toBe(true);
  });

  it('issue 23: the stars come from demo buyers who received what they reviewed; figures match the reviews', async () => {
    const reviews = await handle.db.select().from(productReviews);
    expect(reviews.length).toBeGreaterThanOrEqual(80);
    expect(new Set(reviews.map((r) => r.userId)).size).toBe(DEMO_BUYERS.length);
    expect(lines.some((l) => l.includes(`${DEMO_BUYERS.length} buyers with ${reviews.length} reviews`))).toBe(
      true,
    );
    const delivered = await handle.db
      .select({
        userId: orders.userId,
        productId: orderItems.productId,
        status: orders.status,
        id: orders.id,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId));
    for (const review of reviews) {
      expect(review.status).toBe('published');
      expect(review.publishedAt!.getTime()).toBeLessThan(Date.now());
      const bought = delivered.filter((o) => o.userId === review.userId && o.productId === review.productId);
      expect(bought.map((o) => o.status)).toEqual(['delivered']);
    }
    // Each product's rating and count are its reviews' average (one decimal) and count.
    for (const p of await handle.db.select().from(products)) {
      const own = reviews.filter((r) => r.productId === p.id);
      expect(p.reviews).toBe(own.length);
      expect(p.rating).toBe(
        averageStars(
          own.reduce((sum, r) => sum + r.stars, 0),
          own.length,
        ),
      );
    }
    // The review-request mail counts as sent, so no demo buyer is ever mailed; every order has its history.
    const allOrders = await handle.db.select().from(orders);
    expect(
      allOrders.every((o) => o.reviewRequestedAt !== null && o.customerEmail.endsWith('@buyers.example')),
    ).toBe(true);
    const history = await handle.db.select().from(orderStatusHistory);
    expect(history.filter((h) => h.toStatus === 'delivered')).toHaveLength(allOrders.length);
    // Their customer records add up.
    for (const profile of await handle.db.select().from(customerProfiles)) {
      const own = allOrders.filter((o) => o.customerEmail === profile.email);
      expect(profile.totalOrders).toBe(own.length);
      expect(profile.totalSpent).toBe(own.reduce((sum, o) => sum + o.totalAmount, 0));
    }
  });

  it('spreads creation dates over the last 90 days', async () => {
    const times = (await handle.db.select({ at: products.createdAt }).from(products)).map((r) =>
      r.at.getTime(),
    );
    const day = 86_400_000;
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(Math.min(...times)).toBeGreaterThan(Date.now() - 91 * day);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(60 * day);
  });

  it('gives every product 1-5 images whose WebP variants exist on disk', async () => {
    const rows = await handle.db.select().from(products);
    for (const p of rows) {
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(5);
      for (const image of p.images) {
        expect(image.url).toMatch(
          new RegExp(`^/media/products/${p.catalogNumber.toLowerCase()}-\\d-[0-9a-f]{8}-1280\\.webp$`),
        );
        expect(image).toMatchObject({ width: 1280, height: 1280 });
        expect(image.variants?.map((v) => v.width)).toEqual([320, 640, 1280]);
        for (const v of image.variants ?? []) expect(await exists(fileOf(v.url)), v.url).toBe(true);
      }
    }
  });

  it('adds six testimonials, three of them featured', async () => {
    const rows = await handle.db.select().from(testimonials);
    expect(rows).toHaveLength(6);
    expect(rows.filter((t) => t.isFeatured)).toHaveLength(3);
    for (const t of rows) expect(t.rating).toBeGreaterThanOrEqual(4);
  });

  it('adds the homepage content with a generated hero image', async () => {
    const [row] = await handle.db.select().from(homepageContent);
    expect(row).toMatchObject({ heroTitle: DEFAULT_HOMEPAGE_CONTENT.heroTitle, isActive: true });
    expect(row?.heroImageUrl).toMatch(/^\/media\/homepage\/hero-[0-9a-f]{8}-1280\.webp$/);
    expect(await exists(fileOf(row!.heroImageUrl!))).toBe(true);
  });

  it('adds blog categories, published and draft posts, and moderated comments', async () => {
    const categories = await handle.db.select().from(blogCategories);
    expect(categories).toHaveLength(3);

    const posts = await handle.db.select().from(blogPosts);
    expect(posts).toHaveLength(6);
    const published = posts.filter((p) => p.isPublished);
    expect(published).toHaveLength(4);
    expect(posts.filter((p) => !p.isPublished)).toHaveLength(2);
    expect(posts.filter((p) => p.isFeatured)).toHaveLength(2);
    expect(posts.filter((p) => p.isFeatured).every((p) => p.isPublished)).toBe(true);
    for (const p of published) expect(p.publishedAt).toBeInstanceOf(Date);
    for (const p of posts) {
      expect(categories.map((c) => c.slug)).toContain(p.category);
      expect(p.content).toMatch(/^## /m);
      expect(p.tags.length).toBeGreaterThan(0);
      expect(await exists(fileOf(p.featuredImage!))).toBe(true);
    }

    const comments = await handle.db.select().from(blogComments);
    expect(comments.some((c) => c.isApproved)).toBe(true);
    expect(comments.some((c) => !c.isApproved)).toBe(true);
  });

  it('writes the store settings row', async () => {
    const rows = await handle.db.select().from(storeSettings);
    expect(rows).toEqual([
      expect.objectContaining({
        id: 1,
        ...DEFAULT_STORE_SETTINGS,
        orderNotificationEmail: 'orders@karigar.in',
      }),
    ]);
    expect(await isSeeded(handle.db)).toBe(true);
  });
});

describe('resetDemo', () => {
  it('empties the app tables and keeps accounts', async () => {
    expect(appTableNames()).toEqual(expect.arrayContaining(['products', 'orders', 'store_settings']));
    expect(appTableNames()).not.toContain('user');
    await handle.db.insert(user).values({ id: 'u1', name: 'Asha', email: 'asha@example.com' });

    await resetDemo(handle.db);

    expect(await isSeeded(handle.db)).toBe(false);
    expect(await handle.db.select().from(products)).toHaveLength(0);
    expect(await handle.db.select().from(blogPosts)).toHaveLength(0);
    const accounts = (await handle.db.select({ email: user.email }).from(user)).map((u) => u.email);
    expect(accounts.sort()).toEqual(['asha@example.com', ...DEMO_BUYERS.map((b) => b.email)].sort());
  });

  it("seeds again after a reset, finding the demo buyers' kept accounts", async () => {
    await seedDemo(handle.db, { storage: new LocalDiskStorage(join(root, 'media')) });
    expect(await isSeeded(handle.db)).toBe(true);
    expect(await handle.db.select({ id: user.id }).from(user)).toHaveLength(DEMO_BUYERS.length + 1);
    expect((await handle.db.select().from(productReviews)).length).toBeGreaterThanOrEqual(80);
  }, 120_000);
});
