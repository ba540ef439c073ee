import { LayoutDashboard } from 'lucide-react';
import { Container } from '#web/components/ui/container.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';

/**
 * The admin dashboard's entry: its own lazy chunk, so nothing of the admin reaches shoppers' bundles. It renders
 * behind the admin guard (admin-guard.tsx); the admin issue replaces this placeholder with the dashboard.
 */
export function Component() {
  usePageTitle('Admin Dashboard');
  return (
    <Container className="flex flex-col items-center gap-5 py-20 text-center sm:py-28">
      <span className="grid size-14 place-items-center rounded-full bg-sand text-primary">
        <LayoutDashboard aria-hidden="true" size={26} strokeWidth={1.75} />
      </span>
      <h1 className="text-3xl sm:text-4xl">Admin Dashboard</h1>
      <p className="max-w-md text-lg text-muted">Coming soon.</p>
    </Container>
  );
}
