import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import {
  type CodeSentResponse,
  MOBILE_MAX_LENGTH,
  PASSWORD_HINT,
  SIGN_UP_FAILED_TITLE,
  type SignUpRequest,
  signUpRequestSchema,
} from '#shared/auth/auth.schemas.ts';
import { MARKETING_CONSENT_HINT, MARKETING_CONSENT_LABEL } from '#shared/customers/marketing-consent.ts';
import { CheckboxField, PasswordField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { accountApi } from '../api/account-api.ts';
import { mobileInput } from '../lib/input-filters.ts';

interface SignUpFormProps {
  /** The account is created and a code is on its way: the verification overlay takes over (and says so). */
  onCodeSent: (answer: CodeSentResponse) => void;
}

const EMPTY = {
  fullName: '',
  email: '',
  mobileNumber: '',
  password: '',
  confirmPassword: '',
  marketingConsent: false,
};

/** docs/product.md §5.4, sign-up: the shared schema's rules and messages, checked here first and again on the server. */
export function SignUpForm({ onCodeSent }: SignUpFormProps) {
  const form = useSchemaForm<SignUpRequest, SignUpRequest>(signUpRequestSchema, { defaultValues: EMPTY });
  const signUp = useMutation({ mutationFn: accountApi.signUp, onSuccess: onCodeSent });

  return (
    <Form
      form={form}
      onSubmit={(body) => signUp.mutateAsync(body)}
      onError={(error) => toast.error(SIGN_UP_FAILED_TITLE, { description: errorMessage(error) })}
      className="flex flex-col gap-4"
      aria-label="Create an account"
    >
      <TextField name="fullName" label="Full Name" autoComplete="name" placeholder="Asha Rao" />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
      />
      <TextField
        name="mobileNumber"
        label="Mobile Number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={MOBILE_MAX_LENGTH}
        placeholder="+91 98765 43210"
        description="10 to 15 digits; spaces, hyphens and + are fine."
        filter={mobileInput}
      />
      <PasswordField
        name="password"
        label="Password"
        autoComplete="new-password"
        description={PASSWORD_HINT}
      />
      <PasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
      <CheckboxField
        name="marketingConsent"
        label={MARKETING_CONSENT_LABEL}
        description={MARKETING_CONSENT_HINT}
      />
      <SubmitButton
        size="lg"
        icon={<UserPlus aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel="Creating your account…"
      >
        Create Account
      </SubmitButton>
      <p className="text-center text-sm text-muted">We'll email you a 6-digit code to verify your address.</p>
    </Form>
  );
}
