import { OTP_LENGTH } from '#shared/auth/auth.schemas.ts';
import { cn } from '#web/lib/cn.ts';
import { codeInput } from '../lib/input-filters.ts';
import { FieldError, inputClass } from './form-fields.tsx';

interface CodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  hintId?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The 6-digit code: one input (numeric keypad, the phone's one-time-code autofill, paste of the whole code),
 * drawn large with spaced digits.
 */
export function CodeField({
  id,
  value,
  onChange,
  error,
  label = '6-digit code',
  hintId,
  disabled,
  autoFocus,
}: CodeFieldProps) {
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name="otp"
        value={value}
        onChange={(event) => onChange(codeInput(event.target.value))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`[0-9]{${OTP_LENGTH}}`}
        maxLength={OTP_LENGTH}
        placeholder="••••••"
        required
        disabled={disabled}
        // biome-ignore lint/a11y/noAutofocus: the dialog exists to take this code; focus belongs here.
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          inputClass,
          'min-h-14 text-center font-semibold text-2xl tracking-[0.5em] tabular-nums indent-[0.5em] placeholder:tracking-[0.5em]',
        )}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
