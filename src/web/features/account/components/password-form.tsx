import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { PASSWORD_HINT } from '#shared/auth/auth.schemas.ts';
import {
  type ChangePasswordRequest,
  changePasswordSchema,
  type SetPasswordRequest,
  setPasswordSchema,
} from '#shared/auth/my-account.schemas.ts';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { PasswordInput } from '#web/features/auth/components/password-input.tsx';
import { useAuthMessages } from '#web/features/auth/hooks/use-auth-t.ts';
import { myAccountApi } from '../api/my-account-api.ts';
import { useAccountT } from '../i18n.ts';
import { EmailedCode } from './emailed-code.tsx';

type PasswordRequest = ChangePasswordRequest | SetPasswordRequest;

/**
 * Change password: the current one first; every other device is signed out (docs/product.md §5.10). An account
 * without a password (Google only; audit D-M5, decision 081) sets one instead, proven by a mailed code; then
 * it signs in with Google or its email and password, and the page shows this form's change.
 */
export function PasswordForm({ hasPassword, onChanged }: { hasPassword: boolean; onChanged: () => void }) {
  const t = useAccountT();
  const { t: authT, say, guard, errorText } = useAuthMessages();
  const empty = hasPassword
    ? { currentPassword: '', password: '', confirmPassword: '' }
    : { code: '', password: '', confirmPassword: '' };
  const form = useSchemaForm<PasswordRequest, PasswordRequest>(
    hasPassword ? changePasswordSchema : setPasswordSchema,
    { defaultValues: empty, reword: say },
  );
  const change = useMutation({
    mutationFn: guard((body: PasswordRequest) =>
      'code' in body ? myAccountApi.setPassword(body) : myAccountApi.changePassword(body),
    ),
    // The form says what went wrong (on the field it names, else a toast), not the global handler.
    onError: () => {},
    onSuccess: ({ message }) => {
      form.reset(empty);
      toast.success(say(message));
      onChanged();
    },
  });
  return (
    <Form
      form={form}
      onSubmit={(body) => change.mutateAsync(body)}
      onError={(error) => toast.error(errorText(error))}
      className="flex flex-col gap-4"
      aria-label={t(hasPassword ? 'account.password.form' : 'account.password.setForm')}
    >
      {hasPassword ? (
        <PasswordInput
          name="currentPassword"
          label={t('account.password.current')}
          autoComplete="current-password"
        />
      ) : (
        <p className="text-muted">{t('account.password.none')}</p>
      )}
      <PasswordInput
        name="password"
        label={authT('auth.field.newPassword')}
        autoComplete="new-password"
        description={say(PASSWORD_HINT)}
      />
      <PasswordInput
        name="confirmPassword"
        label={authT('auth.field.confirmNewPassword')}
        autoComplete="new-password"
      />
      {!hasPassword && <EmailedCode purpose="set-password" />}
      <SubmitButton
        icon={<KeyRound aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t(hasPassword ? 'account.password.changing' : 'account.password.setting')}
      >
        {t(hasPassword ? 'account.password.change' : 'account.password.set')}
      </SubmitButton>
    </Form>
  );
}
