import { useMutation } from '@tanstack/react-query';
import { LogIn, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { type EmailRequest, emailRequestSchema, type SignInResponse } from '#shared/auth/auth.schemas.ts';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import { TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { accountApi } from '../api/account-api.ts';
import { type AuthMessages, useAuthMessages } from '../hooks/use-auth-t.ts';
import { useCodeForm } from '../hooks/use-code-form.ts';
import { useCodeTimer } from '../hooks/use-code-timer.ts';
import { useResendCode } from '../hooks/use-resend-code.ts';
import { type CodeClock, codeClock } from '../lib/code-timer.ts';
import { CodeField } from './code-field.tsx';
import { CodeCountdown, ResendButton } from './code-status.tsx';

const codeMessage = (error: unknown, { say, errorText }: AuthMessages) =>
  error instanceof ApiError && error.fields?.otp ? say(error.fields.otp) : errorText(error);

const linkClass =
  'inline-flex min-h-11 items-center self-center px-1 text-sm font-semibold text-primary underline-offset-4 hover:underline';

/**
 * "Email me a code instead" (docs/product.md §5.1): the email, then the mailed 6-digit code with the sign-up
 * code's countdown, Resend lock and messages. The answer is a session or (an admin with two-factor) the
 * second step, handled by the sign-in form.
 */
export function CodeSignIn({
  initialEmail,
  onEmailChange,
  onAnswer,
  onUsePassword,
}: {
  initialEmail: string;
  onEmailChange: (email: string) => void;
  onAnswer: (answer: SignInResponse) => void;
  onUsePassword: () => void;
}) {
  const { t, say, errorText, guard } = useAuthMessages();
  const [sent, setSent] = useState<{ email: string; clock: CodeClock; note: string } | null>(null);
  const form = useSchemaForm<EmailRequest, EmailRequest>(emailRequestSchema, {
    defaultValues: { email: initialEmail },
    reword: say,
  });
  const ask = useMutation({
    mutationFn: guard(accountApi.requestSignInCode),
    // The form says what went wrong (on the field it names, else under it).
    onError: () => {},
    onSuccess: (answer) =>
      setSent({ email: answer.email, clock: codeClock(answer), note: say(answer.message) }),
  });
  const [askError, setAskError] = useState<string | undefined>();

  if (sent) {
    return (
      <CodeStep
        key={sent.clock.sentAt}
        {...sent}
        onAnswer={onAnswer}
        onResent={(clock, note) => setSent({ ...sent, clock, note })}
        onUsePassword={onUsePassword}
      />
    );
  }
  return (
    <Form
      form={form}
      onSubmit={(body) => {
        setAskError(undefined);
        return ask.mutateAsync(body);
      }}
      onError={(error) => setAskError(errorText(error))}
      className="flex flex-col gap-4"
      aria-label={t('auth.byCode.form')}
    >
      <TextField
        name="email"
        label={t('auth.field.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder="you@example.com"
        onChange={(event) => onEmailChange(event.target.value)}
      />
      {askError && <FormNote tone="danger">{askError}</FormNote>}
      <SubmitButton
        size="lg"
        icon={<Mail aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t('auth.byCode.sendPending')}
      >
        {t('auth.byCode.send')}
      </SubmitButton>
      <button type="button" onClick={onUsePassword} className={linkClass}>
        {t('auth.byCode.usePassword')}
      </button>
    </Form>
  );
}

function CodeStep({
  email,
  clock,
  note,
  onAnswer,
  onResent,
  onUsePassword,
}: {
  email: string;
  clock: CodeClock;
  note: string;
  onAnswer: (answer: SignInResponse) => void;
  onResent: (clock: CodeClock, note: string) => void;
  onUsePassword: () => void;
}) {
  const id = useId();
  const messages = useAuthMessages();
  const { t } = messages;
  const form = useCodeForm();
  const times = useCodeTimer(clock);
  const verify = useMutation({
    mutationFn: messages.guard((otp: string) => accountApi.signInWithCode({ email, otp })),
    onError: () => {},
    onSuccess: onAnswer,
  });
  const { resend, resendError } = useResendCode(
    () => accountApi.requestSignInCode({ email }),
    onResent,
    () => form.reset({ otp: '' }),
  );
  return (
    <Form
      form={form}
      onSubmit={({ otp }) => verify.mutateAsync(otp)}
      onError={(failure) => form.setError('otp', { type: 'server', message: codeMessage(failure, messages) })}
      className="flex flex-col gap-4"
      aria-label={t('auth.byCode.codeForm')}
    >
      <FormNote>
        {note} ({email})
      </FormNote>
      <CodeField hintId={`${id}-countdown`} autoFocus />
      {times && <CodeCountdown id={`${id}-countdown`} times={times} />}
      <SubmitButton
        size="lg"
        icon={<LogIn aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t('auth.signIn.pending')}
      >
        {t('auth.tab.signIn')}
      </SubmitButton>
      {resendError && <FormNote tone="danger">{resendError}</FormNote>}
      {times && <ResendButton times={times} pending={resend.isPending} onResend={() => resend.mutate()} />}
      <button type="button" onClick={onUsePassword} className={linkClass}>
        {t('auth.byCode.usePassword')}
      </button>
    </Form>
  );
}
