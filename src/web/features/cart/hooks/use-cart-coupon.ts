import { useSyncExternalStore } from 'react';

/**
 * The code the shopper applied, kept beside the cart (`localStorage.cartCoupon`) so the cart's choice reaches
 * checkout and survives a reload. Only the code is kept: its figures are always asked of the server again.
 */
const KEY = 'cartCoupon';
const CHANGE_EVENT = 'karigar:coupon-change';

export function getCouponCode(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked
  }
}

export function setCouponCode(code: string | null): void {
  try {
    if (code) window.localStorage.setItem(KEY, code);
    else window.localStorage.removeItem(KEY);
  } catch {
    // storage blocked: the code lasts as long as the page
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeCouponCode(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The applied code (null on the server's render: the code lives in this browser only). */
export function useCartCouponCode(): string | null {
  return useSyncExternalStore(subscribeCouponCode, getCouponCode, () => null);
}
