import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { SessionUser } from '#web/lib/session.ts';
import { useSessionT } from '../hooks/use-session-t.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import { accountLinks, profileLabel } from '../lib/account-links.ts';
import { ProfileTrigger } from './profile-trigger.tsx';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-3 text-base outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-55 data-[highlighted]:bg-sand data-[highlighted]:text-foreground [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-muted';

/**
 * The header's profile menu (docs/product.md §3.1): the email with 'Admin' or 'Welcome', Admin Panel for admins, My Orders,
 * My Address, Wishlist, Track Order, Logout. Loaded in its own chunk (Radix menu and its positioning engine).
 */
export function ProfileMenu({ user, initiallyOpen = false }: { user: SessionUser; initiallyOpen?: boolean }) {
  const t = useSessionT();
  const { signOut, isPending } = useSignOut();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={initiallyOpen}>
      <DropdownMenu.Trigger asChild>
        <ProfileTrigger user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-card border border-border bg-surface p-1.5 shadow-soft data-[state=open]:animate-pop-in"
        >
          <DropdownMenu.Label className="flex flex-col px-3 pt-2 pb-2.5">
            <span className="text-sm font-semibold text-secondary">{t(profileLabel(user))}</span>
            <span className="font-semibold break-all">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="mx-1.5 my-1 h-px bg-border" />
          {accountLinks(user).map(({ label, href, icon: Icon }) => (
            <DropdownMenu.Item key={href} asChild className={itemClass}>
              <Link to={href}>
                <Icon aria-hidden="true" strokeWidth={1.75} />
                {t(label)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="mx-1.5 my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} disabled={isPending} onSelect={signOut}>
            <LogOut aria-hidden="true" strokeWidth={1.75} />
            {t('session.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
