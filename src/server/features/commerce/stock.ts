import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

type ProductRow = typeof products.$inferSelect;

/** Statuses in which an order holds its stock; cancelled and returned orders gave it back. */
export function holdsStock(status: string): boolean {
  return status !== 'cancelled' && status !== 'returned';
}

/**
 * Takes `quantity` of a product in one conditional update: the row changes only if the product
 * may be sold and enough is left (unknown stock stays unknown), so stock never goes below zero,
 * whatever runs at the same time (CHECK stock >= 0 is the backstop). Undefined when refused.
 * `purchasableOnly`: also require a visible, in-stock product (checkout); reinstating a
 * cancelled order only needs the quantity.
 */
export async function takeStock(
  tx: Db,
  productId: number,
  quantity: number,
  purchasableOnly = true,
): Promise<ProductRow | undefined> {
  const enough = or(isNull(products.stockQuantity), gte(products.stockQuantity, quantity));
  const where = purchasableOnly
    ? and(eq(products.id, productId), isNull(products.archivedAt), eq(products.inStock, true), enough)
    : and(eq(products.id, productId), enough);
  const [row] = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
    .where(where)
    .returning();
  return row;
}

/** Gives `quantity` back (unknown stock stays unknown). */
export async function releaseStock(tx: Db, productId: number, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}` })
    .where(eq(products.id, productId));
}

/** How many of a product a shopper could buy now: 0 when it is not for sale. */
export async function availableQuantity(tx: Db, productId: number): Promise<number> {
  const [row] = await tx
    .select({
      inStock: products.inStock,
      stockQuantity: products.stockQuantity,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!row || row.archivedAt || !row.inStock) return 0;
  return row.stockQuantity ?? 0;
}
