import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, ExternalLink, RefreshCw, Send } from 'lucide-react';
import { toast } from 'sonner';
import { formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { assistedKeys, assistedOrderQueryOptions, sendAssistedLink } from '../api/assisted-api.ts';
import { useAssistedT } from '../i18n.ts';

/**
 * The order just made: its number, status and total; for a link order the link (copy it into the chat), its
 * state and expiry, and "Send again" (makes the link if Razorpay was down, and mails it).
 */
export function AssistedOrderPanel({
  id,
  onOpenOrder,
  onNext,
}: {
  id: string;
  onOpenOrder: (id: string) => void;
  onNext: () => void;
}) {
  const t = useAssistedT();
  const { locale } = useI18n();
  const queryClient = useQueryClient();
  const order = useQuery(assistedOrderQueryOptions(id));
  const resend = useMutation({
    mutationFn: () => sendAssistedLink(id),
    onSuccess: (made) => {
      queryClient.setQueryData(assistedKeys.order(id), made);
      toast.success(t('made.sent', { email: made.customerEmail }));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (order.isPending) return <Skeleton className="h-64 rounded-card" />;
  if (order.isError) return <p className="text-danger">{errorMessage(order.error)}</p>;
  const made = order.data;
  const link = made.link;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link!.url);
      toast.success(t('made.copied'));
    } catch {
      toast.error(t('made.copyFailed'));
    }
  };
  return (
    <section
      aria-labelledby="assisted-made-heading"
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="assisted-made-heading" className="text-2xl">
          {t('made.heading', { order: made.orderNumber })}
        </h2>
        <p className="text-muted">
          {made.customerName} · {formatRupees(made.total)}
        </p>
        <p role="status" data-testid="assisted-status" className="font-semibold">
          {t(`made.status.${made.status}` as never)}
        </p>
      </div>
      {made.paymentMethod === 'online' &&
        (link ? (
          <div className="flex flex-col gap-2">
            <label htmlFor="assisted-link" className="text-sm font-semibold">
              {t('made.link')}
            </label>
            <input
              id="assisted-link"
              readOnly
              value={link.url}
              onFocus={(event) => event.target.select()}
              className="w-full rounded-control border border-border bg-background px-3 py-2 font-mono text-sm"
            />
            <p className="text-sm text-muted">
              {t(`made.linkStatus.${link.status}` as never)}
              {link.status === 'created' &&
                ` · ${t('made.expires', { at: formatIsoDateTime(link.expiresAt, locale) })}`}
              {link.amountPaid > 0 && ` · ${t('made.paid', { amount: formatRupees(link.amountPaid) })}`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={() => void copy()}>
                <Copy aria-hidden="true" size={18} />
                {t('made.copy')}
              </Button>
              <Button asChild variant="secondary">
                <a href={link.url} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" size={18} />
                  {t('made.openLink')}
                </a>
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-danger" role="alert">
            {t('made.noLink')}
          </p>
        ))}
      <div className="flex flex-wrap gap-2">
        {made.paymentMethod === 'online' && made.status === 'pending_payment' && (
          <Button
            type="button"
            variant="secondary"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? (
              <RefreshCw aria-hidden="true" className="animate-spin" size={18} />
            ) : (
              <Send aria-hidden="true" size={18} />
            )}
            {link ? t('made.sendAgain') : t('made.makeLink')}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={() => onOpenOrder(made.id)}>
          {t('made.openOrder')}
        </Button>
        <Button type="button" variant="ghost" onClick={onNext}>
          {t('made.another')}
        </Button>
      </div>
    </section>
  );
}
