import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Save, Send } from 'lucide-react';
import { toast } from 'sonner';
import {
  type WhatsAppAdmin,
  type WhatsAppSandboxMessage,
  type WhatsAppSettingsInput,
  whatsappSettingsInputSchema,
  whatsappTestInputSchema,
} from '#shared/whatsapp/whatsapp.schemas.ts';
import { WHATSAPP_EVENTS, type WhatsAppEvent } from '#shared/whatsapp/whatsapp.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { api, errorMessage } from '#web/lib/api-client.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useWhatsAppT } from '../i18n.ts';

const ADMIN_KEY = ['admin', 'whatsapp'] as const;
const SANDBOX_KEY = ['admin', 'whatsapp', 'sandbox'] as const;

type SettingsValues = { enabled: boolean; events: Record<WhatsAppEvent, boolean> };

const sectionClass = 'flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6';

/**
 * The admin's WhatsApp channel (issue 24): on or off, which order events send a message, each event's
 * approved template with its parameters, a test message to a number, and (sandbox) what was recorded.
 */
export function WhatsAppChannel() {
  const t = useWhatsAppT();
  const channel = useQuery({
    queryKey: ADMIN_KEY,
    queryFn: ({ signal }) => api.get<WhatsAppAdmin>('/admin/whatsapp', { signal }),
  });
  if (channel.isPending) return <p className="text-muted">{t('wa.loading')}</p>;
  if (channel.isError) {
    return (
      <p role="alert" className="text-danger">
        {errorMessage(channel.error, t('wa.loadFailed'))}
      </p>
    );
  }
  const view = channel.data;
  return (
    <div className="flex flex-col gap-6">
      {view.provider === null && (
        <p role="status" className="rounded-card border border-border bg-surface p-4 text-muted">
          {t('wa.notConfigured')}
        </p>
      )}
      {view.provider !== null && <SettingsForm view={view} />}
      <Templates view={view} />
      {view.provider !== null && <TestMessage template={view.testTemplate} />}
      {view.provider === 'sandbox' && <SandboxMessages />}
    </div>
  );
}

function SettingsForm({ view }: { view: WhatsAppAdmin }) {
  const t = useWhatsAppT();
  const queryClient = useQueryClient();
  const form = useSchemaForm<SettingsValues, WhatsAppSettingsInput>(whatsappSettingsInputSchema, {
    values: {
      enabled: view.enabled,
      events: Object.fromEntries(
        WHATSAPP_EVENTS.map((e) => [e, view.events.includes(e)]),
      ) as SettingsValues['events'],
    },
    toBody: ({ enabled, events }) => ({ enabled, events: WHATSAPP_EVENTS.filter((e) => events[e]) }),
  });
  const save = async (body: WhatsAppSettingsInput) => {
    const saved = await api.put<WhatsAppAdmin>('/admin/whatsapp', body);
    queryClient.setQueryData(ADMIN_KEY, saved);
    toast.success(t('wa.saved'));
  };
  return (
    <Form
      form={form}
      onSubmit={save}
      onError={(error) => toast.error(errorMessage(error))}
      className={sectionClass}
      aria-label={t('wa.settings')}
    >
      <h2 className="text-xl">{t('wa.channel')}</h2>
      <CheckboxField
        name="enabled"
        variant="switch"
        label={t('wa.enabled')}
        description={t('wa.enabledHint', { provider: view.provider ?? '' })}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-semibold">{t('wa.events')}</legend>
        {WHATSAPP_EVENTS.map((event) => (
          <CheckboxField key={event} name={`events.${event}`} label={t(`event.${event}`)} />
        ))}
      </fieldset>
      <SubmitButton
        icon={<Save aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t('wa.saving')}
        className="self-start"
      >
        {t('wa.save')}
      </SubmitButton>
    </Form>
  );
}

function Templates({ view }: { view: WhatsAppAdmin }) {
  const t = useWhatsAppT();
  return (
    <section aria-labelledby="whatsapp-templates" className={sectionClass}>
      <h2 id="whatsapp-templates" className="text-xl">
        {t('wa.templates')}
      </h2>
      <p className="text-sm text-muted">{t('wa.templatesIntro')}</p>
      <ul className="flex flex-col gap-4">
        {view.templates.map((template) => (
          <li key={template.event}>
            <p className="font-semibold">
              {t(`event.${template.event}`)}: <code className="break-all">{template.name || '—'}</code>
              {template.language ? ` (${template.language})` : ''}
            </p>
            <ol className="ml-5 list-decimal text-sm text-muted">
              {template.parameters.map((p, i) => (
                <li key={p}>
                  {`{{${i + 1}}}`} {p}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TestMessage({ template }: { template: string }) {
  const t = useWhatsAppT();
  const form = useSchemaForm<{ phone: string }, { phone: string }>(whatsappTestInputSchema, {
    defaultValues: { phone: '' },
  });
  const queryClient = useQueryClient();
  const send = async (body: { phone: string }) => {
    await api.post<{ status: string; message: string }>('/admin/whatsapp/test', body);
    toast.success(t('wa.testSent'));
    await queryClient.invalidateQueries({ queryKey: SANDBOX_KEY });
  };
  return (
    <Form
      form={form}
      onSubmit={send}
      onError={(error) => toast.error(t('wa.testFailed'), { description: errorMessage(error) })}
      className={sectionClass}
      aria-label={t('wa.test')}
    >
      <h2 className="text-xl">{t('wa.test')}</h2>
      <TextField
        name="phone"
        label={t('wa.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        description={t('wa.testHint', { template })}
      />
      <SubmitButton
        icon={<Send aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel={t('wa.sending')}
        className="self-start"
      >
        {t('wa.sendTest')}
      </SubmitButton>
    </Form>
  );
}

/** Development and tests: what the sandbox provider recorded instead of sending. */
function SandboxMessages() {
  const t = useWhatsAppT();
  const { locale } = useI18n();
  const sandbox = useQuery({
    queryKey: SANDBOX_KEY,
    queryFn: ({ signal }) =>
      api.get<{ messages: WhatsAppSandboxMessage[] }>('/admin/whatsapp/sandbox', { signal }),
  });
  return (
    <section aria-labelledby="whatsapp-sandbox" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="whatsapp-sandbox" className="text-xl">
          {t('wa.sandbox')}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => sandbox.refetch()} disabled={sandbox.isFetching}>
          <RefreshCw aria-hidden="true" strokeWidth={1.75} />
          {t('wa.refresh')}
        </Button>
      </div>
      <p className="text-sm text-muted">{t('wa.sandboxIntro')}</p>
      {sandbox.data?.messages.length === 0 && <p className="text-muted">{t('wa.noMessages')}</p>}
      <ul aria-label={t('wa.sandbox')} className="flex flex-col divide-y divide-border">
        {sandbox.data?.messages.map((m) => (
          <li key={m.id} className="py-3">
            <p className="font-semibold">
              {m.template} → +{m.to}
            </p>
            <p className="text-sm break-words">{m.parameters.join(' · ') || t('wa.noParameters')}</p>
            <p className="text-sm text-muted">{formatIsoDateTime(m.at, locale)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
