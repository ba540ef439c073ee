import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  /** A short line above the title, e.g. 'From our workbench'. */
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  align?: 'center' | 'start';
  className?: string;
  /** Heading level; sections on a page are h2. */
  as?: 'h1' | 'h2';
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  className,
  as: Heading = 'h2',
}: SectionHeadingProps) {
  return (
    <div className={clsx('flex flex-col gap-2', align === 'center' && 'items-center text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-secondary uppercase">{eyebrow}</p>}
      <Heading id={id} className={Heading === 'h1' ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl'}>
        {title}
      </Heading>
      {description && <p className="max-w-2xl text-base text-muted sm:text-lg">{description}</p>}
    </div>
  );
}
