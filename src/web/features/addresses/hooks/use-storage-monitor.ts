import { useCallback, useEffect, useState } from 'react';
import { STORAGE_LOG_EVENT } from '../lib/address-mirror.ts';
import { browserStore } from '../lib/address-storage.ts';
import {
  clearLog,
  isMonitoringEnabled,
  MONITOR_ENABLED_KEY,
  MONITOR_KEY,
  readLog,
  type StorageLogEntry,
  setMonitoringEnabled,
} from '../lib/storage-monitor.ts';

/** docs/product.md §8.1: the log view reloads every 5 seconds. */
export const LOG_REFRESH_MS = 5000;

/** The storage monitor's log and switch: re-read every 5 s, and at once on a change from this tab or another. */
export function useStorageMonitor() {
  const [log, setLog] = useState<StorageLogEntry[]>(() => readLog(browserStore()));
  const [enabled, setEnabled] = useState(() => isMonitoringEnabled(browserStore()));

  const refresh = useCallback(() => {
    const store = browserStore();
    setLog(readLog(store));
    setEnabled(isMonitoringEnabled(store));
  }, []);

  useEffect(() => {
    const timer = setInterval(refresh, LOG_REFRESH_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === MONITOR_KEY || event.key === MONITOR_ENABLED_KEY) refresh();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(STORAGE_LOG_EVENT, refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(STORAGE_LOG_EVENT, refresh);
    };
  }, [refresh]);

  return {
    /** Newest first. */
    entries: [...log].reverse(),
    enabled,
    refresh,
    setEnabled: (next: boolean) => {
      const saved = setMonitoringEnabled(browserStore(), next);
      refresh();
      return saved;
    },
    clear: () => {
      const cleared = clearLog(browserStore());
      refresh();
      return cleared;
    },
  };
}
