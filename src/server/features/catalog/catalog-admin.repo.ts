import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AdminProduct, AdminProductListQuery } from '#shared/catalog/product-admin.schemas.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { toProduct } from './catalog.repo.ts';
import type { Pricing } from './pricing.ts';

export type ProductRow = typeof products.$inferSelect;

/** The stored product, its regular price and sale as the form edits them. */
export function toAdminProduct(
  row: ProductRow,
  pricing: Pricing = { now: new Date(), offers: [] },
): AdminProduct {
  return {
    ...toProduct(row, pricing),
    price: row.price,
    mrp: row.mrp,
    salePrice: row.salePrice,
    saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
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
  return {
    items: rows.map((row) => toAdminProduct(row)),
    total: counted?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export async function findAdminProduct(db: Db, id: number): Promise<AdminProduct | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ? toAdminProduct(row) : null;
}
