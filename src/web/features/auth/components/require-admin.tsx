import { Home, LoaderCircle, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { useCurrentPath } from '#web/lib/return-path.ts';
import { useSession } from '#web/lib/session.ts';
import { useSessionT } from '../hooks/use-session-t.ts';

/** A centred spinner with a line of text, for pages that wait on the session. */
export function SessionSpinner({ label }: { label: string }) {
  return (
    <Container className="flex flex-col items-center gap-3 py-24 text-center sm:py-32">
      <output aria-live="polite" className="flex flex-col items-center gap-3 text-muted">
        <LoaderCircle aria-hidden="true" size={32} strokeWidth={1.75} className="animate-spin text-primary" />
        {label}
      </output>
    </Container>
  );
}

/** docs/product.md §2.4: the 'Access Denied' page. */
export function AccessDenied() {
  const t = useSessionT();
  usePageTitle(t('session.accessDenied.title'));
  return (
    <Container className="flex flex-col items-center gap-5 py-20 text-center sm:py-28">
      <span className="grid size-14 place-items-center rounded-full bg-danger/10 text-danger">
        <ShieldAlert aria-hidden="true" size={26} strokeWidth={1.75} />
      </span>
      <h1 className="text-3xl sm:text-4xl">{t('session.accessDenied.title')}</h1>
      <p className="max-w-md text-lg text-muted">{t('session.accessDenied.text')}</p>
      <Button asChild variant="secondary">
        <Link to={paths.home.href()}>
          <Home aria-hidden="true" strokeWidth={1.75} />
          {t('session.backToHome')}
        </Link>
      </Button>
    </Container>
  );
}

/**
 * docs/product.md §2.4, admin guard: a spinner while the session loads, /auth when signed out, 'Access Denied' for anyone but
 * an admin or staff (staff see their tabs only, decision 037). The role comes from the server (`GET /api/me`); the server guards every /api/admin route as well.
 * A team account without two-factor sign-in sees only its enrolment (review 2026-11-29 L3, decision 059).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isTeam, needsTwoFactor } = useSession();
  const here = useCurrentPath();
  const { pathname } = useLocation();
  const t = useSessionT();
  if (status === 'loading') return <SessionSpinner label={t('session.checkingAccess')} />;
  if (status === 'signed-out') return <Navigate to={paths.auth.href(here)} replace />;
  if (!isTeam) return <AccessDenied />;
  if (needsTwoFactor && pathname !== paths.adminTwoFactor.path) {
    return <Navigate to={paths.adminTwoFactor.href()} replace />;
  }
  return children;
}
