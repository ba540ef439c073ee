import { Outlet } from 'react-router';
import { RequireAdmin } from '#web/features/auth/components/require-admin.tsx';

/**
 * The /admin route's frame: the guard in front of every admin page. The pages below it load in their own
 * chunks, so nothing of the admin reaches shoppers' bundles.
 */
export function Component() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}
