import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  type EmailChangeRequest,
  emailChangeWithCodeSchema,
  emailChangeWithPasswordSchema,
} from '#shared/auth/my-account.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import { TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { CodeField } from '#web/features/auth/components/code-field.tsx';
import { Slotted } from '#web/features/auth/components/slotted.tsx';
import { type AuthMessages, useAuthMessages } from '#web/features/auth/hooks/use-auth-t.ts';
import { useCodeForm } from '#web/features/auth/hooks/use-code-form.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/session.ts';
import { myAccountApi } from '../api/my-account-api.ts';
import { useAccountT } from '../i18n.ts';
import { PasswordOrCode } from './emailed-code.tsx';

/**
 * Change email (docs/product.md §5.10): a 6-digit code goes to the new address, and the email changes once it
 * is entered; the old address is told by mail. The current password proves the owner first (an account
 * without one: a code mailed to the current address, decision 081).
 */
export function EmailChange({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const [pending, setPending] = useState<{ newEmail: string; note: string } | null>(null);
  if (pending) {
    return <CodeStep {...pending} onBack={() => setPending(null)} onDone={() => setPending(null)} />;
  }
  return <NewEmailStep email={email} hasPassword={hasPassword} onCodeSent={setPending} />;
}

function NewEmailStep({
  email,
  hasPassword,
  onCodeSent,
}: {
  email: string;
  hasPassword: boolean;
  onCodeSent: (pending: { newEmail: string; note: string }) => void;
}) {
  const t = useAccountT();
  const { say, guard, errorText } = useAuthMessages();
  const form = useSchemaForm<EmailChangeRequest, EmailChangeRequest>(
    hasPassword ? emailChangeWithPasswordSchema : emailChangeWithCodeSchema,
    {
      defaultValues: hasPassword ? { newEmail: '', currentPassword: '' } : { newEmail: '', code: '' },
      reword: say,
    },
  );
  const ask = useMutation({
    mutationFn: guard(myAccountApi.requestEmailChange),
    // The form says what went wrong (on the field it names, else a toast), not the global handler.
    onError: () => {},
    onSuccess: (answer) => onCodeSent({ newEmail: answer.email, note: say(answer.message) }),
  });
  return (
    <Form
      form={form}
      onSubmit={(body) => ask.mutateAsync(body)}
      onError={(error) => toast.error(errorText(error))}
      className="flex flex-col gap-4"
      aria-label={t('account.email.form')}
    >
      <p className="text-muted">
        <Slotted text={(slot) => t('account.email.now', { email: slot })}>
          <strong className="font-semibold break-all text-foreground">{email}</strong>
        </Slotted>
      </p>
      <TextField
        name="newEmail"
        label={t('account.email.new')}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      {/* Review 2026-11-29 L7: a borrowed session cannot move the account away. */}
      <PasswordOrCode
        hasPassword={hasPassword}
        name="currentPassword"
        label={t('account.password.current')}
        purpose="confirm-email-change"
      />
      <SubmitButton
        icon={<Mail aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t('account.email.sending')}
      >
        {t('account.email.send')}
      </SubmitButton>
    </Form>
  );
}

const codeMessage = (error: unknown, { say, errorText }: AuthMessages) =>
  error instanceof ApiError && error.fields?.otp ? say(error.fields.otp) : errorText(error);

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
  const t = useAccountT();
  const messages = useAuthMessages();
  const form = useCodeForm();
  const confirm = useMutation({
    mutationFn: messages.guard((otp: string) => myAccountApi.confirmEmailChange({ newEmail, otp })),
    // The form says what went wrong (on the field it names, else a toast), not the global handler.
    onError: () => {},
    onSuccess: ({ message }) => {
      toast.success(messages.say(message));
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      onDone();
    },
  });
  return (
    <Form
      form={form}
      onSubmit={({ otp }) => confirm.mutateAsync(otp)}
      onError={(error) => form.setError('otp', { type: 'server', message: codeMessage(error, messages) })}
      className="flex flex-col gap-4"
      aria-label={t('account.email.confirmForm')}
    >
      <FormNote>
        {note} ({newEmail})
      </FormNote>
      <CodeField autoFocus />
      <SubmitButton
        icon={<MailCheck aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t('account.email.checking')}
      >
        {t('account.email.change')}
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={onBack}>
        {t('account.email.another')}
      </Button>
    </Form>
  );
}
