import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { PASSWORD_HINT } from '#shared/auth/auth.schemas.ts';
import { type ChangePasswordRequest, changePasswordSchema } from '#shared/auth/my-account.schemas.ts';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { PasswordInput } from '#web/features/auth/components/password-input.tsx';
import { useAuthMessages } from '#web/features/auth/hooks/use-auth-t.ts';
import { myAccountApi } from '../api/my-account-api.ts';
import { useAccountT } from '../i18n.ts';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Change password: the current one first; every other device is signed out (docs/product.md §5.10). */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const t = useAccountT();
  const { t: authT, say, guard, errorText } = useAuthMessages();
  const form = useSchemaForm<ChangePasswordRequest, ChangePasswordRequest>(changePasswordSchema, {
    defaultValues: EMPTY,
    reword: say,
  });
  const change = useMutation({
    mutationFn: guard(myAccountApi.changePassword),
    // The form says what went wrong (on the field it names, else a toast), not the global handler.
    onError: () => {},
    onSuccess: ({ message }) => {
      form.reset(EMPTY);
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
      aria-label={t('account.password.form')}
    >
      <PasswordInput
        name="currentPassword"
        label={t('account.password.current')}
        autoComplete="current-password"
      />
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
      <SubmitButton
        icon={<KeyRound aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t('account.password.changing')}
      >
        {t('account.password.change')}
      </SubmitButton>
    </Form>
  );
}
