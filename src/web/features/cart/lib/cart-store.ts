import { useSyncExternalStore } from 'react';
import { type Cart, parseCart } from './cart-line.ts';

/**
 * The cart's one source of truth: `localStorage.cart` (docs/product.md §3.8), read through `useCart()` by the header
 * badge, the side panel and /cart alike, and written only by `cart-actions.ts` (the reducer's rules).
 * Other tabs' writes arrive as `storage` events, so two open tabs stay in step.
 */
const CART_STORAGE_KEY = 'cart';
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

/** Save the cart and tell this tab's readers. False when the browser refused to store it. */
export function saveCart(next: Cart): boolean {
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
