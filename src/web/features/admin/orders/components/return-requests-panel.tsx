import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { AdminOrderDetail } from '#shared/orders/order-ops.ts';
import { type AdminReturnRequest, RETURN_LIMITS } from '#shared/orders/return-requests.schemas.ts';
import { formatRupees, rupeesToPaise } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FieldError, inputClass } from '#web/components/ui/form/field-parts.tsx';
import {
  acceptReturn,
  declineReturn,
  returnKeys,
  teamReturnRequestsQueryOptions,
} from '#web/features/returns/api/returns-api.ts';
import { useReturnsT } from '#web/features/returns/hooks/use-returns-t.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { adminOrderKeys } from '../api/admin-orders-api.ts';

/**
 * The buyer's "Report a problem" on the order's page (decision 084): each report with its words and photos; an
 * open one is accepted (with a refund through the order's own refund, prefilled with what is left to refund when
 * a refund is asked) or declined with a reason the buyer sees. Shown only when the order has a report.
 */
export function ReturnRequestsPanel({ order }: { order: AdminOrderDetail }) {
  const t = useReturnsT();
  const reports = useQuery(teamReturnRequestsQueryOptions({ orderId: order.id })).data ?? [];
  if (reports.length === 0) return null;
  return (
    <section
      aria-label={t('returns.admin.title')}
      className="flex flex-col gap-3 rounded-card border-2 border-primary bg-surface p-4 lg:col-span-2"
    >
      <h3 className="font-sans text-base font-semibold">{t('returns.admin.title')}</h3>
      <ul className="flex flex-col gap-4">
        {reports.map((report) => (
          <li
            key={report.id}
            className="flex flex-col gap-2 border-t border-border pt-3 first:border-0 first:pt-0"
          >
            <Report report={report} order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Report({ report, order }: { report: AdminReturnRequest; order: AdminOrderDetail }) {
  const t = useReturnsT();
  const { locale } = useI18n();
  return (
    <>
      <p className="text-sm">
        <strong>{t(`returns.admin.status.${report.status}`)}</strong> ·{' '}
        {t('returns.admin.entry', {
          date: formatIsoDateTime(report.createdAt, locale),
          reason: t(`returns.reason.${report.reason}`),
          asked:
            report.asked === 'refund' ? t('returns.admin.askedRefund') : t('returns.admin.askedReplacement'),
        })}
        {report.refundAmount
          ? ` · ${t('returns.admin.refunded', { amount: formatRupees(report.refundAmount, locale) })}`
          : ''}
      </p>
      <p className="whitespace-pre-line text-sm">{report.description}</p>
      {report.declineReason && <p className="text-sm text-muted">{report.declineReason}</p>}
      {report.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {report.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noopener">
                <img
                  src={photo.url}
                  alt={t('returns.admin.photo', { n: index + 1 })}
                  width={photo.width}
                  height={photo.height}
                  className="size-24 rounded-control bg-sand object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {report.status === 'open' && <Answer report={report} order={order} />}
    </>
  );
}

function Answer({ report, order }: { report: AdminReturnRequest; order: AdminOrderDetail }) {
  const t = useReturnsT();
  const { locale } = useI18n();
  const id = useId();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(
    report.asked === 'refund' && order.refundable > 0 ? String(order.refundable / 100) : '',
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ refundAmount?: string; reason?: string }>({});
  const refundPaise = amount.trim() === '' ? undefined : rupeesToPaise(Number(amount));
  const settled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: returnKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
    ]);
  const failed = (error: unknown) => {
    const fields = error instanceof ApiError ? error.fields : undefined;
    if (fields?.refundAmount || fields?.reason)
      setErrors({ refundAmount: fields.refundAmount, reason: fields.reason });
    else toast.error(errorMessage(error));
  };
  const accept = useMutation({
    mutationFn: () => acceptReturn(report.id, refundPaise ? { refundAmount: refundPaise } : {}),
    onSuccess: () => toast.success(t('returns.admin.accepted')),
    onError: failed,
    onSettled: settled,
  });
  const decline = useMutation({
    mutationFn: () => declineReturn(report.id, reason.trim()),
    onSuccess: () => toast.success(t('returns.admin.declined')),
    onError: failed,
    onSettled: settled,
  });
  const amountBad = refundPaise !== undefined && !(Number.isFinite(refundPaise) && refundPaise > 0);
  const busy = accept.isPending || decline.isPending;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-amount`} className="text-sm font-semibold">
          {t('returns.admin.refundAmount')}
        </label>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={errors.refundAmount || amountBad ? true : undefined}
          aria-describedby={`${id}-amount-error`}
          className={inputClass}
        />
        <FieldError id={`${id}-amount-error`}>
          {amountBad ? t('returns.admin.amountInvalid') : errors.refundAmount}
        </FieldError>
        <ConfirmDialog
          trigger={
            <Button size="sm" className="self-start" disabled={busy || amountBad}>
              <Check aria-hidden="true" strokeWidth={1.75} />
              {t('returns.admin.accept')}
            </Button>
          }
          title={t('returns.admin.acceptTitle')}
          description={
            refundPaise
              ? t('returns.admin.acceptRefund', { amount: formatRupees(refundPaise, locale) })
              : t('returns.admin.acceptNoRefund')
          }
          confirmLabel={t('returns.admin.accept')}
          cancelLabel={t('returns.admin.keep')}
          onConfirm={() => accept.mutate()}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
          {t('returns.admin.declineReason')}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={RETURN_LIMITS.declineReasonMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={`${id}-reason-error`}
          className={inputClass}
        />
        <FieldError id={`${id}-reason-error`}>{errors.reason}</FieldError>
        <ConfirmDialog
          trigger={
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              disabled={busy || reason.trim() === ''}
            >
              <X aria-hidden="true" strokeWidth={1.75} />
              {t('returns.admin.decline')}
            </Button>
          }
          title={t('returns.admin.declineTitle')}
          description={t('returns.admin.declineText')}
          confirmLabel={t('returns.admin.decline')}
          cancelLabel={t('returns.admin.keep')}
          onConfirm={() => decline.mutate()}
        />
      </div>
    </div>
  );
}
