import { useQuery } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import { teamReturnRequestsQueryOptions } from '#web/features/returns/api/returns-api.ts';
import { useReturnsT } from '#web/features/returns/hooks/use-returns-t.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';

/**
 * Above the orders: the buyers' problem reports waiting for an answer (decision 084), counted, each opening its
 * order, where it is accepted or declined. Nothing when none waits.
 */
export function OpenProblems({ onOpen }: { onOpen: (orderId: string) => void }) {
  const t = useReturnsT();
  const { locale } = useI18n();
  const open = useQuery(teamReturnRequestsQueryOptions({ status: 'open' })).data ?? [];
  if (open.length === 0) return null;
  return (
    <details className="rounded-card border-2 border-primary bg-surface p-3" open={open.length <= 3}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
        <LifeBuoy aria-hidden="true" size={18} strokeWidth={1.75} />
        {t('returns.admin.openCount', { count: open.length })}
      </summary>
      <ul className="mt-2 flex flex-col gap-1">
        {open.map((report) => (
          <li key={report.id}>
            <button
              type="button"
              className="min-h-11 w-full rounded-control px-2 text-left text-sm hover:bg-sand focus-visible:outline-2"
              onClick={() => onOpen(report.orderId)}
              aria-label={t('returns.admin.open', { order: report.orderNumber })}
            >
              <span className="font-mono font-semibold">{report.orderNumber}</span> · {report.customerName} ·{' '}
              {t(`returns.reason.${report.reason}`)} · {formatIsoDateTime(report.createdAt, locale)}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
