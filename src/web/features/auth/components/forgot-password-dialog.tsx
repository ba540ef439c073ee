import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  type EmailRequest,
  emailRequestSchema,
  PASSWORD_HINT,
  PASSWORD_MIN_LENGTH,
  type ResetPasswordRequest,
  resetPasswordRequestSchema,
} from '#shared/auth/auth.schemas.ts';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import { TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { accountApi } from '../api/account-api.ts';
import { useAuthMessages } from '../hooks/use-auth-t.ts';
import { useCodeForm } from '../hooks/use-code-form.ts';
import { useCodeTimer } from '../hooks/use-code-timer.ts';
import { useResendCode } from '../hooks/use-resend-code.ts';
import { type CodeClock, codeClock } from '../lib/code-timer.ts';
import { AuthDialog } from './auth-dialog.tsx';
import { CodeField } from './code-field.tsx';
import { CodeCountdown, ResendButton } from './code-status.tsx';
import { PasswordInput } from './password-input.tsx';
import { Slotted } from './slotted.tsx';

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

/** docs/product.md §5.3, password reset: email → 6-digit code → new password → done (back to Sign In). */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  initialEmail,
  onReset,
}: ForgotPasswordDialogProps) {
  const { t, say } = useAuthMessages();
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
      title={t('auth.reset.title')}
      description={t(`auth.reset.step.${step.name}`, { min: PASSWORD_MIN_LENGTH })}
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
          refusedWith={codeError}
          onResent={(clock, note) => setStep({ ...step, clock, note })}
          onChecked={(otp) => {
            setCodeError(undefined);
            setStep({ name: 'password', email: step.email, otp, code: step });
          }}
          onChangeEmail={() => {
            setCodeError(undefined);
            setStep({ name: 'email' });
          }}
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
            toast.success(say(message));
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
  const { t, say, guard, errorText } = useAuthMessages();
  const form = useSchemaForm<EmailRequest, EmailRequest>(emailRequestSchema, {
    defaultValues: { email: initialEmail },
    reword: say,
  });
  const [failure, setFailure] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: guard(accountApi.forgotPassword),
    onSuccess: (answer, { email }) => onSent(email, codeClock(answer), say(answer.message)),
  });

  return (
    <Form
      form={form}
      onSubmit={(body) => {
        setFailure(undefined);
        return send.mutateAsync(body);
      }}
      onError={(error) => setFailure(errorText(error))}
      className="flex flex-col gap-4"
    >
      {failure && <FormNote tone="danger">{failure}</FormNote>}
      <TextField
        name="email"
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        autoFocus
      />
      <SubmitButton size="lg" pendingLabel={t('auth.byCode.sendPending')}>
        {t('auth.reset.send')}
      </SubmitButton>
    </Form>
  );
}

function CodeStep({
  step,
  refusedWith,
  onResent,
  onChecked,
  onChangeEmail,
}: {
  step: CodeStepState;
  /** Why the password step sent the shopper back (the code expired meanwhile). */
  refusedWith: string | undefined;
  onResent: (clock: CodeClock, note: string) => void;
  onChecked: (otp: string) => void;
  onChangeEmail: () => void;
}) {
  const id = useId();
  const { t, guard, errorText } = useAuthMessages();
  const form = useCodeForm(refusedWith);
  const times = useCodeTimer(step.clock);
  const check = useMutation({
    mutationFn: guard((otp: string) => accountApi.checkResetCode({ email: step.email, otp })),
    onSuccess: (_answer, otp) => onChecked(otp),
  });
  const { resend, resendError } = useResendCode(
    () => accountApi.forgotPassword({ email: step.email }),
    onResent,
    () => form.reset({ otp: '' }),
  );

  return (
    <Form
      form={form}
      onSubmit={({ otp }) => check.mutateAsync(otp)}
      onError={(failure) => form.setError('otp', { type: 'server', message: errorText(failure) })}
      className="flex flex-col gap-4"
    >
      {step.note && <FormNote tone="info">{step.note}</FormNote>}
      <p className="text-sm text-muted">
        <Slotted text={(email) => t('auth.reset.sentTo', { email })}>
          <span className="font-semibold break-all text-foreground">{step.email}</span>
        </Slotted>{' '}
        <button
          type="button"
          onClick={onChangeEmail}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('auth.reset.change')}
        </button>
      </p>
      <CodeField hintId={`${id}-countdown`} autoFocus />
      {times && <CodeCountdown id={`${id}-countdown`} times={times} />}
      <SubmitButton size="lg" pendingLabel={t('auth.reset.checking')}>
        {t('auth.reset.continue')}
      </SubmitButton>
      {resendError && <FormNote tone="danger">{resendError}</FormNote>}
      {times && <ResendButton times={times} pending={resend.isPending} onResend={() => resend.mutate()} />}
    </Form>
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
  const { t, say, guard, errorText } = useAuthMessages();
  const form = useSchemaForm<ResetPasswordRequest, ResetPasswordRequest>(resetPasswordRequestSchema, {
    defaultValues: { email: step.email, otp: step.otp, password: '', confirmPassword: '' },
    reword: say,
  });
  const [failure, setFailure] = useState<string | undefined>();
  const reset = useMutation({
    mutationFn: guard(accountApi.resetPassword),
    onSuccess: (answer) => onReset(answer.message),
  });

  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        setFailure(undefined);
        try {
          await reset.mutateAsync(body);
        } catch (error) {
          // The code was refused after all: its own step says so, not this form.
          if (error instanceof ApiError && error.fields?.otp) return onCodeRefused(error.fields.otp);
          throw error;
        }
      }}
      onError={(error) => setFailure(errorText(error))}
      className="flex flex-col gap-4"
    >
      {failure && <FormNote tone="danger">{failure}</FormNote>}
      <input type="email" name="email" value={step.email} autoComplete="username" readOnly hidden />
      <PasswordInput
        name="password"
        label={t('auth.field.newPassword')}
        autoComplete="new-password"
        description={say(PASSWORD_HINT)}
        autoFocus
      />
      <PasswordInput
        name="confirmPassword"
        label={t('auth.field.confirmNewPassword')}
        autoComplete="new-password"
      />
      <SubmitButton size="lg" pendingLabel={t('auth.reset.saving')}>
        {t('auth.reset.submit')}
      </SubmitButton>
    </Form>
  );
}
