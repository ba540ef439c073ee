import type { Product } from '#shared/catalog/catalog.schemas.ts';
import type { CartAddT } from '../i18n-add.ts';
import type { CartLine } from './cart-line.ts';
import { type CartAction, type CartProduct, cartReducer, findLine } from './cart-reducer.ts';
import { type AddToCartResult, decideAddToCart } from './cart-rules.ts';
import { getCart, saveCart } from './cart-store.ts';
import { showClearedToast, showRemovedToast, showStorageFailedToast } from './cart-toasts.ts';

/** Everything that changes the cart: the reducer's action on the stored cart, then its toast (docs/product.md §3.8). */

/** Apply one action and save the result. False when the browser refused to store it. */
export function dispatchCart(action: CartAction): boolean {
  const current = getCart();
  const next = cartReducer(current, action);
  return next === current || saveCart(next);
}

/**
 * Add `quantity` pieces (default 1, docs/product.md §3.8): a new line starts at that quantity, an existing line grows by
 * it. Refused when the product is not purchasable or the line would exceed the stock or the units cap
 * (`decideAddToCart`).
 */
export function addToCart(
  product: Product | CartProduct,
  quantity: number,
  unitsCap: number,
): AddToCartResult {
  const existing = findLine(getCart(), product);
  const decision = decideAddToCart(product, existing?.quantity ?? 0, quantity, unitsCap);
  if (decision.status === 'out-of-stock') return { status: 'unavailable' };
  if (decision.status === 'insufficient' || decision.status === 'over-cap') return decision;
  if (!dispatchCart({ type: 'add', product, quantity })) return { status: 'storage-failed' };
  return { status: existing ? 'updated' : 'added', quantity: decision.nextQuantity };
}

/** A line as the stepper and the remove button name it: its product, its variant and the name to say. */
type NamedLine = Pick<CartLine, 'id' | 'variantId' | 'name' | 'personalisation'>;

const lineRef = ({ id, variantId, personalisation }: NamedLine) => ({ id, variantId, personalisation });

export function removeLine(line: NamedLine, t: CartAddT): void {
  if (dispatchCart({ type: 'remove', ...lineRef(line) })) showRemovedToast(line.name, t);
  else showStorageFailedToast(t);
}

/** The stepper and the quantity field: 0 or less removes the line (docs/product.md §3.8), with the removal toast. */
export function changeLineQuantity(line: NamedLine, quantity: number, t: CartAddT): void {
  if (quantity <= 0) {
    removeLine(line, t);
    return;
  }
  if (!dispatchCart({ type: 'setQuantity', ...lineRef(line), quantity })) showStorageFailedToast(t);
}

export function clearCart(t: CartAddT): void {
  if (dispatchCart({ type: 'clear' })) showClearedToast(t);
  else showStorageFailedToast(t);
}
