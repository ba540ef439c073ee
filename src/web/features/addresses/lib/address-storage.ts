import { ADDRESS_TYPES, type SavedAddress } from '#shared/addresses/address.ts';

/*
 * The device copy of the saved addresses (docs/product.md §5.6: `karigar_addresses`) and its health (docs/product.md §8.1).
 * Pure over a key-value store, so the rules are tested without a browser; `address-mirror.ts` binds them to
 * `localStorage` and the storage monitor.
 */

/** The mirror: a JSON list of the signed-in shopper's addresses as the server last sent them. */
export const ADDRESSES_KEY = 'karigar_addresses';
/** Whose list the mirror holds (a user id), so a shared computer never shows one shopper another's list. */
export const ADDRESSES_OWNER_KEY = 'karigar_addresses_owner';
const PROBE_KEY = 'karigar_storage_probe';

/** The part of `Storage` used here (tests pass an in-memory one). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `localStorage`, or null when the browser blocks it (site data disabled, some private modes). */
export function browserStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const STRING_FIELDS = [
  'id',
  'name',
  'address',
  'city',
  'state',
  'pincode',
  'phone',
  'createdAt',
  'updatedAt',
];

export function isSavedAddress(value: unknown): value is SavedAddress {
  return (
    isObject(value) &&
    STRING_FIELDS.every((field) => typeof value[field] === 'string') &&
    (ADDRESS_TYPES as readonly unknown[]).includes(value.type) &&
    typeof value.isDefault === 'boolean'
  );
}

/** The stored text as a list of addresses; null when it is not one (bad JSON, not a list, a bad entry). */
export function parseAddresses(raw: string): SavedAddress[] | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return Array.isArray(value) && value.every(isSavedAddress) ? value : null;
}

export type MirrorRead =
  | { state: 'ok'; addresses: SavedAddress[]; owner: string | null }
  | { state: 'missing' }
  | { state: 'corrupted' }
  | { state: 'unavailable' };

export function readMirror(store: KeyValueStore | null): MirrorRead {
  if (!store) return { state: 'unavailable' };
  let raw: string | null;
  let owner: string | null;
  try {
    raw = store.getItem(ADDRESSES_KEY);
    owner = store.getItem(ADDRESSES_OWNER_KEY);
  } catch {
    return { state: 'unavailable' };
  }
  if (raw === null) return { state: 'missing' };
  const addresses = parseAddresses(raw);
  return addresses ? { state: 'ok', addresses, owner } : { state: 'corrupted' };
}

/** Save the list as the mirror of `owner`'s addresses. False when the browser refused (blocked, full). */
export function writeMirror(store: KeyValueStore | null, addresses: readonly SavedAddress[], owner: string) {
  if (!store) return false;
  try {
    store.setItem(ADDRESSES_KEY, JSON.stringify(addresses));
    store.setItem(ADDRESSES_OWNER_KEY, owner);
    return true;
  } catch {
    return false;
  }
}

/** Can this browser store anything? A write and a remove of a probe key. */
export function isStoreAvailable(store: KeyValueStore | null): boolean {
  if (!store) return false;
  try {
    store.setItem(PROBE_KEY, '1');
    store.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** The health check result (docs/product.md §8.1): unavailable, corrupted, empty, healthy. */
export type HealthStatus = 'healthy' | 'empty' | 'corrupted' | 'unavailable';
export interface HealthCheckResult {
  status: HealthStatus;
  message: string;
  count: number;
}

/** '1 address', '3 addresses'. */
export const addressCountText = (count: number) => `${count} address${count === 1 ? '' : 'es'}`;

export function checkHealth(store: KeyValueStore | null): HealthCheckResult {
  if (!isStoreAvailable(store)) {
    return {
      status: 'unavailable',
      message: 'Local storage is not available in this browser, so addresses cannot be kept on this device.',
      count: 0,
    };
  }
  const read = readMirror(store);
  switch (read.state) {
    case 'unavailable':
      return { status: 'unavailable', message: 'Local storage could not be read.', count: 0 };
    case 'corrupted':
      return {
        status: 'corrupted',
        message: 'The saved copy of your addresses is damaged and cannot be read. Repair resets it.',
        count: 0,
      };
    case 'missing':
      return { status: 'empty', message: 'No addresses are saved on this device yet.', count: 0 };
    case 'ok':
      return read.addresses.length === 0
        ? { status: 'empty', message: 'The saved copy holds no addresses.', count: 0 }
        : {
            status: 'healthy',
            message: `The saved copy holds ${addressCountText(read.addresses.length)}.`,
            count: read.addresses.length,
          };
  }
}

/**
 * docs/product.md §8.1: a corrupted mirror is reset to an empty list (the caller then re-syncs it from the server).
 * Anything else is left alone. `repaired` says whether the mirror was reset.
 */
export function repairMirror(store: KeyValueStore | null): { repaired: boolean; before: HealthCheckResult } {
  const before = checkHealth(store);
  if (before.status !== 'corrupted' || !store) return { repaired: false, before };
  try {
    store.setItem(ADDRESSES_KEY, '[]');
    store.removeItem(ADDRESSES_OWNER_KEY);
    return { repaired: true, before };
  } catch {
    return { repaired: false, before };
  }
}
