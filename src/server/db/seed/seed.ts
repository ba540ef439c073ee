import { asc, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { artworkVariant, blogArtworkSvg, heroArtworkSvg, productArtworkSvg } from '#demo/artwork/index.ts';
import { DEMO_BUYERS } from '#demo/demo-buyers.ts';
import {
  DEMO_BLOG_CATEGORIES,
  DEMO_BLOG_POSTS,
  DEMO_GST_SETTINGS,
  DEMO_HOMEPAGE,
  DEMO_PRODUCTS,
  DEMO_SETTINGS,
  DEMO_TESTIMONIALS,
} from '#demo/demo-data.ts';
import type { Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import {
  blogCategories,
  blogComments,
  blogPosts,
  gstSettings,
  homepageContent,
  orders,
  products,
  productVariants,
  storeSettings,
  testimonials,
} from '#server/db/schema/index.ts';
import { slugsForNames } from '#server/features/catalog/catalog.service.ts';
import { issueInvoice } from '#server/features/gst/gst.service.ts';
import {
  imageSourceOf,
  loadSharp,
  storedImageVariants,
  storeImageVariants,
  WEBP_QUALITY,
} from '#server/lib/images.ts';
import type { Storage } from '#server/lib/storage.ts';
import { DEMO_ARTWORK_CACHE_DIR } from '#server/project-paths.ts';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { ArtworkCache } from './artwork-cache.ts';
import { seedDemoBuyers } from './seed-buyers.ts';

/** Parallel sharp pipelines while rendering (libvips runs each on one thread here). */
const RENDER_CONCURRENCY = 4;
/** Faster WebP encoding for flat artwork; the files are only ~10% larger than at the default 4. */
const SEED_WEBP_EFFORT = 2;
const DAY_MS = 86_400_000;

export interface SeedDeps {
  storage: Storage;
  log?: (line: string) => void;
  /** Where rendered artwork is kept between seeds (artwork-cache.ts); null renders everything. */
  artworkCacheDir?: string | null;
}

/**
 * Seed the demo shop: products with generated artwork, buyers with delivered orders and their reviews,
 * testimonials, homepage content, blog categories, posts and comments, and the store settings row. Images are rendered and stored
 * first (content-addressed, so a re-seed on the same media reuses the files); all rows are then
 * inserted in one transaction. Does not create the admin user.
 */
export async function seedDemo(db: Db, deps: SeedDeps): Promise<void> {
  const log = deps.log ?? (() => {});
  const now = Date.now();
  const ago = (days: number, hours = 0) => new Date(now - days * DAY_MS - hours * 3_600_000);

  let started = performance.now();
  const images = await renderImages(deps.storage, deps.artworkCacheDir ?? DEMO_ARTWORK_CACHE_DIR);
  log(
    `Images: ${images.stored} images, 3 WebP sizes each, ${images.drawn} artworks drawn, ${images.reused} files from the cache (${ms(started)})`,
  );

  started = performance.now();
  let reviews = 0;
  // Decision 088: each product's page is /product/{slug}, made from its English name.
  const slugs = slugsForNames(DEMO_PRODUCTS.map((p) => p.name));
  await db.transaction(async (tx) => {
    const productRows = await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map((p, i) => {
          const createdAt = ago(p.ageDays, (i * 7) % 24);
          return {
            name: p.name,
            slug: slugs[i]!,
            description: p.description,
            nameHi: p.nameHi ?? '',
            descriptionHi: p.descriptionHi ?? '',
            category: p.category,
            catalogNumber: p.catalogNumber,
            images: images.products.get(p.catalogNumber) ?? [],
            inStock: p.inStock,
            featured: p.featured,
            ...(p.making && {
              fulfilment: 'made_to_order' as const,
              makingDaysMin: p.making.minDays,
              makingDaysMax: p.making.maxDays,
              weeklyCapacity: p.making.weeklyCapacity ?? null,
            }),
            ...(p.personalisation && { personalisation: p.personalisation }),
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning();
    // Each product's one variant carries its price and stock (decision 066); its SKU is the catalog number.
    const demoOf = new Map(DEMO_PRODUCTS.map((p) => [p.catalogNumber, p]));
    const variants = await tx
      .insert(productVariants)
      .values(
        productRows.map((row) => ({
          productId: row.id,
          sku: row.catalogNumber,
          price: demoOf.get(row.catalogNumber)!.price,
          stockQuantity: demoOf.get(row.catalogNumber)!.stockQuantity,
          createdAt: row.createdAt,
          updatedAt: row.createdAt,
        })),
      )
      .returning();
    const variantOf = new Map(variants.map((v) => [v.productId, v]));
    const seededProducts = productRows.map((row) => ({
      ...row,
      price: variantOf.get(row.id)!.price,
      variantId: variantOf.get(row.id)!.id,
    }));
    // A shop that started empty keeps the settings its owner saved (`npm run seed` on staging, decision 048).
    await tx
      .insert(gstSettings)
      .values({ id: 1, ...DEMO_GST_SETTINGS, updatedAt: new Date(now) })
      .onConflictDoNothing();
    reviews = await seedDemoBuyers(tx, seededProducts, now);
    // The demo orders' invoices, numbered in the order they were placed (decision 038).
    const placed = await tx
      .select({ id: orders.id, at: orders.orderDate })
      .from(orders)
      .orderBy(asc(orders.orderDate));
    for (const order of placed) await issueInvoice(tx, order.id, order.at);

    await tx.insert(testimonials).values(
      DEMO_TESTIMONIALS.map((t) => ({
        customerName: t.customerName,
        customerEmail: t.customerEmail,
        rating: t.rating,
        reviewText: t.reviewText,
        isFeatured: t.isFeatured,
        createdAt: ago(t.ageDays, 5),
      })),
    );

    await tx.insert(homepageContent).values({
      ...DEMO_HOMEPAGE,
      heroImageUrl: images.hero.url,
      isActive: true,
      createdAt: ago(90),
      updatedAt: ago(90),
    });

    await tx.insert(blogCategories).values(DEMO_BLOG_CATEGORIES.map((c) => ({ ...c, createdAt: ago(90) })));

    const posts = await tx
      .insert(blogPosts)
      .values(
        DEMO_BLOG_POSTS.map((p, i) => ({
          title: p.title,
          titleHi: p.hi?.title ?? '',
          excerptHi: p.hi?.excerpt ?? '',
          contentHi: p.hi?.content ?? '',
          slug: p.slug,
          excerpt: p.excerpt,
          content: p.content,
          featuredImage: images.blog[i]?.url ?? null,
          author: p.author,
          category: p.category,
          tags: [...p.tags],
          isPublished: p.isPublished,
          isFeatured: p.isFeatured,
          publishedAt: p.publishedDaysAgo === null ? null : ago(p.publishedDaysAgo, 3),
          viewCount: p.viewCount,
          createdAt: ago(p.createdDaysAgo, 6),
          updatedAt: ago(p.publishedDaysAgo ?? p.createdDaysAgo, 3),
        })),
      )
      .returning({ id: blogPosts.id, slug: blogPosts.slug });
    const postId = new Map(posts.map((p) => [p.slug, p.id]));

    const comments = DEMO_BLOG_POSTS.flatMap((p) =>
      p.comments.map((c) => ({
        postId: postId.get(p.slug)!,
        userName: c.userName,
        userEmail: c.userEmail,
        content: c.content,
        isApproved: c.isApproved,
        createdAt: ago(c.ageDays, 2),
      })),
    );
    if (comments.length > 0) await tx.insert(blogComments).values(comments);

    // Last: its presence is what isSeeded() checks.
    await tx
      .insert(storeSettings)
      .values({ id: 1, ...DEMO_SETTINGS, updatedAt: new Date(now) })
      .onConflictDoNothing();
  });
  log(
    `Rows: ${DEMO_PRODUCTS.length} products, ${DEMO_BUYERS.length} buyers with ${reviews} reviews, ${DEMO_TESTIMONIALS.length} testimonials, ${DEMO_BLOG_POSTS.length} blog posts, settings (${ms(started)})`,
  );
}

/** Empty every app table (better-auth's tables stay), restarting identities. */
export async function resetDemo(db: Db): Promise<void> {
  const names = appTableNames()
    .map((name) => `"${name}"`)
    .join(', ');
  await db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
}

/** better-auth's tables: never truncated by a demo reset. */
const AUTH_TABLES = new Set(['user', 'session', 'account', 'verification', 'rate_limit']);

/** Every table in the Drizzle schema except better-auth's. */
export function appTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value: unknown): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .filter((name) => !AUTH_TABLES.has(name))
    .sort();
}

interface RenderedImages {
  products: Map<string, ProductImage[]>;
  hero: ProductImage;
  blog: ProductImage[];
  drawn: number;
  stored: number;
  reused: number;
}

async function renderImages(target: Storage, cacheDir: string | null): Promise<RenderedImages> {
  const sharp = await loadSharp();
  const cache =
    cacheDir === null
      ? null
      : await ArtworkCache.open(
          cacheDir,
          `vips ${sharp.versions.vips} webp q${WEBP_QUALITY} e${SEED_WEBP_EFFORT}`,
        );
  const storage = cache?.around(target) ?? target;
  interface Job {
    key: string;
    art: string;
    svg: () => string;
  }
  const jobs: Job[] = [];
  for (const p of DEMO_PRODUCTS) {
    for (let shot = 0; shot < p.images; shot++) {
      const variant = artworkVariant(p.design, shot);
      jobs.push({
        key: `products/${p.catalogNumber.toLowerCase()}-${shot + 1}`,
        art: `${p.category}:${variant}`,
        svg: () => productArtworkSvg(p.category, variant),
      });
    }
  }
  jobs.push({ key: 'homepage/hero', art: 'hero', svg: heroArtworkSvg });
  DEMO_BLOG_POSTS.forEach((post, i) => {
    jobs.push({
      key: `blog-images/blog-seed-${i + 1}`,
      art: `blog:${post.cover}`,
      svg: () => blogArtworkSvg(post.cover),
    });
  });

  // Each distinct artwork is drawn once, however many images use it; not at all when the cache knows it and
  // holds every WebP of the image.
  const draws = new Map<string, Promise<Buffer>>();
  const draw = (job: Job, svg: string) => {
    let png = draws.get(job.art);
    if (!png) {
      png = (async () => {
        const drawn = await sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 1 }).toBuffer();
        await cache?.rememberSource(svg, await imageSourceOf(drawn));
        return drawn;
      })();
      draws.set(job.art, png);
    }
    return png;
  };
  const stored = await mapLimit(jobs, RENDER_CONCURRENCY, async (job) => {
    const svg = job.svg();
    const known = await cache?.sourceOf(svg);
    const kept = known && (await storedImageVariants(storage, job.key, known));
    return kept || storeImageVariants(storage, job.key, await draw(job, svg), { effort: SEED_WEBP_EFFORT });
  });

  const byKey = new Map(jobs.map((job, i) => [job.key, stored[i]!]));
  const productImages = new Map<string, ProductImage[]>();
  for (const p of DEMO_PRODUCTS) {
    productImages.set(
      p.catalogNumber,
      Array.from(
        { length: p.images },
        (_, shot) => byKey.get(`products/${p.catalogNumber.toLowerCase()}-${shot + 1}`)!,
      ),
    );
  }
  return {
    products: productImages,
    hero: byKey.get('homepage/hero')!,
    blog: DEMO_BLOG_POSTS.map((_, i) => byKey.get(`blog-images/blog-seed-${i + 1}`)!),
    drawn: draws.size,
    stored: jobs.length,
    reused: cache?.reused ?? 0,
  };
}

/** Run `fn` over `items` with at most `limit` in flight; results keep the input order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function ms(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}
