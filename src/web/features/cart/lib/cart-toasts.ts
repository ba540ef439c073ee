import { tooManyUnits } from '#shared/orders/units-cap.ts';
import { deferredToast as toast } from '#web/lib/lazy-toast.ts';
import type { AddToCartResult } from './cart-rules.ts';

/** The cart toasts (docs/product.md §3.8), one place for every cart outcome. */

export function showStorageFailedToast(): void {
  toast.error('We could not save your cart', {
    description: 'Your browser is blocking storage. Please allow site data and try again.',
  });
}

const alreadyInCart = (n: number) => (n > 0 ? ` You already have ${n} in your cart.` : '');

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
    case 'insufficient':
      toast.error('Insufficient Stock', {
        description: `Only ${result.available} items available.${alreadyInCart(result.inCart)}`,
      });
      break;
    case 'over-cap':
      toast.error('Order limit reached', {
        description: `${tooManyUnits(result.cap)}${alreadyInCart(result.inCart)}`,
      });
      break;
    case 'storage-failed':
      showStorageFailedToast();
      break;
  }
}

export function showRemovedToast(name: string): void {
  toast.success('Item removed from cart!', { description: `${name} has been removed from your cart.` });
}

export function showClearedToast(): void {
  toast.success('Cart cleared');
}
