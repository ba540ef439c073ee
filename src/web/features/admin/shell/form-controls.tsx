import type { ComponentProps, ReactNode } from 'react';
import { FieldError, inputClass } from '#web/components/ui/form/field-parts.tsx';
import { cn } from '#web/lib/cn.ts';

export { inputClass };

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The control, given the ids it must carry for its label, hint and error. */
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control, hint and error line, wired for screen readers. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : hint ? hintId : undefined,
      })}
      <FieldError id={errorId}>{error}</FieldError>
      {hint && !error && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

type NativeInputProps = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'className'>;

/** A labelled one-line text input with its hint and error. */
export function TextInputField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  className,
  ...input
}: TextFieldProps & NativeInputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => (
        <input
          type="text"
          {...input}
          {...aria}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** A labelled multi-line text box with its hint and error. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  className,
  rows = 3,
}: TextFieldProps & { rows?: number }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => (
        <textarea
          {...aria}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClass, 'resize-y py-2.5')}
        />
      )}
    </Field>
  );
}

interface SwitchProps {
  id?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch: a native checkbox with the switch role, drawn as a pill. */
export function Switch({ id, label, checked, onChange, disabled }: SwitchProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 z-10 cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full bg-foreground/20 transition-colors peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-foreground"
        />
        <span
          aria-hidden="true"
          className="absolute top-0.5 left-0.5 size-5 rounded-full bg-surface shadow-sm transition-transform peer-checked:translate-x-5"
        />
      </span>
      {label}
    </label>
  );
}

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
