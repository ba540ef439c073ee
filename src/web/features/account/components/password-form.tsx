import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { PASSWORD_HINT } from '#shared/auth/auth.schemas.ts';
import { type ChangePasswordRequest, changePasswordSchema } from '#shared/auth/my-account.schemas.ts';
import { PasswordField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { myAccountApi } from '../api/my-account-api.ts';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Change password: the current one first; every other device is signed out (docs/product.md §5.10). */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const form = useSchemaForm<ChangePasswordRequest, ChangePasswordRequest>(changePasswordSchema, {
    defaultValues: EMPTY,
  });
  const change = useMutation({
    mutationFn: myAccountApi.changePassword,
    // The form says what went wrong (on the field it names, else a toast), not the global handler.
    onError: () => {},
    onSuccess: ({ message }) => {
      form.reset(EMPTY);
      toast.success(message);
      onChanged();
    },
  });
  return (
    <Form
      form={form}
      onSubmit={(body) => change.mutateAsync(body)}
      onError={(error) => toast.error(errorMessage(error))}
      className="flex flex-col gap-4"
      aria-label="Change password"
    >
      <PasswordField name="currentPassword" label="Current Password" autoComplete="current-password" />
      <PasswordField
        name="password"
        label="New Password"
        autoComplete="new-password"
        description={PASSWORD_HINT}
      />
      <PasswordField name="confirmPassword" label="Confirm New Password" autoComplete="new-password" />
      <SubmitButton icon={<KeyRound aria-hidden="true" strokeWidth={1.75} />} pendingLabel="Changing…">
        Change Password
      </SubmitButton>
    </Form>
  );
}
