import { useQuery } from '@tanstack/react-query';
import type { AdminStockRequest } from '#shared/stock-requests/stock-requests.schemas.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { adminStockRequestsKey, getAdminStockRequests } from '../api/stock-requests-api.ts';
import { useStockRequestsT } from '../hooks/use-stock-requests-t.ts';

/**
 * Decision 073, in the admin's product dialog: who waits to hear the piece is back (in the order they will be told)
 * and who asked for one like a sold one-of-a-kind piece. Every text is the shopper's, shown as text.
 */
export function AdminStockRequests({ productId }: { productId: number }) {
  const t = useStockRequestsT();
  const query = useQuery({
    queryKey: adminStockRequestsKey(productId),
    queryFn: () => getAdminStockRequests(productId),
  });
  if (!query.data) return null;
  const { waiting, likeThis } = query.data;
  return (
    <section
      aria-label={t('stockRequest.admin.title')}
      className="flex flex-col gap-3 rounded-card border border-border p-4"
    >
      <h3 className="font-semibold">{t('stockRequest.admin.title')}</h3>
      <RequestList
        heading={t('stockRequest.admin.waiting', { count: waiting.length })}
        empty={t('stockRequest.admin.noneWaiting')}
        requests={waiting}
      />
      {likeThis.length > 0 && (
        <RequestList
          heading={t('stockRequest.admin.likeThis', { count: likeThis.length })}
          empty=""
          requests={likeThis}
        />
      )}
    </section>
  );
}

function RequestList({
  heading,
  empty,
  requests,
}: {
  heading: string;
  empty: string;
  requests: AdminStockRequest[];
}) {
  const { locale } = useI18n();
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-semibold">{heading}</p>
      {requests.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ol className="flex max-h-60 flex-col gap-1 overflow-y-auto text-sm">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-wrap gap-x-2 border-b border-border pb-1">
              <span className="break-all">{r.email}</span>
              {r.options && <span className="text-muted">{r.options}</span>}
              <span className="text-muted">{formatIsoDateTime(r.createdAt, locale)}</span>
              {r.note && <span className="w-full whitespace-pre-wrap">{r.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
