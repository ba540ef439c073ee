import { countItems } from '../lib/cart-line.ts';
import { useCart } from '../lib/cart-store.ts';

/** Pieces in the cart (the header badge), in step with this tab and the others. */
export function useCartCount(): number {
  return countItems(useCart());
}
