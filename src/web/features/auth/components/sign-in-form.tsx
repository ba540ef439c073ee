import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  SIGN_IN_ERROR_TITLE,
  SIGN_IN_FAILED,
  SIGN_IN_FAILED_TITLE,
  type SignedInResponse,
  type SignInRequest,
  type SignInResponse,
  signInRequestSchema,
} from '#shared/auth/auth.schemas.ts';
import { TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { accountApi } from '../api/account-api.ts';
import { type AuthMessages, useAuthMessages } from '../hooks/use-auth-t.ts';
import { CodeSignIn } from './code-sign-in.tsx';
import { PasswordInput } from './password-input.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

interface SignInFormProps {
  initialEmail: string;
  /** Start in the password field (back from a password reset, the email filled in). */
  focusPassword?: boolean;
  onEmailChange: (email: string) => void;
  onSignedIn: (answer: SignedInResponse) => void;
  /** The account exists but its email is not verified: a fresh code was mailed (the server's message). */
  onNeedsVerification: (email: string, message: string) => void;
  onForgotPassword: () => void;
}

/** docs/product.md §5.1, sign-in: 'Welcome back!' on success; 'Login Failed' for a wrong email or password; 'Login Error' otherwise. */
function showSignInFailure(error: unknown, { say, errorText }: AuthMessages) {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) {
    toast.error(say(SIGN_IN_ERROR_TITLE), { description: errorText(error) });
  } else if (error.status === 401) {
    toast.error(say(SIGN_IN_FAILED_TITLE), { description: say(SIGN_IN_FAILED) });
  } else {
    toast.error(say(SIGN_IN_FAILED_TITLE), { description: error.message });
  }
}

const isUnverified = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED';

export function SignInForm({
  initialEmail,
  focusPassword = false,
  onEmailChange,
  onSignedIn,
  onNeedsVerification,
  onForgotPassword,
}: SignInFormProps) {
  const messages = useAuthMessages();
  const { t, say, guard } = messages;
  const form = useSchemaForm<SignInRequest, SignInRequest>(signInRequestSchema, {
    defaultValues: { email: initialEmail, password: '' },
    reword: say,
  });
  // docs/product.md §5.7: an admin with two-factor on gets a second step instead of a session.
  const [secondStep, setSecondStep] = useState<string | undefined>();
  // "Email me a code instead" (issue 22): the same answers, so the same second step after it.
  const [byCode, setByCode] = useState(false);
  const onAnswer = (answer: SignInResponse) => {
    if ('twoFactorRequired' in answer) setSecondStep(say(answer.message));
    else onSignedIn(answer);
  };
  const signIn = useMutation({
    mutationFn: guard(accountApi.signIn),
    onSuccess: onAnswer,
    onError: (error, { email }) => {
      if (isUnverified(error)) onNeedsVerification(email, error.message);
    },
  });

  if (secondStep) {
    return (
      <TwoFactorStep
        message={secondStep}
        onSignedIn={onSignedIn}
        onExpired={(message) => {
          setSecondStep(undefined);
          setByCode(false);
          form.setValue('password', '');
          toast.error(say(SIGN_IN_FAILED_TITLE), { description: message });
        }}
      />
    );
  }

  if (byCode) {
    return (
      <CodeSignIn
        initialEmail={form.getValues('email')}
        onEmailChange={(email) => {
          form.setValue('email', email);
          onEmailChange(email);
        }}
        onAnswer={onAnswer}
        onUsePassword={() => setByCode(false)}
      />
    );
  }

  return (
    <Form
      form={form}
      onSubmit={(body) => signIn.mutateAsync(body)}
      onError={(error) => {
        if (!isUnverified(error)) showSignInFailure(error, messages);
      }}
      className="flex flex-col gap-4"
      aria-label={t('auth.signIn.form')}
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
      <div className="flex flex-col gap-1">
        <PasswordInput
          name="password"
          label={t('auth.field.password')}
          autoComplete="current-password"
          autoFocus={focusPassword}
        />
        <button
          type="button"
          onClick={onForgotPassword}
          className="inline-flex min-h-11 items-center self-end px-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('auth.signIn.forgot')}
        </button>
      </div>
      <SubmitButton
        size="lg"
        icon={<LogIn aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t('auth.signIn.pending')}
      >
        {t('auth.tab.signIn')}
      </SubmitButton>
      <button
        type="button"
        onClick={() => setByCode(true)}
        className="inline-flex min-h-11 items-center self-center px-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t('auth.signIn.byCode')}
      </button>
    </Form>
  );
}
