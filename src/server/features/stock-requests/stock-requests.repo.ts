import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StockRequestKind } from '#shared/stock-requests/stock-requests.schemas.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { products, productVariants, stockRequests } from '../../db/schema/index.ts';

export type StockRequestRow = typeof stockRequests.$inferSelect;

/** The product and variant a request names, as the shop offers them now (undefined: no such offered variant). */
export async function readPiece(db: Db, productId: number, variantId: number | undefined) {
  const rows = await db
    .select({ product: products, variant: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(productVariants.active, true),
        isNull(productVariants.archivedAt),
        isNull(products.archivedAt),
        variantId === undefined ? undefined : eq(productVariants.id, variantId),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .limit(1);
  return rows[0];
}

/**
 * Records a request, or finds the one already waiting for the same kind, variant and email (the partial unique
 * index decides, so two clicks at once are one row). `created`: whether this call made it.
 */
export async function upsertRequest(
  db: Db,
  values: typeof stockRequests.$inferInsert,
): Promise<{ row: StockRequestRow; created: boolean }> {
  const [inserted] = await db
    .insert(stockRequests)
    .values(values)
    .onConflictDoNothing({
      target: [stockRequests.kind, stockRequests.variantId, stockRequests.email],
      where: sql`${stockRequests.claimedAt} is null`,
    })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(stockRequests)
    .where(
      and(
        eq(stockRequests.kind, values.kind),
        eq(stockRequests.variantId, values.variantId),
        eq(stockRequests.email, values.email),
        isNull(stockRequests.claimedAt),
      ),
    );
  return { row: existing!, created: false };
}

/**
 * A restock's claim (decision 073), in the stock change's transaction: the variant's waiting 'back' requests, oldest
 * first, at most `limit` (null: all), each marked claimed once. Rows another transaction holds are skipped (SKIP
 * LOCKED) and the outer update re-checks them, so two restocks at once never claim one request twice.
 */
export async function claimWaiting(
  tx: Db,
  variantId: number,
  limit: number | null,
  at: Date,
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update ${stockRequests} set claimed_at = ${at.toISOString()}::timestamptz
        where id in (
          select id from ${stockRequests}
          where variant_id = ${variantId} and kind = 'back' and claimed_at is null
          order by created_at, id
          ${limit === null ? sql`` : sql`limit ${limit}`}
          for update skip locked
        ) and claimed_at is null
        returning id`,
  );
  return rows.length;
}

/** What a claimed request's mail needs. */
export interface ClaimedRequest {
  id: number;
  email: string;
  language: string;
  productId: number;
  variantId: number;
  slug: string;
  name: string;
  nameHi: string;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  axes: number;
}

/**
 * Claimed requests whose mail is not queued yet, oldest first, locked for the caller's transaction (SKIP LOCKED: a
 * second sender at the same moment takes others, or none).
 */
export function lockUnsent(tx: Db, limit: number): Promise<ClaimedRequest[]> {
  return queryRows<ClaimedRequest>(
    tx,
    sql`select r.id, r.email, r.language, r.product_id as "productId", r.variant_id as "variantId",
               p.slug, p.name, p.name_hi as "nameHi", v.option1, v.option2, v.option3,
               jsonb_array_length(p.options)::int as axes
        from ${stockRequests} r
        join ${products} p on p.id = r.product_id
        join ${productVariants} v on v.id = r.variant_id
        where r.claimed_at is not null and r.told_at is null
        order by r.claimed_at, r.created_at, r.id
        limit ${limit}
        for update of r skip locked`,
  );
}

export async function markTold(tx: Db, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(stockRequests).set({ toldAt: at }).where(inArray(stockRequests.id, ids));
}

/** The admin's view of a product's requests: waiting ones oldest first, asks newest first. */
export async function listForProduct(db: Db, productId: number, kind: StockRequestKind) {
  return db
    .select({ request: stockRequests, variant: productVariants })
    .from(stockRequests)
    .innerJoin(productVariants, eq(productVariants.id, stockRequests.variantId))
    .where(
      and(
        eq(stockRequests.productId, productId),
        eq(stockRequests.kind, kind),
        kind === 'back' ? isNull(stockRequests.claimedAt) : undefined,
      ),
    )
    .orderBy(
      ...(kind === 'back'
        ? [asc(stockRequests.createdAt), asc(stockRequests.id)]
        : [desc(stockRequests.createdAt), desc(stockRequests.id)]),
    )
    .limit(500);
}
