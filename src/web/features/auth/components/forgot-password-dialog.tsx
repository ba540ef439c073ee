import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  emailRequestSchema,
  OTP_FORMAT,
  otpSchema,
  resetPasswordRequestSchema,
} from '#shared/auth/auth.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { accountApi } from '../api/account-api.ts';
import { useCodeTimer } from '../hooks/use-code-timer.ts';
import { useZodForm } from '../hooks/use-zod-form.ts';
import { type CodeClock, codeClock } from '../lib/code-timer.ts';
import { AuthDialog } from './auth-dialog.tsx';
import { CodeField } from './code-field.tsx';
import { CodeCountdown, ResendButton } from './code-status.tsx';
import { FormNote, PasswordField, TextField } from './form-fields.tsx';

type CodeStepState = { name: 'code'; email: string; clock: CodeClock; note: string };
type Step =
  | { name: 'email' }
  | CodeStepState
  | { name: 'password'; email: string; otp: string; code: CodeStepState };

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The email typed on the Sign In tab, to start from. */
  initialEmail: string;
  /** The password is reset (every session ended): back to Sign In with this email, once the dialog has closed. */
  onReset: (email: string) => void;
}

const DESCRIPTIONS = {
  email: "Enter the email you shop with and we'll send you a 6-digit code.",
  code: 'Enter the 6-digit code from your email.',
  password: 'Choose a new password of at least 6 characters.',
} as const;

/** Spec §4, password reset: email → 6-digit code → new password → done (back to Sign In). */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  initialEmail,
  onReset,
}: ForgotPasswordDialogProps) {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [codeError, setCodeError] = useState<string | undefined>();
  const resetFor = useRef<string | null>(null);

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setStep({ name: 'email' });
      setCodeError(undefined);
    }
  }

  return (
    <AuthDialog
      open={open}
      onOpenChange={close}
      icon={<KeyRound aria-hidden="true" strokeWidth={1.75} />}
      title="Reset your password"
      description={DESCRIPTIONS[step.name]}
      onCloseAutoFocus={(event) => {
        const email = resetFor.current;
        if (email === null) return;
        // Not back to 'Forgot Password?': the Sign In form takes over, focus in its password field.
        resetFor.current = null;
        event.preventDefault();
        onReset(email);
      }}
    >
      {step.name === 'email' && (
        <EmailStep
          initialEmail={initialEmail}
          onSent={(email, clock, note) => setStep({ name: 'code', email, clock, note })}
        />
      )}
      {step.name === 'code' && (
        <CodeStep
          step={step}
          error={codeError}
          onErrorChange={setCodeError}
          onResent={(clock, note) => setStep({ ...step, clock, note })}
          onChecked={(otp) => setStep({ name: 'password', email: step.email, otp, code: step })}
          onChangeEmail={() => setStep({ name: 'email' })}
        />
      )}
      {step.name === 'password' && (
        <PasswordStep
          step={step}
          onCodeRefused={(message) => {
            // The code was refused after all (expired meanwhile): back to the code step, where Resend is.
            setCodeError(message);
            setStep(step.code);
          }}
          onReset={(message) => {
            toast.success(message);
            resetFor.current = step.email;
            close(false);
          }}
        />
      )}
    </AuthDialog>
  );
}

function EmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string, clock: CodeClock, note: string) => void;
}) {
  const form = useZodForm(emailRequestSchema, { email: initialEmail });
  const [failure, setFailure] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: accountApi.forgotPassword,
    onSuccess: (answer, { email }) => onSent(email, codeClock(answer), answer.message),
    onError: (error) => {
      if (error instanceof ApiError && form.setServerErrors(error.fields)) return;
      setFailure(errorMessage(error));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const body = form.validate();
    if (body) send.mutate(body);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure && <FormNote tone="danger">{failure}</FormNote>}
      <TextField
        field={form.field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        autoFocus
      />
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? 'Sending code…' : 'Send code'}
      </Button>
    </form>
  );
}

function CodeStep({
  step,
  error,
  onErrorChange,
  onResent,
  onChecked,
  onChangeEmail,
}: {
  step: CodeStepState;
  error: string | undefined;
  onErrorChange: (error: string | undefined) => void;
  onResent: (clock: CodeClock, note: string) => void;
  onChecked: (otp: string) => void;
  onChangeEmail: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [resendError, setResendError] = useState<string | undefined>();
  const times = useCodeTimer(step.clock);
  const check = useMutation({
    mutationFn: (otp: string) => accountApi.checkResetCode({ email: step.email, otp }),
    onSuccess: (_answer, otp) => onChecked(otp),
    onError: (failure) =>
      onErrorChange(
        failure instanceof ApiError ? (failure.fields?.otp ?? failure.message) : errorMessage(failure),
      ),
  });
  const resend = useMutation({
    mutationFn: () => accountApi.forgotPassword({ email: step.email }),
    onSuccess: (answer) => {
      setCode('');
      onErrorChange(undefined);
      setResendError(undefined);
      onResent(codeClock(answer), answer.message);
    },
    onError: (failure) => setResendError(errorMessage(failure)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = otpSchema.safeParse(code);
    if (!parsed.success) return onErrorChange(OTP_FORMAT);
    onErrorChange(undefined);
    check.mutate(parsed.data);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {step.note && <FormNote tone="info">{step.note}</FormNote>}
      <p className="text-sm text-muted">
        Sent to <span className="font-semibold break-all text-foreground">{step.email}</span>{' '}
        <button
          type="button"
          onClick={onChangeEmail}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          Change
        </button>
      </p>
      <CodeField
        id={`${id}-code`}
        value={code}
        onChange={(value) => {
          setCode(value);
          if (error) onErrorChange(undefined);
        }}
        error={error}
        hintId={`${id}-countdown`}
        autoFocus
      />
      {times && <CodeCountdown id={`${id}-countdown`} times={times} />}
      <Button type="submit" size="lg" disabled={check.isPending}>
        {check.isPending ? 'Checking…' : 'Continue'}
      </Button>
      {resendError && <FormNote tone="danger">{resendError}</FormNote>}
      {times && <ResendButton times={times} pending={resend.isPending} onResend={() => resend.mutate()} />}
    </form>
  );
}

function PasswordStep({
  step,
  onCodeRefused,
  onReset,
}: {
  step: Extract<Step, { name: 'password' }>;
  onCodeRefused: (message: string) => void;
  onReset: (message: string) => void;
}) {
  const form = useZodForm(resetPasswordRequestSchema, {
    email: step.email,
    otp: step.otp,
    password: '',
    confirmPassword: '',
  });
  const [failure, setFailure] = useState<string | undefined>();
  const reset = useMutation({
    mutationFn: accountApi.resetPassword,
    onSuccess: (answer) => onReset(answer.message),
    onError: (error) => {
      if (error instanceof ApiError && error.fields?.otp) return onCodeRefused(error.fields.otp);
      if (error instanceof ApiError && form.setServerErrors(error.fields)) return;
      setFailure(errorMessage(error));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const body = form.validate();
    if (body) reset.mutate(body);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure && <FormNote tone="danger">{failure}</FormNote>}
      <input type="email" name="email" value={step.email} autoComplete="username" readOnly hidden />
      <PasswordField
        field={form.field('password')}
        label="New Password"
        autoComplete="new-password"
        hint="At least 6 characters."
        autoFocus
      />
      <PasswordField
        field={form.field('confirmPassword')}
        label="Confirm New Password"
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending ? 'Saving…' : 'Reset password'}
      </Button>
    </form>
  );
}
