import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * A native `<select>` in the house style: the platform's own picker (best on phones, fully accessible),
 * with our border, radius, 44 px height and chevron. Label it with a `<label htmlFor>`.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={clsx('relative', className)}>
      <select
        className="min-h-11 w-full cursor-pointer appearance-none truncate rounded-control border border-border bg-surface py-2 pr-10 pl-3 text-base text-foreground transition-colors hover:border-foreground/40 disabled:cursor-not-allowed disabled:opacity-55"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        size={18}
        strokeWidth={1.75}
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
