import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Container } from './container.tsx';

interface PageMessageProps {
  /** A lucide icon, drawn in a sand circle above the title. */
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  /** The way on (a button or link). */
  action?: ReactNode;
  className?: string;
}

/** A whole page's message: 'Please Login', an empty list, a failed load. The title is the page's h1. */
export function PageMessage({ icon, title, children, action, className }: PageMessageProps) {
  return (
    <Container className={clsx('flex flex-col items-center gap-5 py-20 text-center sm:py-28', className)}>
      <span className="grid size-16 place-items-center rounded-full bg-sand text-primary [&_svg]:size-7 [&_svg]:stroke-[1.75]">
        {icon}
      </span>
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      <div className="max-w-md text-lg text-muted">{children}</div>
      {action}
    </Container>
  );
}
