import { useSyncExternalStore } from 'react';
import type { Product } from '#shared/catalog/product.ts';
import { type Cart, type CartAction, type CartProduct, cartReducer, parseCart } from './cart-reducer.ts';
import { decideAddToCart } from './cart-rules.ts';

/**
 * The cart's one source of truth: `localStorage.cart` (design.md §5), read through `useCart()` by the header
 * badge, the side panel and /cart alike, and changed only through `dispatchCart` (the reducer's rules).
 * Other tabs' writes arrive as `storage` events, so two open tabs stay in step.
 */
export const CART_STORAGE_KEY = 'cart';
/** Fired on `window` after this tab writes the cart (the `storage` event only reaches other tabs). */
const CART_CHANGE_EVENT = 'karigar:cart-change';

const EMPTY: Cart = Object.freeze([]);

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, site data disabled)
  }
}

// The parsed cart for the stored text it came from: a snapshot is the same array until the text changes.
let snapshotRaw: string | null = null;
let snapshot: Cart = EMPTY;

/** The cart as stored now. A value that is not a cart (bad JSON, wrong shape) reads as empty, bad lines dropped. */
export function getCart(): Cart {
  const raw = readRaw();
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshot = parseCart(raw);
  }
  return snapshot;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared all of storage.
    if (event.key === CART_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

/** The cart's lines, re-rendering on this tab's changes and other tabs'. */
export function useCart(): Cart {
  return useSyncExternalStore(subscribe, getCart, () => EMPTY);
}

/** Apply one action and save the result. False when the browser refused to store it. */
export function dispatchCart(action: CartAction): boolean {
  const current = getCart();
  const next = cartReducer(current, action);
  if (next === current) return true;
  const raw = JSON.stringify(next);
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, raw);
  } catch {
    return false;
  }
  snapshotRaw = raw;
  snapshot = next;
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  return true;
}

export type AddToCartResult =
  | { status: 'added' | 'updated'; quantity: number }
  | { status: 'unavailable' }
  | { status: 'insufficient'; available: number; inCart: number }
  | { status: 'storage-failed' };

/**
 * Add `quantity` pieces (default 1, spec §4): a new line starts at that quantity, an existing line grows by
 * it. Refused when the product is not purchasable or the line would exceed the stock (`decideAddToCart`).
 */
export function addToCart(product: Product | CartProduct, quantity = 1): AddToCartResult {
  const existing = getCart().find((line) => line.id === product.id);
  const decision = decideAddToCart(product, existing?.quantity ?? 0, quantity);
  if (decision.status === 'out-of-stock') return { status: 'unavailable' };
  if (decision.status === 'insufficient') {
    return { status: 'insufficient', available: decision.available, inCart: decision.inCart };
  }
  if (!dispatchCart({ type: 'add', product, quantity })) return { status: 'storage-failed' };
  return { status: existing ? 'updated' : 'added', quantity: decision.nextQuantity };
}
