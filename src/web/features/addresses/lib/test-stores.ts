import type { KeyValueStore } from './address-storage.ts';

/** An in-memory `localStorage` for the unit tests. */
export function memoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

/** A browser that refuses storage (site data blocked): every call throws. */
export const blockedStore: KeyValueStore = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

/** A full store: reads work, writes throw (QuotaExceededError). */
export function fullStore(initial: Record<string, string> = {}): KeyValueStore {
  const store = memoryStore(initial);
  return {
    getItem: store.getItem,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: store.removeItem,
  };
}
