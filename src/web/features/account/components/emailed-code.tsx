import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AccountCodePurpose } from '#shared/auth/my-account.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import { CodeField } from '#web/features/auth/components/code-field.tsx';
import { PasswordInput } from '#web/features/auth/components/password-input.tsx';
import { useAuthMessages } from '#web/features/auth/hooks/use-auth-t.ts';
import { myAccountApi } from '../api/my-account-api.ts';
import { useAccountT } from '../i18n.ts';

/**
 * In place of the password on an account that has none (Google only; audit D-M5, decision 081): 'Email Me a
 * Code' mails a 6-digit code for this one change to the account's address, and the form's `code` field
 * takes it. Inside a form of the kit.
 */
export function EmailedCode({ purpose }: { purpose: AccountCodePurpose }) {
  const t = useAccountT();
  const { say, guard, errorText } = useAuthMessages();
  const [sent, setSent] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: guard(() => myAccountApi.sendAccountCode({ purpose })),
    onError: (error) => toast.error(errorText(error)),
    onSuccess: (answer) => setSent(`${say(answer.message)} (${answer.email})`),
  });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted">{t('account.code.text')}</p>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
        onClick={() => send.mutate()}
      >
        <Mail aria-hidden="true" strokeWidth={1.75} />
        {send.isPending ? t('account.code.sending') : t(sent ? 'account.code.again' : 'account.code.send')}
      </Button>
      {sent && <FormNote>{sent}</FormNote>}
      <CodeField name="code" />
    </div>
  );
}

/** The account's password asked again (`name`, `label`), or on an account without one the emailed code. */
export function PasswordOrCode({
  hasPassword,
  name,
  label,
  purpose,
}: {
  hasPassword: boolean;
  name: string;
  label: string;
  purpose: AccountCodePurpose;
}) {
  if (!hasPassword) return <EmailedCode purpose={purpose} />;
  return <PasswordInput name={name} label={label} autoComplete="current-password" />;
}
