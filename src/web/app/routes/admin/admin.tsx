import { AdminDashboard } from '#web/features/admin/shell/components/admin-dashboard.tsx';
import { useAdminShellT } from '#web/features/admin/shell/i18n.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';

/**
 * The admin dashboard's entry: its own lazy chunk behind the admin guard (admin-guard.tsx), so nothing of the
 * admin reaches shoppers' bundles; each tab is a further chunk (features/admin/admin-tabs.ts).
 */
export function Component() {
  const t = useAdminShellT();
  usePageTitle(t('dashboard.title'));
  return <AdminDashboard />;
}
