import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '#web/lib/session.ts';
import { type AdminTab, DEFAULT_ADMIN_TAB, tabsFor } from '../lib/admin-tabs.ts';

/**
 * The tab named by `?tab=` among the role's tabs; an unknown, missing or not-allowed value shows the default
 * tab (Today, which staff open too), or the role's first tab when it may not open that one.
 */
export function adminTabOf(value: string | null, role: string | null | undefined): AdminTab {
  const tabs = tabsFor(role);
  return tabs.find((tab) => tab.id === value) ?? tabs.find((tab) => tab.id === DEFAULT_ADMIN_TAB) ?? tabs[0]!;
}

/**
 * The open tab lives in the URL (`/admin?tab=orders`): a link or a reload opens the same tab, and Back and
 * Forward step through the tabs visited. Other query parameters a tab keeps (its own filters) are dropped on a
 * switch, since they belong to the tab being left.
 */
export function useAdminTab(): [AdminTab, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const current = adminTabOf(params.get('tab'), user?.role);
  const select = useCallback(
    (id: string) => {
      if (id === current.id) return;
      setParams({ tab: id }, { preventScrollReset: true });
    },
    [current.id, setParams],
  );
  return [current, select];
}
