/**
 * The catalog's reads for other features (wishlist, the server's page meta): a product and the category
 * summaries as the storefront sees them. Other features reach the catalog through this file only.
 */
export { findProduct, listCategorySummaries, toProduct } from './catalog.repo.ts';
