import { describe, expect, it } from 'vitest';
import {
  appendEntry,
  clearLog,
  isMonitoringEnabled,
  logOperation,
  MONITOR_ENABLED_KEY,
  MONITOR_KEY,
  MONITOR_LIMIT,
  parseLog,
  readLog,
  type StorageLogEntry,
  setMonitoringEnabled,
} from './storage-monitor.ts';
import { blockedStore, fullStore, memoryStore } from './test-stores.ts';

const entry = (n: number): StorageLogEntry => ({
  timestamp: new Date(Date.UTC(2026, 10, 22, 10, 0, n)).toISOString(),
  operation: 'write',
  status: 'success',
  details: `entry ${n}`,
  count: n,
});

describe('appendEntry (ring buffer)', () => {
  it('keeps the last 100 entries, oldest first', () => {
    expect(MONITOR_LIMIT).toBe(100);
    let log: StorageLogEntry[] = [];
    for (let n = 1; n <= 250; n += 1) log = appendEntry(log, entry(n));
    expect(log).toHaveLength(100);
    expect(log[0]!.details).toBe('entry 151');
    expect(log.at(-1)!.details).toBe('entry 250');
  });

  it('grows until the limit', () => {
    const log = appendEntry([entry(1)], entry(2));
    expect(log.map((e) => e.count)).toEqual([1, 2]);
  });

  it('trims an overlong stored log on the next append', () => {
    const long = Array.from({ length: 130 }, (_, i) => entry(i));
    const log = appendEntry(long, entry(999));
    expect(log).toHaveLength(100);
    expect(log.at(-1)!.count).toBe(999);
    expect(log[0]!.count).toBe(31);
  });

  it('does not change the list it was given', () => {
    const log = [entry(1)];
    appendEntry(log, entry(2));
    expect(log).toHaveLength(1);
  });
});

describe('parseLog', () => {
  it('reads a stored log and drops entries it cannot read', () => {
    const raw = JSON.stringify([entry(1), { operation: 'delete' }, entry(2), 'x', null]);
    expect(parseLog(raw).map((e) => e.count)).toEqual([1, 2]);
  });

  it('reads nothing from a missing or damaged log', () => {
    expect(parseLog(null)).toEqual([]);
    expect(parseLog('{oops')).toEqual([]);
    expect(parseLog('{"a":1}')).toEqual([]);
  });
});

describe('logOperation', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');

  it('logs with a timestamp while monitoring is on (the default)', () => {
    const store = memoryStore();
    expect(isMonitoringEnabled(store)).toBe(true);
    logOperation(store, { operation: 'check', status: 'success', details: 'ok', count: 0 }, now);
    expect(readLog(store)).toEqual([
      {
        timestamp: '2026-11-22T10:00:00.000Z',
        operation: 'check',
        status: 'success',
        details: 'ok',
        count: 0,
      },
    ]);
  });

  it('logs nothing while monitoring is off, and again once it is on', () => {
    const store = memoryStore();
    setMonitoringEnabled(store, false);
    expect(store.data.get(MONITOR_ENABLED_KEY)).toBe('false');
    logOperation(store, { operation: 'read', status: 'success', details: 'x', count: 1 }, now);
    expect(store.data.has(MONITOR_KEY)).toBe(false);

    setMonitoringEnabled(store, true);
    logOperation(store, { operation: 'read', status: 'success', details: 'x', count: 1 }, now);
    expect(readLog(store)).toHaveLength(1);
  });

  it('keeps 100 entries in storage', () => {
    const store = memoryStore();
    for (let n = 0; n < 120; n += 1) {
      logOperation(store, { operation: 'write', status: 'success', details: `#${n}`, count: n }, now);
    }
    const log = readLog(store);
    expect(log).toHaveLength(100);
    expect(log[0]!.details).toBe('#20');
  });

  it('starts over after a damaged log', () => {
    const store = memoryStore({ [MONITOR_KEY]: '{oops' });
    logOperation(store, { operation: 'write', status: 'failure', details: 'x', count: 0 }, now);
    expect(readLog(store)).toHaveLength(1);
  });

  it('never throws, whatever the storage does', () => {
    const op = { operation: 'write', status: 'failure', details: 'x', count: 0 } as const;
    expect(() => logOperation(null, op)).not.toThrow();
    expect(() => logOperation(blockedStore, op)).not.toThrow();
    expect(() => logOperation(fullStore(), op)).not.toThrow();
  });

  it('clears the log', () => {
    const store = memoryStore({ [MONITOR_KEY]: JSON.stringify([entry(1)]) });
    expect(clearLog(store)).toBe(true);
    expect(readLog(store)).toEqual([]);
    expect(clearLog(null)).toBe(false);
  });
});
