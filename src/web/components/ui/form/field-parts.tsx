import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export const inputClass =
  'block min-h-12 w-full rounded-control border border-foreground/20 bg-surface px-3.5 text-base text-foreground placeholder:text-muted/70 transition-colors hover:border-foreground/35 focus-visible:border-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-foreground aria-[invalid=true]:border-danger disabled:opacity-60';

/** A field's error line (spec texts), tied to its control by id. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-danger">
      <CircleAlert aria-hidden="true" size={16} strokeWidth={2} className="mt-0.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** A line of text above a form: a success note or a problem the whole form has. */
export function FormNote({
  tone = 'success',
  children,
}: {
  tone?: 'success' | 'danger' | 'info';
  children: ReactNode;
}) {
  return (
    <p
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'rounded-control border px-3.5 py-2.5 text-base',
        tone === 'success' && 'border-success/30 bg-success/8 text-success',
        tone === 'danger' && 'border-danger/30 bg-danger/8 text-danger',
        tone === 'info' && 'border-border bg-sand text-foreground',
      )}
    >
      {children}
    </p>
  );
}

/** What a control needs to be tied to its label, description and error. */
export interface ControlAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  /** A line under the control (hidden while an error shows in its place). */
  description?: ReactNode;
  className?: string;
  /** Another element that describes the control all along (a countdown beside a code field). */
  describedBy?: string;
  /** The control, given the ids it must carry. */
  children: (aria: ControlAria) => ReactNode;
}

/** Label, control, description and error line, wired for screen readers (aria-invalid, aria-describedby). */
export function FieldFrame({
  id,
  label,
  error,
  description,
  className,
  describedBy,
  children,
}: FieldFrameProps) {
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const own = error ? errorId : description ? descriptionId : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [own, describedBy].filter(Boolean).join(' ') || undefined,
      })}
      <FieldError id={errorId}>{error}</FieldError>
      {description && !error && (
        <p id={descriptionId} className="text-sm text-muted">
          {description}
        </p>
      )}
    </div>
  );
}
