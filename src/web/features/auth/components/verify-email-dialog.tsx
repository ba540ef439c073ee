import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useId } from 'react';
import type { SignedInResponse } from '#shared/auth/auth.schemas.ts';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { accountApi } from '../api/account-api.ts';
import { type AuthMessages, useAuthMessages, useAuthT } from '../hooks/use-auth-t.ts';
import { useCodeForm } from '../hooks/use-code-form.ts';
import { useCodeTimer } from '../hooks/use-code-timer.ts';
import { useResendCode } from '../hooks/use-resend-code.ts';
import type { CodeClock } from '../lib/code-timer.ts';
import { AuthDialog } from './auth-dialog.tsx';
import { CodeField } from './code-field.tsx';
import { CodeCountdown, ResendButton } from './code-status.tsx';
import { Slotted } from './slotted.tsx';

/** Which email waits for its sign-up code, that code's clock, and what the server last said about it. */
export interface PendingVerification {
  email: string;
  clock: CodeClock;
  /** Shown at the top of the overlay (not as a toast, which would cover it on phones). */
  note: string;
}

interface VerifyEmailDialogProps {
  pending: PendingVerification | null;
  onPendingChange: (pending: PendingVerification | null) => void;
  onVerified: (answer: SignedInResponse) => void;
}

const codeMessage = (error: unknown, { say, errorText }: AuthMessages) =>
  error instanceof ApiError && error.fields?.otp ? say(error.fields.otp) : errorText(error);

/**
 * The code-verification overlay (docs/product.md §5.1, §5.2: form → code sent → code verified → account). Exactly six
 * digits; the server's messages for wrong, expired and spent codes; the code's 10 minutes counted down;
 * Resend locked while more than 540 s remain, and the clock restarts with each new code.
 */
export function VerifyEmailDialog({ pending, onPendingChange, onVerified }: VerifyEmailDialogProps) {
  const t = useAuthT();
  return (
    <AuthDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onPendingChange(null)}
      icon={<MailCheck aria-hidden="true" strokeWidth={1.75} />}
      title={t('auth.verify.title')}
      description={
        <Slotted text={(email) => t('auth.verify.description', { email })}>
          <strong className="font-semibold break-all text-foreground">{pending?.email}</strong>
        </Slotted>
      }
    >
      {pending && (
        <VerifyEmailForm
          key={pending.email}
          pending={pending}
          onResent={(clock, note) => onPendingChange({ ...pending, clock, note })}
          onVerified={onVerified}
        />
      )}
    </AuthDialog>
  );
}

function VerifyEmailForm({
  pending,
  onResent,
  onVerified,
}: {
  pending: PendingVerification;
  onResent: (clock: CodeClock, note: string) => void;
  onVerified: (answer: SignedInResponse) => void;
}) {
  const id = useId();
  const messages = useAuthMessages();
  const form = useCodeForm();
  const times = useCodeTimer(pending.clock);

  const verify = useMutation({
    mutationFn: messages.guard((otp: string) => accountApi.verifyEmail({ email: pending.email, otp })),
    onSuccess: onVerified,
  });
  const { resend, resendError } = useResendCode(
    () => accountApi.resendVerificationCode({ email: pending.email }),
    onResent,
    () => form.reset({ otp: '' }),
  );

  return (
    <Form
      form={form}
      onSubmit={({ otp }) => verify.mutateAsync(otp)}
      onError={(failure) => form.setError('otp', { type: 'server', message: codeMessage(failure, messages) })}
      className="flex flex-col gap-4"
    >
      {pending.note && <FormNote>{pending.note}</FormNote>}
      <CodeField hintId={`${id}-countdown`} autoFocus />
      {times && <CodeCountdown id={`${id}-countdown`} times={times} />}
      <SubmitButton size="lg" pendingLabel={messages.t('auth.verify.pending')}>
        {messages.t('auth.verify.submit')}
      </SubmitButton>
      {resendError && <FormNote tone="danger">{resendError}</FormNote>}
      {times && <ResendButton times={times} pending={resend.isPending} onResend={() => resend.mutate()} />}
    </Form>
  );
}
