import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Download, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  TWO_FACTOR_ENROLMENT_REQUIRED,
  type TwoFactorConfirmRequest,
  type TwoFactorEnableRequest,
  type TwoFactorSetupResponse,
  twoFactorConfirmRequestSchema,
  twoFactorEnableRequestSchema,
} from '#shared/auth/auth.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import { TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { paths } from '#web/config/paths.ts';
import { sessionQueryKey, useSession } from '#web/lib/session.ts';
import { twoFactorApi, twoFactorKey } from '../api/account-api.ts';
import { useAuthMessages } from '../hooks/use-auth-t.ts';
import { PasswordInput } from './password-input.tsx';
import { TwoFactorQr } from './two-factor-qr.tsx';

type Stage =
  | { name: 'status' }
  | { name: 'scan'; setup: TwoFactorSetupResponse }
  | { name: 'recovery-codes'; codes: string[] };

/**
 * docs/product.md §5.7, the admin's "Two-factor sign-in" (profile menu): turn it on (password again, scan the
 * QR code or type the secret, confirm with a first code, keep the recovery codes shown once) or off. Required of
 * the team (review 2026-11-29 L3): until it is on, this is the only admin page, and it says so; once the codes
 * are saved, the admin opens.
 */
export function TwoFactorSettings() {
  const { t, say, errorText } = useAuthMessages();
  const { needsTwoFactor } = useSession();
  const navigate = useNavigate();
  const status = useQuery({ queryKey: twoFactorKey, queryFn: ({ signal }) => twoFactorApi.status(signal) });
  const [stage, setStage] = useState<Stage>({ name: 'status' });

  if (stage.name === 'scan') {
    return (
      <ScanStep
        setup={stage.setup}
        onConfirmed={() => setStage({ name: 'recovery-codes', codes: stage.setup.recoveryCodes })}
      />
    );
  }
  if (stage.name === 'recovery-codes') {
    return (
      <RecoveryCodes
        codes={stage.codes}
        onDone={() => {
          setStage({ name: 'status' });
          void navigate(paths.admin.href(), { replace: true });
        }}
      />
    );
  }
  if (status.isPending) return <p className="text-muted">{t('auth.twoFactor.loading')}</p>;
  if (status.isError) return <FormNote tone="danger">{errorText(status.error)}</FormNote>;
  return status.data.enabled ? (
    <DisableForm />
  ) : (
    <>
      {needsTwoFactor && <FormNote tone="info">{say(TWO_FACTOR_ENROLMENT_REQUIRED)}</FormNote>}
      <EnableForm onStarted={(setup) => setStage({ name: 'scan', setup })} />
    </>
  );
}

function EnableForm({ onStarted }: { onStarted: (setup: TwoFactorSetupResponse) => void }) {
  const { t, say, guard, errorText } = useAuthMessages();
  const form = useSchemaForm<TwoFactorEnableRequest, TwoFactorEnableRequest>(twoFactorEnableRequestSchema, {
    defaultValues: { password: '' },
    reword: say,
  });
  const [failure, setFailure] = useState<string | undefined>();
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        setFailure(undefined);
        onStarted(await guard(twoFactorApi.setup)(body));
      }}
      onError={(error) => setFailure(errorText(error))}
      className="flex flex-col gap-4"
      aria-label={t('auth.twoFactor.enableForm')}
    >
      <p>{t('auth.twoFactor.offText')}</p>
      {failure && <FormNote tone="danger">{failure}</FormNote>}
      <PasswordInput
        name="password"
        label={t('auth.field.password')}
        autoComplete="current-password"
        description={t('auth.twoFactor.passwordToStart')}
      />
      <SubmitButton
        icon={<ShieldCheck aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t('auth.twoFactor.starting')}
      >
        {t('auth.twoFactor.enableForm')}
      </SubmitButton>
    </Form>
  );
}

