import { describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import type { WishlistItem } from '#shared/wishlist/wishlist.ts';
import { formatAddedDate, pendingItem, wishlistIds, withItem, withoutItem } from './wishlist-list.ts';

const product = (id: number): Product => ({
  id,
  slug: `piece-${id}`,
  name: `Piece ${id}`,
  description: '',
  price: 49900,
  compareAtPrice: null,
  category: 'Candles',
  catalogNumber: `KG-CA-00${id}`,
  images: [],
  inStock: true,
  stockQuantity: 10,
  featured: false,
  rating: null,
  reviews: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const item = (id: number, addedAt: string): WishlistItem => ({
  productId: id,
  addedAt,
  product: product(id),
});

describe('wishlist list edits', () => {
  const list = [item(2, '2026-11-20T10:00:00.000Z'), item(1, '2026-11-10T10:00:00.000Z')];

  it('puts an added item first (newest first) and never twice', () => {
    const added = withItem(list, item(3, '2026-11-22T10:00:00.000Z'));
    expect(added.map((i) => i.productId)).toEqual([3, 2, 1]);
    const again = withItem(added, item(3, '2026-11-22T11:00:00.000Z'));
    expect(again.map((i) => i.productId)).toEqual([3, 2, 1]);
  });

  it('puts a removed item back where it was (undoing a failed remove)', () => {
    const removed = withoutItem(list, 2);
    expect(removed.map((i) => i.productId)).toEqual([1]);
    expect(withItem(removed, list[0]!).map((i) => i.productId)).toEqual([2, 1]);
  });

  it('makes a pending item from the product, dated now', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    expect(pendingItem(product(5), now)).toEqual({
      productId: 5,
      addedAt: '2026-11-22T10:00:00.000Z',
      product: product(5),
    });
  });

  it('gives the saved ids', () => {
    expect([...wishlistIds(list)]).toEqual([2, 1]);
  });
});

describe('wishlist texts', () => {
  it('writes the added date in en-IN, or in hi-IN on a Hindi page', () => {
    expect(formatAddedDate('2026-11-22T10:00:00.000Z')).toBe('22 Nov 2026');
    expect(formatAddedDate('2026-11-22T10:00:00.000Z', 'hi-IN')).toBe('22 नव॰ 2026');
    expect(formatAddedDate('not a date')).toBe('');
  });
});
