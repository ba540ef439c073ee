import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_TABS, type AdminTab, DEFAULT_ADMIN_TAB } from '../lib/admin-tabs.ts';

const byId = new Map(ADMIN_TABS.map((tab) => [tab.id, tab]));

/** The tab named by `?tab=`; an unknown or missing value shows the default tab (Products). */
export function adminTabOf(value: string | null): AdminTab {
  return byId.get(value ?? '') ?? byId.get(DEFAULT_ADMIN_TAB)!;
}

/**
 * The open tab lives in the URL (`/admin?tab=orders`): a link or a reload opens the same tab, and Back and
 * Forward step through the tabs visited. Other query parameters a tab keeps (its own filters) are dropped on a
 * switch, since they belong to the tab being left.
 */
export function useAdminTab(): [AdminTab, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const current = adminTabOf(params.get('tab'));
  const select = useCallback(
    (id: string) => {
      if (id === current.id) return;
      setParams({ tab: id }, { preventScrollReset: true });
    },
    [current.id, setParams],
  );
  return [current, select];
}
