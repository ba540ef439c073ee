import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** A quiet placeholder block; give it the size of what will load (a caller's classes win: see index.css). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={clsx('ui-skeleton', className)} {...props} />;
}
