import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { PageMessage } from '#web/components/ui/page-message.tsx';
import { paths } from '#web/config/paths.ts';
import { useCurrentPath } from '#web/lib/return-path.ts';
import { useSessionT } from '../hooks/use-session-t.ts';

/** A signed-in page seen by a guest (docs/product.md §5.5, §5.6: 'Please Login' with a link to /auth). */
export function PleaseLogin({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  const here = useCurrentPath();
  const t = useSessionT();
  return (
    <PageMessage
      icon={icon}
      title={t('session.pleaseLogin')}
      action={
        <Button asChild size="lg">
          <Link to={paths.auth.href(here)}>
            <LogIn aria-hidden="true" strokeWidth={1.75} />
            {t('session.signIn')}
          </Link>
        </Button>
      }
    >
      {children}
    </PageMessage>
  );
}
