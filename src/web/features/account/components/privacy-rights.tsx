import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type DeleteAccountRequest, deleteAccountSchema } from '#shared/auth/my-account.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { PasswordField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { paths } from '#web/config/paths.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/session.ts';
import { DATA_EXPORT_HREF, privacyApi } from '../api/my-account-api.ts';

/**
 * Your data (DPDP Act 2023; docs/product.md §5.10): download it as a JSON file, or delete the account with
 * the password and a confirmation.
 */
export function PrivacyRights() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<DeleteAccountRequest | null>(null);
  const form = useSchemaForm<DeleteAccountRequest, DeleteAccountRequest>(deleteAccountSchema, {
    defaultValues: { password: '' },
  });
  const remove = useMutation({
    mutationFn: privacyApi.deleteAccount,
    // A wrong password goes on its field; anything else is a toast (below).
    onError: () => {},
    onSuccess: ({ message }) => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
      toast.success(message);
      void navigate(paths.home.href());
    },
  });

  const confirm = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming);
    } catch (error) {
      const field = error instanceof ApiError ? error.fields?.password : undefined;
      if (field) form.setError('password', { type: 'server', message: field });
      else toast.error(errorMessage(error));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p className="text-muted">
          A file with your details, addresses, orders, wishlist, comments, reviews and consents.
        </p>
        <Button asChild variant="secondary" className="self-start">
          <a href={DATA_EXPORT_HREF} download>
            <Download aria-hidden="true" strokeWidth={1.75} />
            Download My Data
          </a>
        </Button>
      </div>
      <Form
        form={form}
        onSubmit={(body) => setConfirming(body)}
        className="flex flex-col gap-4 border-t border-border pt-5"
        aria-label="Delete account"
      >
        <p className="text-muted">
          Deleting your account erases your details, addresses, wishlist and reviews and signs you out
          everywhere. Your orders are kept for the tax records, without your name or contact details.
        </p>
        <PasswordField name="password" label="Password" autoComplete="current-password" />
        <SubmitButton
          variant="secondary"
          icon={<Trash2 aria-hidden="true" strokeWidth={1.75} />}
          pendingLabel="Deleting…"
          pending={remove.isPending}
          className="self-start"
        >
          Delete My Account
        </SubmitButton>
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete your account?"
        description="This cannot be undone. Your orders stay with the shop without your name, email, phone or address."
        confirmLabel="Delete My Account"
        cancelLabel="Keep My Account"
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
