import { useCallback, useSyncExternalStore } from 'react';

/** The last pincode a shopper checked (product page box), so checkout can prefill it. */
const KEY = 'karigar.lastPincode';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberPincode(pincode: string) {
  try {
    localStorage.setItem(KEY, pincode);
  } catch {
    // Private mode: nothing remembered.
  }
  for (const listener of listeners) listener();
}

/** '' on the server and in the first paint (no hydration mismatch), then the remembered pincode. */
export function useLastPincode(): [string, (pincode: string) => void] {
  const value = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => '',
  );
  return [value, useCallback(rememberPincode, [])];
}
