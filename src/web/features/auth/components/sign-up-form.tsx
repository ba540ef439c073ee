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
import { CheckboxField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { PolicyAgreement } from '#web/features/pages/components/policy-links.tsx';
import { accountApi } from '../api/account-api.ts';
import { useAuthMessages } from '../hooks/use-auth-t.ts';
import { mobileInput } from '../lib/input-filters.ts';
import { PasswordInput } from './password-input.tsx';

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
  const { t, say, guard, errorText } = useAuthMessages();
  const form = useSchemaForm<SignUpRequest, SignUpRequest>(signUpRequestSchema, {
    defaultValues: EMPTY,
    reword: say,
  });
  const signUp = useMutation({ mutationFn: guard(accountApi.signUp), onSuccess: onCodeSent });

  return (
    <Form
      form={form}
      onSubmit={(body) => signUp.mutateAsync(body)}
      onError={(error) => toast.error(say(SIGN_UP_FAILED_TITLE), { description: errorText(error) })}
      className="flex flex-col gap-4"
      aria-label={t('auth.switch.signUp')}
    >
      <TextField
        name="fullName"
        label={t('auth.field.fullName')}
        autoComplete="name"
        placeholder="Asha Rao"
      />
      <TextField
        name="email"
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
      />
      <TextField
        name="mobileNumber"
        label={t('auth.field.mobile')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={MOBILE_MAX_LENGTH}
        placeholder="+91 98765 43210"
        description={t('auth.field.mobileHint')}
        filter={mobileInput}
      />
      <PasswordInput
        name="password"
        label={t('auth.field.password')}
        autoComplete="new-password"
        description={say(PASSWORD_HINT)}
      />
      <PasswordInput
        name="confirmPassword"
        label={t('auth.field.confirmPassword')}
        autoComplete="new-password"
      />
      <CheckboxField
        name="marketingConsent"
        label={say(MARKETING_CONSENT_LABEL)}
        description={say(MARKETING_CONSENT_HINT)}
      />
      <PolicyAgreement action="signUp" />
      <SubmitButton
        size="lg"
        icon={<UserPlus aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t('auth.signUp.pending')}
      >
        {t('auth.signUp.submit')}
      </SubmitButton>
      <p className="text-center text-sm text-muted">{t('auth.signUp.codeNote')}</p>
    </Form>
  );
}
