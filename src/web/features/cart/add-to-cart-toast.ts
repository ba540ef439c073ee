import { toast } from 'sonner';
import type { AddToCartResult } from './cart-storage.ts';

/** The spec's toasts (§8) for every outcome of adding to the cart. */
export function showAddToCartToast(result: AddToCartResult): void {
  switch (result.status) {
    case 'added':
      toast.success('Item added to cart!');
      break;
    case 'updated':
      toast.success('Item quantity updated in cart!');
      break;
    case 'unavailable':
      toast.error('Out of Stock', { description: 'This product is currently out of stock.' });
      break;
    case 'insufficient': {
      const already = result.inCart > 0 ? ` You already have ${result.inCart} in your cart.` : '';
      toast.error('Insufficient Stock', {
        description: `Only ${result.available} items available.${already}`,
      });
      break;
    }
    case 'storage-failed':
      toast.error('We could not save your cart', {
        description: 'Your browser is blocking storage. Please allow site data and try again.',
      });
      break;
  }
}
