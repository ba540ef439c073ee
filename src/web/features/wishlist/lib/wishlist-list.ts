import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { dateFormat } from '#shared/format/dates.ts';
import type { WishlistItem } from '#shared/wishlist/wishlist.ts';

/** Pure list edits for the wishlist cache (optimistic updates and their undoing). */

const byNewest = (a: WishlistItem, b: WishlistItem) => Date.parse(b.addedAt) - Date.parse(a.addedAt);

/** The list with `item` in it once, newest first (an item of the same product is replaced). */
export function withItem(items: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return [...items.filter((i) => i.productId !== item.productId), item].sort(byNewest);
}

export function withoutItem(items: readonly WishlistItem[], productId: number): WishlistItem[] {
  return items.filter((i) => i.productId !== productId);
}

/** What an optimistic add puts in the list until the server answers with the saved row. */
export function pendingItem(product: Product, now: Date = new Date()): WishlistItem {
  return { productId: product.id, addedAt: now.toISOString(), product };
}

export function wishlistIds(items: readonly WishlistItem[]): ReadonlySet<number> {
  return new Set(items.map((i) => i.productId));
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** '22 Nov 2026' (docs/product.md §1.3: dates in en-IN; the page's locale when given); '' for a date that cannot be read. */
export function formatAddedDate(iso: string, locale = 'en-IN'): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateFormat(locale, DATE).format(time);
}
