import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import type { FieldProps } from '../hooks/use-zod-form.ts';

export const inputClass =
  'block min-h-12 w-full rounded-control border border-foreground/20 bg-surface px-3.5 text-base text-foreground placeholder:text-muted/70 transition-colors hover:border-foreground/35 focus-visible:border-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-foreground aria-[invalid=true]:border-danger disabled:opacity-60';

/** A field's error line (spec texts), tied to its input by id. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-danger">
      <CircleAlert aria-hidden="true" size={16} strokeWidth={2} className="mt-0.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'name' | 'value' | 'onChange'>;

interface TextFieldProps extends InputProps {
  field: FieldProps;
  label: string;
  hint?: string;
  /** Something inside the input's right edge (the show-password button). */
  trailing?: ReactNode;
}

/** Label, input, hint and error, wired for screen readers (aria-invalid, aria-describedby). */
export function TextField({ field, label, hint, trailing, className, ...props }: TextFieldProps) {
  const { id, name, value, error, errorId, onChange } = field;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [error ? errorId : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, trailing ? 'pr-12' : undefined)}
          {...props}
        />
        {trailing}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      {hint && !error && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={`Show ${props.label.toLowerCase()}`}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-control text-muted hover:text-foreground"
        >
          <Icon aria-hidden="true" size={20} strokeWidth={1.75} />
        </button>
      }
    />
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
