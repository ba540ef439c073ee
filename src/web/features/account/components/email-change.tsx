import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type EmailChangeRequest, emailChangeRequestSchema } from '#shared/auth/my-account.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import { TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { CodeField } from '#web/features/auth/components/code-field.tsx';
import { useCodeForm } from '#web/features/auth/hooks/use-code-form.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/session.ts';
import { myAccountApi } from '../api/my-account-api.ts';

/**
 * Change email (docs/product.md §5.10): a 6-digit code goes to the new address, and the email changes once it
 * is entered; the old address is told by mail.
 */
export function EmailChange({ email }: { email: string }) {
  const [pending, setPending] = useState<{ newEmail: string; note: string } | null>(null);
  if (pending) {
    return <CodeStep {...pending} onBack={() => setPending(null)} onDone={() => setPending(null)} />;
  }
  return <NewEmailStep email={email} onCodeSent={setPending} />;
}

function NewEmailStep({
  email,
  onCodeSent,
}: {
  email: string;
  onCodeSent: (pending: { newEmail: string; note: string }) => void;
}) {
  const form = useSchemaForm<EmailChangeRequest, { newEmail: string }>(emailChangeRequestSchema, {
    defaultValues: { newEmail: '' },
  });
  const ask = useMutation({
    mutationFn: myAccountApi.requestEmailChange,
    // The form says what went wrong (on the field it names, else a toast), not the global handler.
    onError: () => {},
    onSuccess: (answer) => onCodeSent({ newEmail: answer.email, note: answer.message }),
  });
  return (
    <Form
      form={form}
      onSubmit={(body) => ask.mutateAsync(body)}
      onError={(error) => toast.error(errorMessage(error))}
      className="flex flex-col gap-4"
      aria-label="Change email"
    >
      <p className="text-muted">
        Now: <strong className="font-semibold break-all text-foreground">{email}</strong>
      </p>
      <TextField name="newEmail" label="New Email" type="email" autoComplete="email" inputMode="email" />
      <SubmitButton icon={<Mail aria-hidden="true" strokeWidth={1.75} />} pendingLabel="Sending code…">
        Send Code
      </SubmitButton>
    </Form>
  );
}

const codeMessage = (error: unknown) =>
  error instanceof ApiError ? (error.fields?.otp ?? error.message) : errorMessage(error);

function CodeStep({
  newEmail,
  note,
  onBack,
  onDone,
}: {
  newEmail: string;
  note: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useCodeForm();
  const confirm = useMutation({
    mutationFn: (otp: string) => myAccountApi.confirmEmailChange({ newEmail, otp }),
    // The form says what went wrong (on the field it names, else a toast), not the global handler.
    onError: () => {},
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      onDone();
    },
  });
  return (
    <Form
      form={form}
      onSubmit={({ otp }) => confirm.mutateAsync(otp)}
      onError={(error) => form.setError('otp', { type: 'server', message: codeMessage(error) })}
      className="flex flex-col gap-4"
      aria-label="Confirm new email"
    >
      <FormNote>
        {note} ({newEmail})
      </FormNote>
      <CodeField autoFocus />
      <SubmitButton icon={<MailCheck aria-hidden="true" strokeWidth={1.75} />} pendingLabel="Checking…">
        Change Email
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={onBack}>
        Use another email
      </Button>
    </Form>
  );
}