function ScanStep({ setup, onConfirmed }: { setup: TwoFactorSetupResponse; onConfirmed: () => void }) {
  const queryClient = useQueryClient();
  const { t, say, guard, errorText } = useAuthMessages();
  const form = useSchemaForm<TwoFactorConfirmRequest, TwoFactorConfirmRequest>(
    twoFactorConfirmRequestSchema,
    {
      defaultValues: { code: '' },
      reword: say,
    },
  );
  const [failure, setFailure] = useState<string | undefined>();
  // Plain calls, not mutations: a refused code is said once, on the field (no global error toast).
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        setFailure(undefined);
        const answer = await guard(twoFactorApi.confirm)(body);
        toast.success(say(answer.message));
        void queryClient.invalidateQueries({ queryKey: twoFactorKey });
        // The session says two-factor is on now. Awaited, so that "I have saved them" never opens the admin with
        // the old session (whose guard would send the staff member straight back here).
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        onConfirmed();
      }}
      onError={(error) => setFailure(errorText(error))}
      className="flex flex-col gap-4"
      aria-label={t('auth.twoFactor.confirmForm')}
    >
      <p>{t('auth.twoFactor.scan')}</p>
      <TwoFactorQr uri={setup.totpUri} label={t('auth.twoFactor.qr')} />
      <dl className="flex flex-col gap-1">
        <dt className="text-sm font-semibold text-muted">{t('auth.twoFactor.key')}</dt>
        <dd className="font-mono text-lg break-all">{setup.secret}</dd>
      </dl>
      {failure && <FormNote tone="danger">{failure}</FormNote>}
      <TextField
        name="code"
        label={t('auth.twoFactor.appCode')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        description={t('auth.twoFactor.appCodeHint')}
      />
      <SubmitButton pendingLabel={t('auth.reset.checking')}>{t('auth.twoFactor.confirm')}</SubmitButton>
    </Form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useAuthMessages();
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'karigar-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <section className="flex flex-col gap-4" aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading" className="text-xl">
        {t('auth.twoFactor.recoveryTitle')}
      </h2>
      <FormNote tone="info">{t('auth.twoFactor.recoveryNote')}</FormNote>
      <ul aria-label={t('auth.twoFactor.recoveryList')} className="grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => toast.success(t('auth.twoFactor.copied')),
              () => toast.error(t('auth.twoFactor.copyFailed')),
            )
          }
        >
          <Copy aria-hidden="true" strokeWidth={1.75} />
          {t('auth.twoFactor.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden="true" strokeWidth={1.75} />
          {t('auth.twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('auth.twoFactor.saved')}</Button>
      </div>
    </section>
  );
}

function DisableForm() {
  const queryClient = useQueryClient();
  const { t, say, guard, errorText } = useAuthMessages();
  const form = useSchemaForm<TwoFactorEnableRequest, TwoFactorEnableRequest>(twoFactorEnableRequestSchema, {
    defaultValues: { password: '' },
    reword: say,
  });
  const [failure, setFailure] = useState<string | undefined>();
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        setFailure(undefined);
        const answer = await guard(twoFactorApi.disable)(body);
        toast.success(say(answer.message));
        void queryClient.invalidateQueries({ queryKey: twoFactorKey });
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }}
      onError={(error) => setFailure(errorText(error))}
      className="flex flex-col gap-4"
      aria-label={t('auth.twoFactor.disableForm')}
    >
      <FormNote>{t('auth.twoFactor.onText')}</FormNote>
      {failure && <FormNote tone="danger">{failure}</FormNote>}
      <PasswordInput
        name="password"
        label={t('auth.field.password')}
        autoComplete="current-password"
        description={t('auth.twoFactor.passwordToStop')}
      />
      <SubmitButton
        variant="secondary"
        icon={<ShieldOff aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t('auth.twoFactor.stopping')}
      >
        {t('auth.twoFactor.disableForm')}
      </SubmitButton>
    </Form>
  );
}
