import type { ReactNode } from 'react';
import { Field, inputClass } from '#web/features/admin/shell/form-controls.tsx';
import { cn } from '#web/lib/cn.ts';

interface TextControlProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  maxLength?: number;
  placeholder?: string;
  /** A textarea of this many rows; an input when absent. */
  rows?: number;
  className?: string;
}

/** A labelled text input or textarea of the blog's admin forms, with its hint and error. */
export function TextControl({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  rows,
  className,
  ...rest
}: TextControlProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) =>
        rows ? (
          <textarea
            {...aria}
            {...rest}
            rows={rows}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={cn(inputClass, 'resize-y py-2.5', className)}
          />
        ) : (
          <input
            {...aria}
            {...rest}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={cn(inputClass, className)}
          />
        )
      }
    </Field>
  );
}
