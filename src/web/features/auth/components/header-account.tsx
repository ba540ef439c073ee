import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';
import { type Placement, useAccountPlacement } from '#web/components/layout/account-placement.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.ts';

// What shows once the session is known (Login button, profile menu) is its own chunk, fetched while the
// session is checked: the storefront's initial JS holds only the placeholder (docs/performance.md).
const AccountSlot = lazy(() => import('./account-slot.tsx').then((m) => ({ default: m.AccountSlot })));

function AccountPlaceholder({ placement, className }: { placement: Placement; className?: string }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('nav.checkingAccount')} className={className}>
      <Skeleton className={clsx('h-11', placement === 'sheet' ? 'w-full' : 'w-28 rounded-full')} />
    </div>
  );
}

/**
 * The header's account slot (docs/product.md §3.1): a Login button when signed out, the profile menu when signed in. In the
 * phone menu (inside `InMobileMenu`) the same items show as a list. While the session is checked (at most 3 s)
 * a quiet placeholder of the button's size holds the place.
 */
export function HeaderAccount({ className }: { className?: string }) {
  const placement = useAccountPlacement();
  const { user, status } = useSession();
  const placeholder = <AccountPlaceholder placement={placement} className={className} />;
  if (status === 'loading') return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountSlot user={user} placement={placement} className={className} />
    </Suspense>
  );
}
