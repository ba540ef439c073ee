import { UserRound } from 'lucide-react';
import { createContext, lazy, type ReactNode, Suspense, useContext, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ProfileTrigger } from '#web/features/auth/components/profile-trigger.tsx';
import { useSession } from '#web/features/auth/session.ts';
import { cn } from '#web/lib/cn.ts';

// Signed-in parts load in their own chunks (the Radix menu shares one with the Categories menu), so guests
// download none of them; the menu's button stands in until its code arrives.
const ProfileMenu = lazy(() =>
  import('#web/features/auth/components/profile-menu.tsx').then((m) => ({ default: m.ProfileMenu })),
);
const AccountSheetLinks = lazy(() =>
  import('#web/features/auth/components/account-sheet-links.tsx').then((m) => ({
    default: m.AccountSheetLinks,
  })),
);

type Placement = 'header' | 'sheet';
const PlacementContext = createContext<Placement>('header');

/** Wrap the account slot in the phone menu with this: the profile items then show as a flat list. */
export function InMobileMenu({ children }: { children: ReactNode }) {
  return <PlacementContext value="sheet">{children}</PlacementContext>;
}

/**
 * The header's account slot (spec §2): a Login button when signed out, the profile menu when signed in. In the
 * phone menu (inside `InMobileMenu`) the same items show as a list. While the session is checked (at most 3 s)
 * a quiet placeholder of the button's size holds the place.
 */
export function HeaderAccount({ className }: { className?: string }) {
  const placement = useContext(PlacementContext);
  const { user, status } = useSession();
  // A click on the stand-in button is remembered: the menu opens as soon as its code arrives.
  const [menuRequested, setMenuRequested] = useState(false);

  if (status === 'loading') {
    return (
      <div role="status" aria-label="Checking your account" className={className}>
        <Skeleton className={cn('h-11', placement === 'sheet' ? 'w-full' : 'w-28 rounded-full')} />
      </div>
    );
  }

  if (!user) {
    return (
      <Button asChild variant="secondary" className={cn('px-4', className)}>
        <Link to={paths.auth.href()}>
          <UserRound aria-hidden="true" strokeWidth={1.75} />
          Login
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
