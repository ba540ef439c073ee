import { NotFoundView } from '#web/components/errors/not-found.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { useT } from '#web/lib/i18n.tsx';

export function Component() {
  usePageTitle(useT()('notFound.pageTitle'));
  return <NotFoundView />;
}
