import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import {
  type SignedInResponse,
  type TwoFactorVerifyRequest,
  twoFactorVerifyRequestSchema,
} from '#shared/auth/auth.schemas.ts';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import { TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { accountApi } from '../api/account-api.ts';
import { useAuthMessages } from '../hooks/use-auth-t.ts';

type Kind = TwoFactorVerifyRequest['kind'];

const LABELS = {
  authenticator: { field: 'auth.twoFactor.authenticatorCode', switchTo: 'auth.twoFactor.useRecovery' },
  recovery: { field: 'auth.twoFactor.recoveryCode', switchTo: 'auth.twoFactor.useApp' },
} as const satisfies Record<Kind, unknown>;

/**
 * docs/product.md §5.7: the password was right and the admin has two-factor on; the session comes with
 * the authenticator's code or one of the recovery codes. A step left too long goes back to the password.
 */
export function TwoFactorStep({
  message,
  onSignedIn,
  onExpired,
}: {
  message: string;
  onSignedIn: (answer: SignedInResponse) => void;
  onExpired: (message: string) => void;
}) {
  const { t, say, guard, errorText } = useAuthMessages();
  const form = useSchemaForm<TwoFactorVerifyRequest, TwoFactorVerifyRequest>(twoFactorVerifyRequestSchema, {
    defaultValues: { code: '', kind: 'authenticator' },
    reword: say,
  });
  const [kind, setKind] = useState<Kind>('authenticator');
  const [failure, setFailure] = useState<string | undefined>();

  const switchKind = () => {
    const next: Kind = kind === 'authenticator' ? 'recovery' : 'authenticator';
    setKind(next);
    form.reset({ code: '', kind: next });
    form.setFocus('code');
  };

  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        setFailure(undefined);
        // A plain call, not a mutation: a wrong code is said once, on the field (no global error toast).
        onSignedIn(await guard(accountApi.verifyTwoFactor)(body));
      }}
      onError={(error) => {
        if (error instanceof ApiError && error.status === 401) onExpired(error.message);
        else setFailure(errorText(error));
      }}
      className="flex flex-col gap-4"
      aria-label={t('auth.twoFactor.form')}
    >
      <FormNote tone="info">{message}</FormNote>
      {failure && <FormNote tone="danger">{failure}</FormNote>}
      <TextField
        key={kind}
        name="code"
        label={t(LABELS[kind].field)}
        autoComplete="one-time-code"
        inputMode={kind === 'authenticator' ? 'numeric' : 'text'}
        autoFocus
      />
      <button
        type="button"
        onClick={switchKind}
        className="inline-flex min-h-11 items-center self-start px-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t(LABELS[kind].switchTo)}
      </button>
      <SubmitButton
        size="lg"
        icon={<ShieldCheck aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t('auth.reset.checking')}
      >
        {t('auth.twoFactor.verify')}
      </SubmitButton>
    </Form>
  );
}
