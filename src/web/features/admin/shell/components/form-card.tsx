import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A form's card: a heading and the fields, on the surface colour. */
export function FormCard({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={cn('flex flex-col gap-5 rounded-card border border-border bg-surface p-4 sm:p-6', className)}
    >
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl">{title}</h2>
        {description && <p className="text-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
