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
import {
  WHATSAPP_EVENT_LABELS,
  WHATSAPP_EVENTS,
  WHATSAPP_TEXTS,
  type WhatsAppEvent,
} from '#shared/whatsapp/whatsapp.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { api, errorMessage } from '#web/lib/api-client.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';

const ADMIN_KEY = ['admin', 'whatsapp'] as const;
const SANDBOX_KEY = ['admin', 'whatsapp', 'sandbox'] as const;

type SettingsValues = { enabled: boolean; events: Record<WhatsAppEvent, boolean> };

const sectionClass = 'flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6';

/**
 * The admin's WhatsApp channel (issue 24): on or off, which order events send a message, each event's
 * approved template with its parameters, a test message to a number, and (sandbox) what was recorded.
 */
export function WhatsAppChannel() {
  const channel = useQuery({
    queryKey: ADMIN_KEY,
    queryFn: ({ signal }) => api.get<WhatsAppAdmin>('/admin/whatsapp', { signal }),
  });
  if (channel.isPending) return <p className="text-muted">Loading the WhatsApp channel…</p>;
  if (channel.isError) {
    return (
      <p role="alert" className="text-danger">
        {errorMessage(channel.error, 'Failed to load the WhatsApp channel.')}
      </p>
    );
  }
  const view = channel.data;
  return (
    <div className="flex flex-col gap-6">
      {view.provider === null && (
        <p role="status" className="rounded-card border border-border bg-surface p-4 text-muted">
          {WHATSAPP_TEXTS.notConfigured}
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
    toast.success(WHATSAPP_TEXTS.settingsSaved);
  };
  return (
    <Form
      form={form}
      onSubmit={save}
      onError={(error) => toast.error(errorMessage(error))}
      className={sectionClass}
      aria-label="WhatsApp settings"
    >
      <h2 className="text-xl">Channel</h2>
      <CheckboxField
        name="enabled"
        variant="switch"
        label="Send order updates on WhatsApp"
        description={`Provider: ${view.provider}. Only to customers who ticked the box at checkout; a STOP reply ends it.`}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-semibold">Order events that send a message</legend>
        {WHATSAPP_EVENTS.map((event) => (
          <CheckboxField key={event} name={`events.${event}`} label={WHATSAPP_EVENT_LABELS[event]} />
        ))}
      </fieldset>
      <SubmitButton
        icon={<Save aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel="Saving…"
        className="self-start"
      >
        Save WhatsApp Settings
      </SubmitButton>
    </Form>
  );
}

function Templates({ view }: { view: WhatsAppAdmin }) {
  return (
    <section aria-labelledby="whatsapp-templates" className={sectionClass}>
      <h2 id="whatsapp-templates" className="text-xl">
        Templates
      </h2>
      <p className="text-sm text-muted">
        Each message is an approved template of your WhatsApp Business account (names from the server's
        configuration). Its body takes these parameters, in this order.
      </p>
      <ul className="flex flex-col gap-4">
        {view.templates.map((t) => (
          <li key={t.event}>
            <p className="font-semibold">
              {WHATSAPP_EVENT_LABELS[t.event]}: <code className="break-all">{t.name || '—'}</code>
              {t.language ? ` (${t.language})` : ''}
            </p>
            <ol className="ml-5 list-decimal text-sm text-muted">
              {t.parameters.map((p, i) => (
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
  const form = useSchemaForm<{ phone: string }, { phone: string }>(whatsappTestInputSchema, {
    defaultValues: { phone: '' },
  });
  const queryClient = useQueryClient();
  const send = async (body: { phone: string }) => {
    const result = await api.post<{ status: string; message: string }>('/admin/whatsapp/test', body);
    toast.success(result.message);
    await queryClient.invalidateQueries({ queryKey: SANDBOX_KEY });
  };
  return (
    <Form
      form={form}
      onSubmit={send}
      onError={(error) => toast.error('Test message not sent', { description: errorMessage(error) })}
      className={sectionClass}
      aria-label="Test message"
    >
      <h2 className="text-xl">Test message</h2>
      <TextField
        name="phone"
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        description={`Sends the template ${template} (no parameters) through the outbox now.`}
      />
      <SubmitButton
        icon={<Send aria-hidden="true" strokeWidth={1.75} />}
        pendingLabel="Sending…"
        className="self-start"
      >
        Send Test Message
      </SubmitButton>
    </Form>
  );
}

/** Development and tests: what the sandbox provider recorded instead of sending. */
function SandboxMessages() {
  const sandbox = useQuery({
    queryKey: SANDBOX_KEY,
    queryFn: ({ signal }) =>
      api.get<{ messages: WhatsAppSandboxMessage[] }>('/admin/whatsapp/sandbox', { signal }),
  });
  return (
    <section aria-labelledby="whatsapp-sandbox" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="whatsapp-sandbox" className="text-xl">
          Sandbox messages
        </h2>
        <Button variant="secondary" size="sm" onClick={() => sandbox.refetch()} disabled={sandbox.isFetching}>
          <RefreshCw aria-hidden="true" strokeWidth={1.75} />
          Refresh
        </Button>
      </div>
      <p className="text-sm text-muted">
        Recorded by the sandbox provider instead of being sent (this server only).
      </p>
      {sandbox.data?.messages.length === 0 && <p className="text-muted">No messages yet.</p>}
      <ul aria-label="Sandbox messages" className="flex flex-col divide-y divide-border">
        {sandbox.data?.messages.map((m) => (
          <li key={m.id} className="py-3">
            <p className="font-semibold">
              {m.template} → +{m.to}
            </p>
            <p className="text-sm break-words">{m.parameters.join(' · ') || 'no parameters'}</p>
            <p className="text-sm text-muted">{formatIsoDateTime(m.at)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
