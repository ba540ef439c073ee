import { NotFoundView } from '#web/components/errors/not-found.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Page not found');
  return <NotFoundView />;
}
