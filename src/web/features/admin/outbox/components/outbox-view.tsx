import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '#shared/format/dates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { api, errorMessage } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useOutboxT } from '../i18n.ts';

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
const outboxKey = (status: OutboxStatus | 'all') => ['admin', 'outbox', status] as const;

/**
 * The mail outbox for admins (issue 7): what was sent, what waits, what failed and why, with Resend
 * for a failed email. One-time codes are never resent (the server refuses). WhatsApp order updates
 * (issue 24) are listed beside the emails; the counts on the filters are the emails'.
 */
export function OutboxView() {
  const t = useOutboxT();
  const { locale } = useI18n();
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
      toast.success(t('outbox.queued'));
      return queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] });
    },
    onError: (error) => toast.error(t('outbox.queueFailed'), { description: errorMessage(error) }),
  });

  return (
    <section aria-labelledby="outbox-heading" className="mt-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="outbox-heading" className="text-2xl">
          {t('outbox.heading')}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCw aria-hidden="true" strokeWidth={1.75} />
          {t('outbox.refresh')}
        </Button>
      </div>
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">{t('outbox.show')}</legend>
        {(['all', ...STATUSES] as const).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? 'primary' : 'secondary'}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {s !== 'all' && outbox.data
              ? t('filter.count', { status: t(`filter.${s}`), count: outbox.data.counts[s] })
              : t(`filter.${s}`)}
          </Button>
        ))}
      </fieldset>
      {outbox.isPending ? (
        <p className="mt-6 text-muted">{t('outbox.loading')}</p>
      ) : outbox.isError ? (
        <p className="mt-6 text-danger">{errorMessage(outbox.error, t('outbox.loadFailed'))}</p>
      ) : outbox.data.items.length === 0 ? (
        <p className="mt-6 text-muted">{t('outbox.none')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-border rounded-xl border border-border bg-surface">
          {outbox.data.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {item.channel === 'whatsapp'
                    ? t('outbox.whatsapp', { subject: item.subject })
                    : item.subject}
                </p>
                {item.preview && <p className="text-sm break-words">{item.preview}</p>}
                <p className="text-sm text-muted break-all">
                  {item.to} · {item.kind} · {formatDateTime(new Date(item.createdAt), locale)}
                </p>
                <p className="text-sm">
                  <span className="font-semibold">{t(`status.${item.status}`)}</span> ·{' '}
                  {t('outbox.tries', { attempts: item.attempts, max: item.maxAttempts })}
                  {item.provider ? t('outbox.via', { provider: item.provider }) : ''}
                  {item.deliveryStatus
                    ? t('outbox.whatsappSays', { status: t(`delivery.${item.deliveryStatus}`) })
                    : ''}
                </p>
                {item.lastError && <p className="text-sm text-danger break-words">{item.lastError}</p>}
              </div>
              {item.status === 'failed' && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => resend.mutate(item.id)}
                  disabled={resend.isPending}
                  aria-label={t('outbox.resendLabel', { subject: item.subject, to: item.to })}
                >
                  <RotateCcw aria-hidden="true" strokeWidth={1.75} />
                  {t('outbox.resend')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
