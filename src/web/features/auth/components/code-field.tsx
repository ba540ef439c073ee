import { useFormContext } from 'react-hook-form';
import { OTP_LENGTH } from '#shared/auth/auth.schemas.ts';
import { TextField } from '#web/components/ui/form/fields.tsx';
import { useAuthT } from '../hooks/use-auth-t.ts';
import { codeInput } from '../lib/input-filters.ts';

interface CodeFieldProps {
  /** The form's field (default `otp`). */
  name?: string;
  label?: string;
  /** The countdown's id: it describes the field all along. */
  hintId?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The 6-digit code (the form's `otp`, or `name`): one input (numeric keypad, the phone's one-time-code autofill, paste of
 * the whole code), drawn large with spaced digits. Typing clears the last error (wrong, expired) at once.
 */
export function CodeField({ name = 'otp', label, hintId, disabled, autoFocus }: CodeFieldProps) {
  const t = useAuthT();
  const { clearErrors } = useFormContext();
  return (
    <TextField
      name={name}
      label={label ?? t('auth.code.label')}
      filter={codeInput}
      onChange={() => clearErrors(name)}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${OTP_LENGTH}}`}
      maxLength={OTP_LENGTH}
      placeholder="••••••"
      required
      disabled={disabled}
      autoFocus={autoFocus}
      describedBy={hintId}
      controlClassName="min-h-14 text-center font-semibold text-2xl tracking-[0.5em] tabular-nums indent-[0.5em] placeholder:tracking-[0.5em]"
    />
  );
}
