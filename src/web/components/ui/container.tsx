import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** The page's content column: full width on phones with side padding, capped at 1200 px (index.css). */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('ui-container', className)} {...props} />;
}
