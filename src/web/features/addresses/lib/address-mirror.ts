import type { SavedAddress } from '#shared/addresses/address.ts';
import {
  ADDRESSES_KEY,
  ADDRESSES_OWNER_KEY,
  addressCountText,
  browserStore,
  checkHealth,
  type HealthCheckResult,
  readMirror,
  repairMirror,
  writeMirror,
} from './address-storage.ts';
import { logOperation as logTo, type StorageLogEntry } from './storage-monitor.ts';

/** The device copy in `localStorage`, with every operation logged to the storage monitor. */

/** Fired on `window` after this tab logs an operation, so an open log view shows it at once. */
export const STORAGE_LOG_EVENT = 'karigar:address-storage-log';

function logOperation(store: ReturnType<typeof browserStore>, entry: Omit<StorageLogEntry, 'timestamp'>) {
  logTo(store, entry);
  window.dispatchEvent(new Event(STORAGE_LOG_EVENT));
}

/** Mirror the server's list (after a load or a change). False when the browser refused. */
export function saveAddressMirror(addresses: readonly SavedAddress[], owner: string): boolean {
  const store = browserStore();
  const saved = writeMirror(store, addresses, owner);
  logOperation(store, {
    operation: 'write',
    status: saved ? 'success' : 'failure',
    details: saved
      ? `Saved ${addressCountText(addresses.length)} from the server on this device`
      : 'Could not save the addresses on this device',
    count: addresses.length,
  });
  return saved;
}

/** Sign-out (review L9): the device keeps no copy of the addresses for the next person at it. */
export function clearAddressMirror(): void {
  const store = browserStore();
  store?.removeItem(ADDRESSES_KEY);
  store?.removeItem(ADDRESSES_OWNER_KEY);
}

/**
 * The device copy of `owner`'s addresses, for when the server cannot be reached. Null when there is none to
 * show: nothing saved, damaged, storage blocked, or saved for someone else.
 */
export function loadAddressMirror(owner: string): SavedAddress[] | null {
  const store = browserStore();
  const read = readMirror(store);
  const usable = read.state === 'ok' && read.owner === owner ? read.addresses : null;
  const details = {
    ok: usable
      ? `Read ${addressCountText(usable.length)} from this device`
      : 'The saved copy belongs to another account',
    missing: 'No addresses are saved on this device',
    corrupted: 'The saved copy is damaged and could not be read',
    unavailable: 'Local storage is not available',
  }[read.state];
  logOperation(store, {
    operation: 'read',
    status: usable ? 'success' : 'failure',
    details,
    count: usable?.length ?? 0,
  });
  return usable;
}

/** The health check (docs/product.md §8.1), logged as a `check`. */
export function runHealthCheck(): HealthCheckResult {
  const store = browserStore();
  const result = checkHealth(store);
  logOperation(store, {
    operation: 'check',
    status: result.status === 'healthy' || result.status === 'empty' ? 'success' : 'failure',
    details: `Health check: ${result.status}. ${result.message}`,
    count: result.count,
  });
  return result;
}

/** Reset a corrupted copy to an empty list (logged as a `write`); anything else is left as it is. */
export function runRepair(): ReturnType<typeof repairMirror> {
  const store = browserStore();
  const outcome = repairMirror(store);
  if (outcome.repaired) {
    logOperation(store, {
      operation: 'write',
      status: 'success',
      details: 'Repair: reset the damaged copy to an empty list',
      count: 0,
    });
  }
  return outcome;
}

/** The stored text as it is (for 'View Raw Storage'); throws when storage cannot be read. */
export function readRawMirror(): { addresses: string | null; owner: string | null } {
  const store = browserStore();
  if (!store) throw new Error('Local storage is not available');
  const raw = { addresses: store.getItem(ADDRESSES_KEY), owner: store.getItem(ADDRESSES_OWNER_KEY) };
  const read = readMirror(store);
  logOperation(store, {
    operation: 'read',
    status: read.state === 'corrupted' ? 'failure' : 'success',
    details:
      read.state === 'ok'
        ? `Viewed the raw copy (${addressCountText(read.addresses.length)})`
        : `Viewed the raw copy (${read.state})`,
    count: read.state === 'ok' ? read.addresses.length : 0,
  });
  return raw;
}
