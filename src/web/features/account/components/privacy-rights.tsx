import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  type DeleteAccountRequest,
  deleteWithCodeSchema,
  deleteWithPasswordSchema,
} from '#shared/auth/my-account.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { paths } from '#web/config/paths.ts';
import { forgetDeviceAddresses } from '#web/features/addresses/hooks/forget-device-addresses.ts';
import { useAuthMessages } from '#web/features/auth/hooks/use-auth-t.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/session.ts';
import { DATA_EXPORT_HREF, privacyApi } from '../api/my-account-api.ts';
import { useAccountT } from '../i18n.ts';
import { PasswordOrCode } from './emailed-code.tsx';

/**
 * Your data (DPDP Act 2023; docs/product.md §5.10): download it as a JSON file, or delete the account with
 * the password (an account without one: a code mailed to it, decision 081) and a confirmation.
 */
export function PrivacyRights({ hasPassword }: { hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useAccountT();
  const { t: authT, say, guard, errorText } = useAuthMessages();
  const [confirming, setConfirming] = useState<DeleteAccountRequest | null>(null);
  const form = useSchemaForm<DeleteAccountRequest, DeleteAccountRequest>(
    hasPassword ? deleteWithPasswordSchema : deleteWithCodeSchema,
    { defaultValues: hasPassword ? { password: '' } : { code: '' }, reword: say },
  );
  const remove = useMutation({
    mutationFn: guard(privacyApi.deleteAccount),
    // A wrong password or code goes on its field; anything else is a toast (below).
    onError: () => {},
    onSuccess: ({ message }) => {
      // The account's addresses mirrored in this browser go with it, as at sign-out (review 2026-11-29 L4).
      forgetDeviceAddresses();
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
      toast.success(say(message));
      void navigate(paths.home.href());
    },
  });

  const confirm = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming);
    } catch (error) {
      const name = hasPassword ? 'password' : 'code';
      const field = error instanceof ApiError ? error.fields?.[name] : undefined;
      if (field) form.setError(name, { type: 'server', message: field });
      else toast.error(errorText(error));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p className="text-muted">{t('account.data.fileText')}</p>
        <Button asChild variant="secondary" className="self-start">
          <a href={DATA_EXPORT_HREF} download>
            <Download aria-hidden="true" strokeWidth={1.75} />
            {t('account.data.download')}
          </a>
        </Button>
      </div>
      <Form
        form={form}
        onSubmit={(body) => setConfirming(body)}
        className="flex flex-col gap-4 border-t border-border pt-5"
        aria-label={t('account.data.deleteForm')}
      >
        <p className="text-muted">{t('account.data.deleteText')}</p>
        <PasswordOrCode
          hasPassword={hasPassword}
          name="password"
          label={authT('auth.field.password')}
          purpose="delete-account"
        />
        <SubmitButton
          variant="secondary"
          icon={<Trash2 aria-hidden="true" strokeWidth={1.75} />}
          pendingLabel={t('account.data.deleting')}
          pending={remove.isPending}
          className="self-start"
        >
          {t('account.data.delete')}
        </SubmitButton>
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('account.data.confirmTitle')}
        description={t('account.data.confirmText')}
        confirmLabel={t('account.data.delete')}
        cancelLabel={t('account.data.keep')}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
