import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A quiet placeholder block; give it the size of what will load. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-control bg-foreground/8', className)}
      {...props}
    />
  );
}
