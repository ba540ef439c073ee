import { deferredToast as toast } from '#web/lib/lazy-toast.ts';
import type { CartAddT } from '../i18n-add.ts';
import type { AddToCartResult } from './cart-rules.ts';

/** The cart toasts (docs/product.md §3.8), one place for every cart outcome, in the page's language. */

export function showStorageFailedToast(t: CartAddT): void {
  toast.error(t('cartAdd.storageFailed'), { description: t('cartAdd.storageFailedText') });
}

const withInCart = (t: CartAddT, text: string, inCart: number) =>
  inCart > 0 ? `${text} ${t('cartAdd.alreadyInCart', { count: inCart })}` : text;

export function showAddToCartToast(result: AddToCartResult, t: CartAddT): void {
  switch (result.status) {
    case 'added':
      toast.success(t('cartAdd.added'));
      break;
    case 'updated':
      toast.success(t('cartAdd.updated'));
      break;
    case 'unavailable':
      toast.error(t('cartAdd.outOfStock'), { description: t('cartAdd.outOfStockText') });
      break;
    case 'insufficient':
      toast.error(t('cartAdd.insufficient'), {
        description: withInCart(t, t('cartAdd.insufficientText', { count: result.available }), result.inCart),
      });
      break;
    case 'over-cap':
      toast.error(t('cartAdd.orderLimit'), {
        description: withInCart(t, t('cartAdd.tooManyUnits', { max: result.cap }), result.inCart),
      });
      break;
    case 'storage-failed':
      showStorageFailedToast(t);
      break;
  }
}

export function showRemovedToast(name: string, t: CartAddT): void {
  toast.success(t('cartAdd.removed'), { description: t('cartAdd.removedText', { name }) });
}

export function showClearedToast(t: CartAddT): void {
  toast.success(t('cartAdd.cleared'));
}
