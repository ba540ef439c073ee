import { and, asc, desc, eq, getTableColumns, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { CategorySummary, Product } from '#shared/catalog/catalog.schemas.ts';
import { DEFAULT_PRODUCT_IMAGE } from '#shared/catalog/product.ts';
import type { ProductListQuery, ProductSort } from '#shared/catalog/product-query.schemas.ts';
import { CATEGORIES, type Category } from '#shared/constants/categories.ts';
import { compareAtPrice, effectivePrice } from '#shared/pricing/sale.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { type Pricing, pricingAt } from './pricing.ts';

type ProductRow = typeof products.$inferSelect;

/** The product as the shop sells it at `pricing.now` (decision 029): `price` is what it costs then. */
export function toProduct(row: ProductRow, pricing: Pricing): Product {
  const fields = { ...row, category: row.category };
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ...(row.nameHi ? { nameHi: row.nameHi } : {}),
    ...(row.descriptionHi ? { descriptionHi: row.descriptionHi } : {}),
    price: effectivePrice(fields, pricing.now, pricing.offers),
    compareAtPrice: compareAtPrice(fields, pricing.now, pricing.offers),
    category: row.category as Category,
    catalogNumber: row.catalogNumber,
    images: row.images,
    inStock: row.inStock,
    stockQuantity: row.stockQuantity,
    featured: row.featured,
    rating: row.rating === null ? null : Number(row.rating),
    reviews: row.reviews,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Shown in the shop at all: not archived. */
const visible = isNull(products.archivedAt);
/** docs/product.md §9.2: purchasable when in_stock and stock_quantity is absent or above zero. */
const purchasable = and(
  visible,
  eq(products.inStock, true),
  or(isNull(products.stockQuantity), sql`${products.stockQuantity} > 0`),
)!;

/** The price now for sorting: the sale price inside its window (store-wide offers keep the order within a category). */
const priceNow = sql`case when ${products.saleStartsAt} <= now() and now() < ${products.saleEndsAt} then ${products.salePrice} else ${products.price} end`;

const ORDER_BY: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  // Shoppers expect 'Deep Sea' before 'DIY Kit', whatever the database's collation.
  name: [sql`lower(${products.name})`, asc(products.id)],
  price_asc: [asc(priceNow), asc(products.id)],
  price_desc: [desc(priceNow), asc(products.id)],
  rating: [sql`${products.rating} desc nulls last`, desc(products.reviews), asc(products.id)],
};

export async function listProducts(db: Db, query: ProductListQuery) {
  const filters: SQL[] = [purchasable];
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(products.name, pattern),
        ilike(products.description, pattern),
        ilike(products.nameHi, pattern),
        ilike(products.descriptionHi, pattern),
        ilike(products.catalogNumber, pattern),
      )!,
    );
  }
  const where = and(...filters);
  const count = async () =>
    (await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where))[0]?.total ?? 0;
  const [rows, pricing] = await Promise.all([
    db
      // The total matching rides on each row (counted before the limit): one query less per list (issue 17).
      .select({ ...getTableColumns(products), total: sql<number>`(count(*) over ())::int` })
      .from(products)
      .where(where)
      .orderBy(...ORDER_BY[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    pricingAt(db),
  ]);
  return {
    items: rows.map((row) => toProduct(row, pricing)),
    // No row: none match, or the page is past the last one (then the total is counted on its own).
    total: rows[0]?.total ?? (query.page > 1 ? await count() : 0),
    page: query.page,
    limit: query.limit,
  };
}

/** The 8 newest featured products in stock, falling back to the 8 newest in stock. */
export async function listFeaturedProducts(db: Db, limit: number): Promise<Product[]> {
  const pricing = await pricingAt(db);
  const featured = await db
    .select()
    .from(products)
    .where(and(purchasable, eq(products.featured, true)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  if (featured.length > 0) return featured.map((row) => toProduct(row, pricing));
  const newest = await db
    .select()
    .from(products)
    .where(purchasable)
    .orderBy(desc(products.createdAt))
    .limit(limit);
  return newest.map((row) => toProduct(row, pricing));
}

/** `db` may be a transaction (adding to a wishlist): its queries go one after another on its one connection. */
export async function findProduct(db: Db, id: number): Promise<Product | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), visible));
  return row ? toProduct(row, await pricingAt(db)) : null;
}

/** The nine categories in spec order, with in-stock counts and the newest product's first image. */
export async function listCategorySummaries(db: Db): Promise<CategorySummary[]> {
  const [counts, covers] = await Promise.all([
    db
      .select({ category: products.category, count: sql<number>`count(*)::int` })
      .from(products)
      .where(purchasable)
      .groupBy(products.category),
    db
      .selectDistinctOn([products.category], { category: products.category, images: products.images })
      .from(products)
      // A product saved without images holds the placeholder: never a category's cover.
      .where(
        and(
          purchasable,
          sql`jsonb_array_length(${products.images}) > 0`,
          sql`${products.images}->0->>'url' <> ${DEFAULT_PRODUCT_IMAGE.url}`,
        ),
      )
      .orderBy(products.category, desc(products.featured), desc(products.createdAt)),
  ]);
  const countOf = new Map(counts.map((c) => [c.category, c.count]));
  const coverOf = new Map(covers.map((c) => [c.category, c.images[0] ?? null]));
  return CATEGORIES.map((name) => ({
    name,
    productCount: countOf.get(name) ?? 0,
    coverImage: coverOf.get(name) ?? null,
  }));
}
