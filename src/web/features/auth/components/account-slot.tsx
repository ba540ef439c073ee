import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Placement } from '#web/components/layout/account-placement.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';
import { safeReturnPath, useCurrentPath } from '#web/lib/return-path.ts';
import type { SessionUser } from '#web/lib/session.ts';
import { ProfileTrigger } from './profile-trigger.tsx';

// Signed-in parts load in their own chunks (the Radix menu shares one with the Categories menu), so guests
// download none of them; the menu's button stands in until its code arrives.
const ProfileMenu = lazy(() => import('./profile-menu.tsx').then((m) => ({ default: m.ProfileMenu })));
const AccountSheetLinks = lazy(() =>
  import('./account-sheet-links.tsx').then((m) => ({
    default: m.AccountSheetLinks,
  })),
);

/** `HeaderAccount` once the session is known: Login when signed out, the profile menu or list when signed in. */
export function AccountSlot({
  user,
  placement,
  className,
}: {
  user: SessionUser | null;
  placement: Placement;
  className?: string;
}) {
  // A click on the stand-in button is remembered: the menu opens as soon as its code arrives.
  const [menuRequested, setMenuRequested] = useState(false);
  const here = useCurrentPath();
  const t = useT();

  if (!user) {
    return (
      <Button asChild variant="secondary" className={clsx('px-4', className)}>
        <Link to={paths.auth.href(safeReturnPath(here) ?? undefined)}>
          <UserRound aria-hidden="true" strokeWidth={1.75} />
          {t('nav.login')}
        </Link>
      </Button>
    );
  }

  if (placement === 'sheet') {
    return (
      <Suspense fallback={<Skeleton className="h-56 w-full" />}>
        <AccountSheetLinks user={user} />
      </Suspense>
    );
  }

  return (
    <Suspense
      fallback={<ProfileTrigger user={user} className={className} onClick={() => setMenuRequested(true)} />}
    >
      <ProfileMenu user={user} initiallyOpen={menuRequested} />
    </Suspense>
  );
}
