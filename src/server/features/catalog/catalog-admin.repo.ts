import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AdminProduct, AdminProductListQuery } from '#shared/catalog/product-admin.schemas.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { toProduct } from './catalog.repo.ts';
import type { Pricing } from './pricing.ts';
import { oldSlugsOf } from './product-slugs.ts';
import { type VariantRow, variantsOf } from './variants.repo.ts';

export type ProductRow = typeof products.$inferSelect;

/**
 * The stored product as the form edits it: the regular price, MRP and sale of its first variant (a product without
 * options has only that one, decision 066), its stock and the shop's view of it; `live` are its variants not archived.
 */
export function toAdminProduct(
  row: ProductRow,
  live: readonly VariantRow[],
  oldSlugs: readonly string[],
  pricing: Pricing = { now: new Date(), offers: [] },
): AdminProduct {
  const first = live[0];
  return {
    ...toProduct(
      row,
      live.filter((v) => v.active),
      pricing,
    ),
    price: first?.price ?? 0,
    mrp: first?.mrp ?? null,
    salePrice: first?.salePrice ?? null,
    saleStartsAt: first?.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: first?.saleEndsAt?.toISOString() ?? null,
    hasOptions: row.options.length > 0,
    variantCount: live.length,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    fulfilment: row.fulfilment,
    makingDaysMin: row.makingDaysMin,
    makingDaysMax: row.makingDaysMax,
    weeklyCapacity: row.weeklyCapacity,
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    oldSlugs: [...oldSlugs],
  };
}

/** Every product (out of stock and archived too, or the view asked for), newest first; search by name or catalog number. */
export async function listAdminProducts(db: Db, query: AdminProductListQuery) {
  const filters: SQL[] = [];
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.view === 'in-shop') filters.push(isNull(products.archivedAt));
  if (query.view === 'archived') filters.push(isNotNull(products.archivedAt));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(products.name, pattern), ilike(products.catalogNumber, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [live, oldSlugs] = await Promise.all([liveVariantsOf(db, ids), oldSlugsOf(db, ids)]);
  return {
    items: rows.map((row) => toAdminProduct(row, live.get(row.id) ?? [], oldSlugs.get(row.id) ?? [])),
    total: counted?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export async function findAdminProduct(db: Db, id: number): Promise<AdminProduct | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ? adminProductOf(db, row) : null;
}

/** A stored product as the admin sees it, with its live variants and old slugs. */
export async function adminProductOf(db: Db, row: ProductRow): Promise<AdminProduct> {
  const [live, oldSlugs] = [await liveVariantsOf(db, [row.id]), await oldSlugsOf(db, [row.id])];
  return toAdminProduct(row, live.get(row.id) ?? [], oldSlugs.get(row.id) ?? []);
}

/** The products' variants that are not archived (inactive ones too), in the admin's order. */
export async function liveVariantsOf(db: Db, ids: readonly number[]): Promise<Map<number, VariantRow[]>> {
  const all = await variantsOf(db, ids, { all: true });
  return new Map([...all].map(([id, rows]) => [id, rows.filter((row) => row.archivedAt === null)]));
}
