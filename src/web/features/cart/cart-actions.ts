import type { CartLine } from './cart-reducer.ts';
import { dispatchCart } from './cart-store.ts';
import { showClearedToast, showRemovedToast, showStorageFailedToast } from './cart-toasts.ts';

/** What the cart's buttons do: the reducer's action, then the spec's toast (or why it could not be saved). */

export function removeLine(line: Pick<CartLine, 'id' | 'name'>): void {
  if (dispatchCart({ type: 'remove', id: line.id })) showRemovedToast(line.name);
  else showStorageFailedToast();
}

/** The stepper and the quantity field: 0 or less removes the line (spec §5), with the removal toast. */
export function changeLineQuantity(line: Pick<CartLine, 'id' | 'name'>, quantity: number): void {
  if (quantity <= 0) {
    removeLine(line);
    return;
  }
  if (!dispatchCart({ type: 'setQuantity', id: line.id, quantity })) showStorageFailedToast();
}

export function clearCart(): void {
  if (dispatchCart({ type: 'clear' })) showClearedToast();
  else showStorageFailedToast();
}
