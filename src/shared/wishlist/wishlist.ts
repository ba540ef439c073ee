// Zod-free: the wishlist as the API answers it.

import type { Product } from '../catalog/catalog.schemas.ts';
export interface WishlistItem {
  productId: number;
  addedAt: string;
  /** The product as it is now (price, stock); a product removed from the shop is dropped from the list. */
  product: Product;
}

export const WISHLIST_MESSAGES = {
  added: 'Added to wishlist',
  removed: 'Removed from wishlist',
  duplicate: 'Item already in wishlist',
  notInWishlist: 'This item is not in your wishlist.',
} as const;
