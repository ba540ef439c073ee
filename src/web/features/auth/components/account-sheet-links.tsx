import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import type { SessionUser } from '#web/lib/session.ts';
import { useSessionT } from '../hooks/use-session-t.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import { accountLinks, profileLabel } from '../lib/account-links.ts';
import { Avatar } from './profile-trigger.tsx';

/** The profile menu's items inside the phone menu: the same email, label, links and Logout, laid out flat. */
export function AccountSheetLinks({ user }: { user: SessionUser }) {
  const t = useSessionT();
  const { signOut, isPending } = useSignOut();
  return (
    <nav aria-label={t('session.nav')} className="flex flex-col gap-3">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar user={user} className="size-10 text-base" />
        <p className="flex min-w-0 flex-col">
          <span className="text-sm font-semibold text-secondary">{t(profileLabel(user))}</span>
          <span className="font-semibold break-all">{user.email}</span>
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-1">
        {accountLinks(user).map(({ label, href, icon: Icon }) => (
          <li key={href}>
            <Link
              to={href}
              className="flex min-h-11 items-center gap-2 rounded-control px-2.5 text-base hover:bg-sand"
            >
              <Icon aria-hidden="true" size={20} strokeWidth={1.75} className="shrink-0 text-muted" />
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={signOut} disabled={isPending}>
        <LogOut aria-hidden="true" strokeWidth={1.75} />
        {t('session.logout')}
      </Button>
    </nav>
  );
}
