import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { isPurchasable, maxOrderQuantity } from '#shared/catalog/product.ts';

export type AddToCartDecision =
  | { status: 'ok' /** the line's quantity after adding */; nextQuantity: number }
  | { status: 'out-of-stock' }
  | { status: 'insufficient' /** the most that can be in the cart */; available: number; inCart: number }
  | { status: 'over-cap' /** the store's units of one product per order */; cap: number; inCart: number };

/** What adding to the cart did, for the toast (`addToCart`, `showAddToCartToast`). */
export type AddToCartResult =
  | { status: 'added' | 'updated'; quantity: number }
  | { status: 'unavailable' }
  | { status: 'insufficient'; available: number; inCart: number }
  | { status: 'over-cap'; cap: number; inCart: number }
  | { status: 'storage-failed' };

/**
 * docs/product.md §3.5, §3.8: adding is refused when the product is not purchasable, and when the quantity already in the
 * cart plus the quantity asked for is more than the stock (999 when the stock is unknown), or more than the
 * store's units of one product per order (§9.7: the checkout would refuse it).
 */
export function decideAddToCart(
  product: Pick<Product, 'inStock' | 'stockQuantity'>,
  inCart: number,
  requested: number,
  unitsCap: number,
): AddToCartDecision {
  if (!isPurchasable(product)) return { status: 'out-of-stock' };
  const available = maxOrderQuantity(product);
  const current = Math.max(0, Math.floor(inCart));
  const nextQuantity = current + Math.max(1, Math.floor(requested));
  if (nextQuantity > available) return { status: 'insufficient', available, inCart: current };
  if (nextQuantity > unitsCap) return { status: 'over-cap', cap: unitsCap, inCart: current };
  return { status: 'ok', nextQuantity };
}
