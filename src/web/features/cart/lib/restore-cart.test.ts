import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RestoredLine } from '#shared/cart-recovery/cart-recovery.schemas.ts';
import { getCart, saveCart } from './cart-store.ts';
import { restoreCart } from './restore-cart.ts';

/** A window with localStorage, enough for the cart store (the unit project runs in node). */
function fakeWindow() {
  const store = new Map<string, string>();
  const target = new EventTarget();
  return Object.assign(target, {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  });
}

const restored = (productId: number, extra: Partial<RestoredLine> = {}): RestoredLine => ({
  productId,
  variantId: productId * 10,
  quantity: 2,
  state: 'available',
  name: `Piece ${productId}`,
  unitPrice: 30_000,
  compareAtPrice: null,
  images: [{ url: `/media/${productId}.webp` }],
  category: 'Candles',
  catalogNumber: `KG-${productId}`,
  stockQuantity: 5,
  ...extra,
});

beforeEach(() => vi.stubGlobal('window', fakeWindow()));
afterEach(() => vi.unstubAllGlobals());

describe("restoreCart (a cart reminder's link, decision 075)", () => {
  it("joins the browser's cart at the restored quantities and prices; sold out flagged, gone left out", () => {
    saveCart([
      {
        id: 1,
        variantId: 10,
        name: 'Piece 1',
        price: 99,
        image: '',
        images: [],
        category: 'Candles',
        catalogNumber: 'KG-1',
        quantity: 1,
      },
      {
        id: 7,
        name: 'Other',
        price: 5_000,
        image: '',
        images: [],
        category: 'Candles',
        catalogNumber: 'KG-7',
        quantity: 1,
      },
    ]);
    const result = restoreCart({
      lines: [
        restored(1),
        restored(2, { state: 'sold-out', name: 'Dhokra owl' }),
        restored(3, { state: 'unavailable' }),
      ],
      couponCode: 'COMEBACK10',
    });
    expect(result).toEqual({ saved: true, soldOut: ['Dhokra owl'], gone: 1 });
    const cart = getCart();
    expect(cart.map((l) => [l.id, l.quantity, l.price, l.availability])).toEqual([
      [7, 1, 5_000, undefined],
      [1, 2, 30_000, undefined],
      [2, 2, 30_000, 'out-of-stock'],
    ]);
    expect(window.localStorage.getItem('cartCoupon')).toBe('COMEBACK10');
  });
});
