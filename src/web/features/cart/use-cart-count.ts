import { useSyncExternalStore } from 'react';
import { CART_CHANGE_EVENT, CART_STORAGE_KEY, countItems, parseCart, readCartRaw } from './cart-storage.ts';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

let lastRaw: string | null = null;
let lastCount = 0;

function getSnapshot(): number {
  const raw = readCartRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastCount = countItems(parseCart(raw));
  }
  return lastCount;
}

/**
 * Items in the cart, kept in step with this tab's writes and other tabs' (`storage` event).
 * The cart feature will swap this for its own store; the header only needs the number.
 */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, getSnapshot, () => 0);
}
