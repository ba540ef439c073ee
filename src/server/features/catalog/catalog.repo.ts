import { and, asc, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { CategorySummary, Product } from '#shared/catalog/catalog.schemas.ts';
import { DEFAULT_PRODUCT_IMAGE } from '#shared/catalog/product.ts';
import type { ProductListQuery, ProductSort } from '#shared/catalog/product-query.schemas.ts';
import { defaultSortFor } from '#shared/catalog/product-sorts.ts';
import { CATEGORIES, type Category } from '#shared/constants/categories.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { type Pricing, pricingAt } from './pricing.ts';
import { closestTerm, rankProducts, WEAK_SCORE } from './search/search.repo.ts';
import {
  lowestPriceNow,
  purchasableProduct as purchasable,
  type VariantRow,
  variantSummary,
  variantsOf,
} from './variants.repo.ts';

type ProductRow = typeof products.$inferSelect;

/**
 * The product as the shop sells it at `pricing.now` (decision 029), from its offered variants (decision 066): `price`
 * is what the cheapest that can be bought costs then. `detail` (the product page) adds the axes and the variants.
 */
export function toProduct(
  row: ProductRow,
  offered: readonly VariantRow[],
  pricing: Pricing,
  { detail = false }: { detail?: boolean } = {},
): Product {
  const summary = variantSummary(row, offered, pricing);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    ...(row.nameHi ? { nameHi: row.nameHi } : {}),
    ...(row.descriptionHi ? { descriptionHi: row.descriptionHi } : {}),
    price: summary.price,
    ...(summary.priceVaries ? { priceVaries: true as const } : {}),
    compareAtPrice: summary.compareAtPrice,
    category: row.category as Category,
    catalogNumber: row.catalogNumber,
    images: row.images,
    inStock: row.inStock,
    stockQuantity: summary.stockQuantity,
    ...(row.options.length > 0 ? { hasOptions: true as const } : {}),
    ...(summary.colours.length > 0 ? { colours: summary.colours } : {}),
    ...(row.fulfilment === 'made_to_order'
      ? { making: { minDays: row.makingDaysMin ?? 0, maxDays: row.makingDaysMax ?? 0 } }
      : {}),
    ...(row.fulfilment === 'one_of_a_kind' ? { oneOfAKind: true as const } : {}),
    ...(row.personalisation.length > 0 ? { personalisation: row.personalisation } : {}),
    featured: row.featured,
    rating: row.rating === null ? null : Number(row.rating),
    reviews: row.reviews,
    createdAt: row.createdAt.toISOString(),
    ...(detail
      ? { options: row.options, variants: summary.views, defaultVariantId: summary.views[0]?.id ?? null }
      : {}),
  };
}

/** The products as the shop sells them (their offered variants read in one query). */
export async function toProducts(db: Db, rows: readonly ProductRow[], pricing: Pricing): Promise<Product[]> {
  const variants = await variantsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProduct(row, variants.get(row.id) ?? [], pricing));
}

/** Shown in the shop at all: not archived. */
const visible = isNull(products.archivedAt);

/** The price now for sorting (the lowest of the variants that can be bought). */
const priceNow = lowestPriceNow;

const ORDER_BY: Record<Exclude<ProductSort, 'relevance'>, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  // Shoppers expect 'Deep Sea' before 'DIY Kit', whatever the database's collation.
  name: [sql`lower(${products.name})`, asc(products.id)],
  price_asc: [asc(priceNow), asc(products.id)],
  price_desc: [desc(priceNow), asc(products.id)],
  rating: [sql`${products.rating} desc nulls last`, desc(products.reviews), asc(products.id)],
};

export interface ProductListPage {
  items: Product[];
  total: number;
  page: number;
  limit: number;
  /** A search that found nothing or little: the closest term the shop knows (decision 067). */
  didYouMean?: string;
}

export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductListPage> {
  const filters: SQL[] = [purchasable];
  if (query.category) filters.push(eq(products.category, query.category));
  const sort = query.sort ?? defaultSortFor(query.q);
  if (!query.q)
    return listPage(db, query, and(...filters)!, ORDER_BY[sort === 'relevance' ? 'newest' : sort]);
  // A search (decision 067): the matches ranked by search, then paged in that order or sorted as asked.
  const ranked = await rankProducts(db, query.q, { where: and(...filters) });
  const weak = (ranked[0]?.score ?? 0) < WEAK_SCORE;
  const didYouMean = query.page === 1 && weak ? await closestTerm(db, query.q) : null;
  const ids = ranked.map((match) => match.id);
  const order =
    sort === 'relevance'
      ? [sql`array_position(${sql.raw(`'{${ids.join(',') || '0'}}'::int[]`)}, ${products.id})`]
      : ORDER_BY[sort];
  const page = await listPage(db, query, ids.length ? inArray(products.id, ids) : sql`false`, order);
  return didYouMean ? { ...page, didYouMean } : page;
}

async function listPage(
  db: Db,
  query: ProductListQuery,
  where: SQL,
  orderBy: SQL[],
): Promise<ProductListPage> {
  const count = async () =>
    (await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where))[0]?.total ?? 0;
  const [rows, pricing] = await Promise.all([
    db
      // The total matching rides on each row (counted before the limit): one query less per list (issue 17).
      .select({ ...getTableColumns(products), total: sql<number>`(count(*) over ())::int` })
      .from(products)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    pricingAt(db),
  ]);
  return {
    items: await toProducts(db, rows, pricing),
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
  if (featured.length > 0) return toProducts(db, featured, pricing);
  const newest = await db
    .select()
    .from(products)
    .where(purchasable)
    .orderBy(desc(products.createdAt))
    .limit(limit);
  return toProducts(db, newest, pricing);
}

/**
 * `db` may be a transaction (adding to a wishlist): its queries go one after another on its one connection.
 * `detail`: as the product page reads it, with its axes and variants (a card's fields otherwise).
 */
export async function findProduct(
  db: Db,
  id: number,
  { detail = false }: { detail?: boolean } = {},
): Promise<Product | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), visible));
  if (!row) return null;
  const [variants, pricing] = [await variantsOf(db, [id]), await pricingAt(db)];
  return toProduct(row, variants.get(id) ?? [], pricing, { detail });
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
