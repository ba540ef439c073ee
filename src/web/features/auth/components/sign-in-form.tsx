import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import {
  SIGN_IN_ERROR_TITLE,
  SIGN_IN_FAILED,
  SIGN_IN_FAILED_TITLE,
  type SignedInResponse,
  signInRequestSchema,
} from '#shared/auth/auth.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { accountApi } from '../api/account-api.ts';
import { useZodForm } from '../hooks/use-zod-form.ts';
import { PasswordField, TextField } from './form-fields.tsx';

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

/** Spec §8, sign-in: 'Welcome back!' on success; 'Login Failed' for a wrong email or password; 'Login Error' otherwise. */
function showSignInFailure(error: unknown) {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) {
    toast.error(SIGN_IN_ERROR_TITLE, { description: errorMessage(error) });
  } else if (error.status === 401) {
    toast.error(SIGN_IN_FAILED_TITLE, { description: SIGN_IN_FAILED });
  } else {
    toast.error(SIGN_IN_FAILED_TITLE, { description: error.message });
  }
}

export function SignInForm({
  initialEmail,
  focusPassword = false,
  onEmailChange,
  onSignedIn,
  onNeedsVerification,
  onForgotPassword,
}: SignInFormProps) {
  const form = useZodForm(signInRequestSchema, { email: initialEmail, password: '' });
  const signIn = useMutation({
    mutationFn: accountApi.signIn,
    onSuccess: onSignedIn,
    onError: (error, { email }) => {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        onNeedsVerification(email, error.message);
        return;
      }
      if (
        error instanceof ApiError &&
        error.code === 'VALIDATION_FAILED' &&
        form.setServerErrors(error.fields)
      )
        return;
      showSignInFailure(error);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body) signIn.mutate(body);
  }

  const email = form.field('email');
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Sign in">
      <TextField
        field={{
          ...email,
          onChange: (event) => {
            email.onChange(event);
            onEmailChange(event.target.value);
          },
        }}
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder="you@example.com"
      />
      <div className="flex flex-col gap-1">
        <PasswordField
          field={form.field('password')}
          label="Password"
          autoComplete="current-password"
          autoFocus={focusPassword}
        />
        <button
          type="button"
          onClick={onForgotPassword}
          className="inline-flex min-h-11 items-center self-end px-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          Forgot Password?
        </button>
      </div>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        <LogIn aria-hidden="true" strokeWidth={1.75} />
        {signIn.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
