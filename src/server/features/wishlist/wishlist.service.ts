import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { WISHLIST_MESSAGES, type WishlistItem } from '#shared/wishlist/wishlist.ts';
import type { Db } from '../../db/client.ts';
import { products, wishlistItems } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { inUserTransaction } from '../../lib/user-lock.ts';
import { findProduct, pricingAt, toProducts } from '../catalog/catalog.service.ts';

/** The most products one wishlist may hold. */
export const MAX_WISHLIST_ITEMS = 200;
export const WISHLIST_LIMIT_MESSAGE = `Your wishlist can hold up to ${MAX_WISHLIST_ITEMS} items. Please remove one before adding another.`;
export const PRODUCT_NOT_FOUND = "The product you're looking for doesn't exist or has been removed.";

// Every query takes the user's id and filters by it.

/** Products still in the shop (an archived product drops out of the list but keeps its row). */
const inShop = isNull(products.archivedAt);

/** The user's wishlist, newest first, each with the product as it is now. */
export async function listWishlist(db: Db, userId: string): Promise<WishlistItem[]> {
  const [rows, pricing] = await Promise.all([
    db
      .select({ addedAt: wishlistItems.addedAt, product: products })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(and(eq(wishlistItems.userId, userId), inShop))
      .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId)),
    pricingAt(db),
  ]);
  const listed = await toProducts(
    db,
    rows.map((r) => r.product),
    pricing,
  );
  return rows.map((r, i) => ({
    productId: r.product.id,
    addedAt: r.addedAt.toISOString(),
    product: listed[i]!,
  }));
}

/** Adds a product in the shop: 404 unknown or archived, 409 already there or the list is full. */
export async function addToWishlist(db: Db, userId: string, productId: number): Promise<WishlistItem> {
  return inUserTransaction(db, userId, async (tx) => {
    const product = await findProduct(tx, productId);
    if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    const [existing] = await tx
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    if (existing) throw new AppError('CONFLICT', WISHLIST_MESSAGES.duplicate);
    const [held] = await tx
      .select({ n: count() })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(and(eq(wishlistItems.userId, userId), inShop));
    if ((held?.n ?? 0) >= MAX_WISHLIST_ITEMS) throw new AppError('CONFLICT', WISHLIST_LIMIT_MESSAGE);
    const [row] = await tx
      .insert(wishlistItems)
      .values({ userId, productId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', WISHLIST_MESSAGES.duplicate);
    return { productId, addedAt: row.addedAt.toISOString(), product };
  });
}

/** Removes a product from the user's wishlist: 404 when it is not in it. */
export async function removeFromWishlist(db: Db, userId: string, productId: number): Promise<void> {
  const deleted = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', WISHLIST_MESSAGES.notInWishlist);
}

/** Account deletion (issue 22): the wishlist goes with the account. */
export async function clearWishlist(tx: Db, userId: string): Promise<void> {
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}

/** Privacy (decision 034): the person's wishlist, in their export and cleared with the account. */
export const wishlistPersonalData = {
  owner: 'wishlist',
  tables: ['wishlist_items'],
  exportFor: async (db: Db, person: { id: string }) => ({ wishlist: await listWishlist(db, person.id) }),
  forget: (tx: Db, person: { id: string }) => clearWishlist(tx, person.id),
};
