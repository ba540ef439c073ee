import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems } from '../../db/schema/index.ts';

/** What a review's author bought of the product: its options as sold ('Blue, Large'), and in Hindi where given. */
export interface BoughtOptions {
  options: string;
  optionsHi: string | null;
}

/**
 * The options each review's author bought (issue 41: reviews say "bought: Blue, Large"), read from the lines of
 * the order the review came from, frozen as sold (decision 066). Several lines of one product give every choice
 * once, in the order's line order; a product without options gives none.
 */
export async function boughtOptionsOf(
  db: Db,
  reviews: ReadonlyArray<{ id: string; orderId: string | null; productId: number }>,
): Promise<Map<string, BoughtOptions>> {
  const orderIds = [...new Set(reviews.flatMap((r) => (r.orderId ? [r.orderId] : [])))];
  if (orderIds.length === 0) return new Map();
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      options: orderItems.variantOptions,
      optionsHi: orderItems.variantOptionsHi,
    })
    .from(orderItems)
    .where(
      and(
        inArray(orderItems.orderId, orderIds),
        inArray(orderItems.productId, [...new Set(reviews.map((r) => r.productId))]),
        isNotNull(orderItems.variantOptions),
      ),
    )
    .orderBy(orderItems.id);
  const bought = new Map<string, BoughtOptions>();
  for (const review of reviews) {
    const its = lines.filter((l) => l.orderId === review.orderId && l.productId === review.productId);
    const english = [...new Set(its.map((l) => l.options!))];
    if (english.length === 0) continue;
    const hindi = [...new Set(its.map((l) => l.optionsHi ?? l.options!))];
    bought.set(review.id, {
      options: english.join('; '),
      optionsHi: its.some((l) => l.optionsHi) ? hindi.join('; ') : null,
    });
  }
  return bought;
}
