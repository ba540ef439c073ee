import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/**
 * The catalog for other features (wishlist, reviews, the server's page meta): a product and the category
 * summaries as the storefront sees them, and the review figures. Other features reach the catalog through
 * this file only.
 */
export { findProduct, listCategorySummaries, toProduct } from './catalog.repo.ts';
export { nextPriceBoundary, type Pricing, pricingAt } from './pricing.ts';

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
