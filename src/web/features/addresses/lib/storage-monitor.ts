import type { KeyValueStore } from './address-storage.ts';

/*
 * The address storage monitor (docs/product.md §8.1: the last 100 entries): every read, write and check
 * of the device copy is logged while monitoring is on (the default).
 */

export const MONITOR_KEY = 'address_storage_monitor';
export const MONITOR_ENABLED_KEY = 'address_storage_monitor_enabled';
export const MONITOR_LIMIT = 100;

export const STORAGE_OPERATIONS = ['check', 'read', 'write'] as const;
export type StorageOperation = (typeof STORAGE_OPERATIONS)[number];

export interface StorageLogEntry {
  /** ISO time. */
  timestamp: string;
  operation: StorageOperation;
  status: 'success' | 'failure';
  details: string;
  /** How many addresses the operation saw. */
  count: number;
}

function isEntry(value: unknown): value is StorageLogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.timestamp === 'string' &&
    (STORAGE_OPERATIONS as readonly unknown[]).includes(e.operation) &&
    (e.status === 'success' || e.status === 'failure') &&
    typeof e.details === 'string' &&
    typeof e.count === 'number'
  );
}

/** The stored log, oldest first; a log that cannot be read is empty, entries that cannot be read are dropped. */
export function parseLog(raw: string | null): StorageLogEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** The log with `entry` added at the end, keeping the newest `limit`. */
export function appendEntry(
  log: readonly StorageLogEntry[],
  entry: StorageLogEntry,
  limit = MONITOR_LIMIT,
): StorageLogEntry[] {
  const next = [...log, entry];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

export function readLog(store: KeyValueStore | null): StorageLogEntry[] {
  try {
    return parseLog(store?.getItem(MONITOR_KEY) ?? null);
  } catch {
    return [];
  }
}

/** On unless it was turned off. */
export function isMonitoringEnabled(store: KeyValueStore | null): boolean {
  try {
    return store?.getItem(MONITOR_ENABLED_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function setMonitoringEnabled(store: KeyValueStore | null, enabled: boolean): boolean {
  try {
    store?.setItem(MONITOR_ENABLED_KEY, String(enabled));
    return Boolean(store);
  } catch {
    return false;
  }
}

/** Log one operation, if monitoring is on. Never throws: the log must not break what it watches. */
export function logOperation(
  store: KeyValueStore | null,
  entry: Omit<StorageLogEntry, 'timestamp'>,
  now: Date = new Date(),
): void {
  if (!store || !isMonitoringEnabled(store)) return;
  try {
    const next = appendEntry(readLog(store), { timestamp: now.toISOString(), ...entry });
    store.setItem(MONITOR_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: nothing to log into
  }
}

export function clearLog(store: KeyValueStore | null): boolean {
  try {
    store?.removeItem(MONITOR_KEY);
    return Boolean(store);
  } catch {
    return false;
  }
}
