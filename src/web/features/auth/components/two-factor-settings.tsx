import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Download, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  type TwoFactorConfirmRequest,
  type TwoFactorEnableRequest,
  type TwoFactorSetupResponse,
  twoFactorConfirmRequestSchema,
  twoFactorEnableRequestSchema,
} from '#shared/auth/auth.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import { PasswordField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { twoFactorApi, twoFactorKey } from '../api/account-api.ts';
import { TwoFactorQr } from './two-factor-qr.tsx';

type Stage =
  | { name: 'status' }
  | { name: 'scan'; setup: TwoFactorSetupResponse }
  | { name: 'recovery-codes'; codes: string[] };

/**
 * docs/product.md §5.7, the admin's "Two-factor sign-in" (profile menu): turn it on (password again, scan the
 * QR code or type the secret, confirm with a first code, keep the recovery codes shown once) or off.
 */
export function TwoFactorSettings() {
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
    return <RecoveryCodes codes={stage.codes} onDone={() => setStage({ name: 'status' })} />;
  }
  if (status.isPending) return <p className="text-muted">Loading…</p>;
  if (status.isError) return <FormNote tone="danger">{errorMessage(status.error)}</FormNote>;
  return status.data.enabled ? (
    <DisableForm />
  ) : (
    <EnableForm onStarted={(setup) => setStage({ name: 'scan', setup })} />
  );
}

function EnableForm({ onStarted }: { onStarted: (setup: TwoFactorSetupResponse) => void }) {
  const form = useSchemaForm<TwoFactorEnableRequest, TwoFactorEnableRequest>(twoFactorEnableRequestSchema, {
    defaultValues: { password: '' },
  });
  const [failure, setFailure] = useState<string | undefined>();
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        setFailure(undefined);
        onStarted(await twoFactorApi.setup(body));
      }}
      onError={(error) => setFailure(errorMessage(error))}
      className="flex flex-col gap-4"
      aria-label="Turn on two-factor sign-in"
    >
      <p>
        Two-factor sign-in is off. Turn it on and each sign-in asks for a code from an authenticator app on
        your phone as well as your password.
      </p>
      {failure && <FormNote tone="danger">{failure}</FormNote>}
      <PasswordField
        name="password"
        label="Password"
        autoComplete="current-password"
        description="Enter your password again to start."
      />
      <SubmitButton icon={<ShieldCheck aria-hidden="true" strokeWidth={1.75} />} pendingLabel="Starting…">
        Turn on two-factor sign-in
      </SubmitButton>
    </Form>
  );
}

function ScanStep({ setup, onConfirmed }: { setup: TwoFactorSetupResponse; onConfirmed: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<TwoFactorConfirmRequest, TwoFactorConfirmRequest>(
    twoFactorConfirmRequestSchema,
    {
      defaultValues: { code: '' },
    },
  );
  const [failure, setFailure] = useState<string | undefined>();
  // Plain calls, not mutations: a refused code is said once, on the field (no global error toast).
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        setFailure(undefined);
        const answer = await twoFactorApi.confirm(body);
        toast.success(answer.message);
        void queryClient.invalidateQueries({ queryKey: twoFactorKey });
        onConfirmed();
      }}
      onError={(error) => setFailure(errorMessage(error))}
      className="flex flex-col gap-4"
      aria-label="Confirm two-factor sign-in"
    >
      <p>Scan this QR code with your authenticator app, or type the key into it.</p>
      <TwoFactorQr uri={setup.totpUri} />
      <dl className="flex flex-col gap-1">
        <dt className="text-sm font-semibold text-muted">Key for your authenticator app</dt>
        <dd className="font-mono text-lg break-all">{setup.secret}</dd>
      </dl>
      {failure && <FormNote tone="danger">{failure}</FormNote>}
      <TextField
        name="code"
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        description="The 6 digits the app shows now."
      />
      <SubmitButton pendingLabel="Checking…">Confirm</SubmitButton>
    </Form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
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
        Your recovery codes
      </h2>
      <FormNote tone="info">
        Each code signs you in once without the app. They are shown only now: copy or download them and keep
        them somewhere safe.
      </FormNote>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => toast.success('Recovery codes copied'),
              () => toast.error('Could not copy. Please download them instead.'),
            )
          }
        >
          <Copy aria-hidden="true" strokeWidth={1.75} />
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden="true" strokeWidth={1.75} />
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </section>
  );
}

function DisableForm() {
  const queryClient = useQueryClient();
  const form = useSchemaForm<TwoFactorEnableRequest, TwoFactorEnableRequest>(twoFactorEnableRequestSchema, {
    defaultValues: { password: '' },
  });
  const [failure, setFailure] = useState<string | undefined>();
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        setFailure(undefined);
        const answer = await twoFactorApi.disable(body);
        toast.success(answer.message);
        void queryClient.invalidateQueries({ queryKey: twoFactorKey });
      }}
      onError={(error) => setFailure(errorMessage(error))}
      className="flex flex-col gap-4"
      aria-label="Turn off two-factor sign-in"
    >
      <FormNote>Two-factor sign-in is on: each sign-in asks for a code from your authenticator app.</FormNote>
      {failure && <FormNote tone="danger">{failure}</FormNote>}
      <PasswordField
        name="password"
        label="Password"
        autoComplete="current-password"
        description="Enter your password to turn it off."
      />
      <SubmitButton
        variant="secondary"
        icon={<ShieldOff aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel="Turning off…"
      >
        Turn off two-factor sign-in
      </SubmitButton>
    </Form>
  );
}
