import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminShellT } from '../i18n.ts';
import type { AdminTab } from '../lib/admin-tabs.ts';
import { panelDomId, tabDomId } from './admin-tab-list.tsx';

// One lazy component per tab for the page's lifetime: React.lazy must not be recreated on render.
const lazyTabs = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyTab(tab: AdminTab) {
  let component = lazyTabs.get(tab.id);
  if (!component) {
    component = lazy(tab.load);
    lazyTabs.set(tab.id, component);
  }
  return component;
}

/** A tab's panel: its chunk loads on first open, with a skeleton of a form and a list meanwhile. */
export function AdminTabPanel({ tab }: { tab: AdminTab }) {
  const Tab = lazyTab(tab);
  return (
    <div
      role="tabpanel"
      id={panelDomId(tab.id)}
      aria-labelledby={tabDomId(tab.id)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is reachable by Tab when it has no focusable content yet
      tabIndex={0}
      className="rounded-card pt-6 focus-visible:outline-offset-4"
    >
      <Suspense fallback={<TabSkeleton />}>
        <Tab />
      </Suspense>
    </div>
  );
}

/** The shape most tabs have: a form card, then rows. */
export function TabSkeleton() {
  const t = useAdminShellT();
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{t('tab.loading')}</span>
      <Skeleton className="h-56 rounded-card" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-4">
          <Skeleton className="size-16 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
