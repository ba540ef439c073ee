import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { api, errorMessage } from '#web/lib/api-client.ts';

/** One row of `GET /api/admin/outbox` (dates as ISO strings over JSON). */
interface OutboxItem {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  provider: string | null;
  createdAt: string;
  sentAt: string | null;
  /** Issue 24: WhatsApp messages are rows of the same outbox, with WhatsApp's delivery state and a preview. */
  channel: 'email' | 'whatsapp';
  deliveryStatus: 'sent' | 'delivered' | 'read' | 'failed' | null;
  preview: string | null;
}
type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';
interface OutboxPage {
  items: OutboxItem[];
  total: number;
  counts: Record<OutboxStatus, number>;
}

const STATUSES: OutboxStatus[] = ['pending', 'sending', 'sent', 'failed'];
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const outboxKey = (status: OutboxStatus | 'all') => ['admin', 'outbox', status] as const;

/**
 * The mail outbox for admins (issue 7): what was sent, what waits, what failed and why, with Resend
 * for a failed email. One-time codes are never resent (the server refuses). WhatsApp order updates
 * (issue 24) are listed beside the emails; the counts on the filters are the emails'.
 */
export function OutboxView() {
  const [status, setStatus] = useState<OutboxStatus | 'all'>('all');
  const queryClient = useQueryClient();
  const outbox = useQuery({
    queryKey: outboxKey(status),
    queryFn: ({ signal }) =>
      api.get<OutboxPage>('/admin/outbox', {
        query: { status: status === 'all' ? undefined : status, limit: 50 },
        signal,
      }),
  });
  const resend = useMutation({
    mutationFn: (id: string) => api.post(`/admin/outbox/${id}/resend`),
    onSuccess: () => {
      toast.success('Email queued again');
      return queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] });
    },
    onError: (error) => toast.error('Could not queue the email again', { description: errorMessage(error) }),
  });

  return (
    <section aria-labelledby="outbox-heading" className="mt-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="outbox-heading" className="text-2xl">
          Outbox
        </h2>
        <Button variant="secondary" size="sm" onClick={() => outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCw aria-hidden="true" strokeWidth={1.75} />
          Refresh
        </Button>
      </div>
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">Show emails</legend>
        {(['all', ...STATUSES] as const).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? 'primary' : 'secondary'}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {s === 'all' ? 'All' : `${s[0]!.toUpperCase()}${s.slice(1)}`}
            {s !== 'all' && outbox.data ? ` (${outbox.data.counts[s]})` : ''}
          </Button>
        ))}
      </fieldset>
      {outbox.isPending ? (
        <p className="mt-6 text-muted">Loading emails…</p>
      ) : outbox.isError ? (
        <p className="mt-6 text-danger">{errorMessage(outbox.error, 'Failed to load the outbox.')}</p>
      ) : outbox.data.items.length === 0 ? (
        <p className="mt-6 text-muted">No emails here.</p>
      ) : (
        <ul className="mt-6 divide-y divide-border rounded-xl border border-border bg-surface">
          {outbox.data.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {item.channel === 'whatsapp' ? `WhatsApp: ${item.subject}` : item.subject}
                </p>
                {item.preview && <p className="text-sm break-words">{item.preview}</p>}
                <p className="text-sm text-muted break-all">
                  {item.to} · {item.kind} · {when.format(new Date(item.createdAt))}
                </p>
                <p className="text-sm">
                  <span className="font-semibold">{item.status}</span> · tries {item.attempts}/
                  {item.maxAttempts}
                  {item.provider ? ` · via ${item.provider}` : ''}
                  {item.deliveryStatus ? ` · WhatsApp says ${item.deliveryStatus}` : ''}
                </p>
                {item.lastError && <p className="text-sm text-danger break-words">{item.lastError}</p>}
              </div>
              {item.status === 'failed' && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => resend.mutate(item.id)}
                  disabled={resend.isPending}
                  aria-label={`Resend ${item.subject} to ${item.to}`}
                >
                  <RotateCcw aria-hidden="true" strokeWidth={1.75} />
                  Resend
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
