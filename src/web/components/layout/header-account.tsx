import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * The header's account slot. Signed out it is a Login button; the accounts feature will replace it
 * with the profile menu (email, Admin/Welcome, Admin Panel, My Orders, My Address, Wishlist, Track Order, Logout).
 */
export function HeaderAccount({ className }: { className?: string }) {
  return (
    <Button asChild variant="secondary" className={cn('px-4', className)}>
      <Link to={paths.auth.href()}>
        <UserRound aria-hidden="true" strokeWidth={1.75} />
        Login
      </Link>
    </Button>
  );
}
