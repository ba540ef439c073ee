import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import {
  type CodeSentResponse,
  MOBILE_MAX_LENGTH,
  SIGN_UP_FAILED_TITLE,
  signUpRequestSchema,
} from '#shared/auth/auth.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { accountApi } from '../api/account-api.ts';
import { useZodForm } from '../hooks/use-zod-form.ts';
import { mobileInput } from '../lib/input-filters.ts';
import { PasswordField, TextField } from './form-fields.tsx';

interface SignUpFormProps {
  /** The account is created and a code is on its way: the verification overlay takes over (and says so). */
  onCodeSent: (answer: CodeSentResponse) => void;
}

const EMPTY = { fullName: '', email: '', mobileNumber: '', password: '', confirmPassword: '' };

/** Spec §5, signup: the shared schema's rules and messages, checked here first and again on the server. */
export function SignUpForm({ onCodeSent }: SignUpFormProps) {
  const form = useZodForm(signUpRequestSchema, EMPTY, { mobileNumber: mobileInput });
  const signUp = useMutation({
    mutationFn: accountApi.signUp,
    onSuccess: onCodeSent,
    onError: (error) => {
      if (error instanceof ApiError && form.setServerErrors(error.fields)) return;
      toast.error(SIGN_UP_FAILED_TITLE, { description: errorMessage(error) });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body) signUp.mutate(body);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Create an account">
      <TextField
        field={form.field('fullName')}
        label="Full Name"
        autoComplete="name"
        placeholder="Asha Rao"
      />
      <TextField
        field={form.field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
      />
      <TextField
        field={form.field('mobileNumber')}
        label="Mobile Number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={MOBILE_MAX_LENGTH}
        placeholder="+91 98765 43210"
        hint="10 to 15 digits; spaces, hyphens and + are fine."
      />
      <PasswordField
        field={form.field('password')}
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters."
      />
      <PasswordField
        field={form.field('confirmPassword')}
        label="Confirm Password"
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        <UserPlus aria-hidden="true" strokeWidth={1.75} />
        {signUp.isPending ? 'Creating your account…' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-muted">We'll email you a 6-digit code to verify your address.</p>
    </form>
  );
}
