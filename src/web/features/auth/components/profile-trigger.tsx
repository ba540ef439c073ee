import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { initials, shortName } from '../lib/user-display.ts';
import type { SessionUser } from '../session.ts';

/** The avatar circle with the user's initials. */
export function Avatar({ user, className }: { user: SessionUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground',
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
  return (
    <button
      type="button"
      aria-label={`Account menu, ${shortName(user)}`}
      className={cn(
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
