import { eq } from 'drizzle-orm';
import type { CategorySummary, Product } from '#shared/catalog/catalog.schemas.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { CACHE_TAGS, type PublicCache, type PublicRead } from '../../lib/public-cache.ts';
import { findProduct, listCategorySummaries } from './catalog.repo.ts';
import { resolveProductAddress } from './product-slugs.ts';

/**
 * The catalog for other features (wishlist, reviews, the server's page meta): a product and the category
 * summaries as the storefront sees them, and the review figures. Other features reach the catalog through
 * this file only.
 */
export { findProduct, listCategorySummaries, toProducts } from './catalog.repo.ts';
export { nextPriceBoundary, type Pricing, pricingAt } from './pricing.ts';
export { slugsForNames } from './product-slugs.ts';
export {
  canBuy,
  priceFieldsOf,
  purchasableProduct,
  type VariantRow,
  valuesOf,
  variantsOf,
} from './variants.repo.ts';

export const PRODUCT_NOT_FOUND = "The product you're looking for doesn't exist or has been removed.";

/** One product as `/api/products/:id` serves it from the public cache; a missing one is NOT_FOUND (not cached). */
export const publicProductRead = (db: Db, id: number): PublicRead<Product> => ({
  key: `product:${id}`,
  tags: [CACHE_TAGS.products],
  load: async () => {
    const product = await findProduct(db, id, { detail: true });
    if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    return product;
  },
});

/**
 * Which product an address names (its id, its slug or an old slug, decision 088), null for none, from the public
 * cache (misses too, among the other reads: a flood of made-up addresses costs one query each and pushes out no
 * storefront read). The API, the page's head and its 301 share the entry.
 */
export async function cachedProductAddress(cache: PublicCache, db: Db, address: string) {
  const { body } = await cache.get(
    `product-address:${address}`,
    [CACHE_TAGS.products],
    () => resolveProductAddress(db, address),
    'other-reads',
  );
  return JSON.parse(body) as Awaited<ReturnType<typeof resolveProductAddress>>;
}

/** The category summaries as `/api/categories` serves them from the public cache. */
export const publicCategoriesRead = (db: Db): PublicRead<{ items: CategorySummary[] }> => ({
  key: 'categories',
  tags: [CACHE_TAGS.products],
  load: async () => ({ items: await listCategorySummaries(db) }),
});

/**
 * The reviews feature's figures on the product row (docs/product.md §3.10): the published reviews'
 * average (one decimal, null when none) and count, written in the caller's transaction.
 */
export async function setReviewFigures(
  tx: Db,
  productId: number,
  figures: { rating: number | null; reviews: number },
): Promise<void> {
  await tx.update(products).set(figures).where(eq(products.id, productId));
}
