import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** The page's content column: full width on phones with side padding, capped at 1200 px. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}
