import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { SessionUser } from '#web/lib/session.ts';
import { useSessionT } from '../hooks/use-session-t.ts';
import { initials, shortName } from '../lib/user-display.ts';

/** The avatar circle with the user's initials; 32 px with small text unless the caller's classes size it. */
export function Avatar({ user, className = 'size-8 text-sm' }: { user: SessionUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'grid shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground',
        className,
      )}
    >
      {initials(user)}
    </span>
  );
}

/**
 * The profile menu's button: avatar, first name, chevron. Also the stand-in shown while the menu's code
 * loads, so it must not depend on Radix.
 */
export function ProfileTrigger({
  user,
  className,
  ...props
}: ComponentProps<'button'> & { user: SessionUser }) {
  const t = useSessionT();
  return (
    <button
      type="button"
      aria-label={t('session.menu', { name: shortName(user) })}
      className={clsx(
        'group inline-flex min-h-11 items-center gap-2 rounded-full border border-foreground/15 bg-surface py-1 pr-3 pl-1 text-base font-semibold text-foreground transition-colors hover:border-foreground/35 hover:bg-sand data-[state=open]:border-foreground/35 data-[state=open]:bg-sand',
        className,
      )}
      {...props}
    >
      <Avatar user={user} />
      <span className="max-w-[9rem] truncate">{shortName(user)}</span>
      <ChevronDown
        aria-hidden="true"
        size={16}
        strokeWidth={1.75}
        className="text-muted transition-transform group-data-[state=open]:rotate-180"
      />
    </button>
  );
}
