import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { FeedReport } from '#shared/feeds/feeds.schemas.ts';
import { api, errorMessage } from '#web/lib/api-client.ts';
import { CardListSkeleton, LoadFailed } from '../../shell/components/list-parts.tsx';
import { useSearchAdminT } from '../i18n.ts';

const key = ['admin', 'feeds', 'report'] as const;

/**
 * Admin → Search → Product feeds (docs/product.md §7.18, decision 071): the feeds' addresses, what each product lacks
 * for them, and its 'Leave out of feeds' switch.
 */
export default function FeedsSection() {
  const t = useSearchAdminT();
  const id = useId();
  const client = useQueryClient();
  const report = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<FeedReport>('/admin/feeds/report', { signal }),
  });
  const leaveOut = useMutation({
    mutationFn: ({ productId, feedExcluded }: { productId: number; feedExcluded: boolean }) =>
      api.put(`/admin/feeds/products/${productId}`, { feedExcluded }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });

  return (
    <section aria-labelledby={`${id}-feeds`} className="flex flex-col gap-3">
      <h3 id={`${id}-feeds`} className="text-xl">
        {t('feeds.heading')}
      </h3>
      <p className="text-sm text-muted">{t('feeds.intro')}</p>
      {report.isPending ? (
        <CardListSkeleton />
      ) : report.isError ? (
        <LoadFailed message={t('feeds.failed')} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <ul className="flex flex-col gap-1 text-sm">
            {report.data.feeds.map((url) => (
              <li key={url}>
                <code className="break-all">{url}</code>
              </li>
            ))}
          </ul>
          <h4 className="text-lg">{t('feeds.lackingHeading')}</h4>
          {report.data.items.length === 0 ? (
            <p className="text-muted">{t('feeds.none')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {report.data.items.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-col gap-2 rounded-card border border-border bg-surface px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div>
                    <p className="font-semibold">
                      {item.name} <span className="text-sm text-muted">{item.catalogNumber}</span>
                    </p>
                    <p className="text-sm text-muted">
                      {item.problems.map((problem) => t(`feeds.problem.${problem}`)).join(' · ')}
                    </p>
                  </div>
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={item.feedExcluded}
                      disabled={leaveOut.isPending}
                      onChange={(event) =>
                        leaveOut.mutate({ productId: item.id, feedExcluded: event.target.checked })
                      }
                    />
                    {t('feeds.leaveOut')}
                  </label>
                </li>
              ))}
            </ul>
          )}
          <p role="alert" className="text-sm text-danger">
            {leaveOut.isError ? errorMessage(leaveOut.error) : ''}
          </p>
        </>
      )}
    </section>
  );
}
