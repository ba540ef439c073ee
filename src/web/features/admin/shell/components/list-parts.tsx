import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminShellT } from '../i18n.ts';

/** A tab's 'Refresh Data': refetches its list, the icon turning while it does. */
export function RefreshDataButton({ query }: { query: Pick<UseQueryResult, 'isFetching' | 'refetch'> }) {
  const t = useAdminShellT();
  return (
    <Button variant="secondary" disabled={query.isFetching} onClick={() => void query.refetch()}>
      <RefreshCw
        aria-hidden="true"
        strokeWidth={1.75}
        className={query.isFetching ? 'animate-spin' : undefined}
      />
      {t('list.refresh')}
    </Button>
  );
}

/** Three card-sized placeholders while a tab's list loads. */
export function CardListSkeleton() {
  return (
    <ul aria-busy="true" className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <li key={row}>
          <Skeleton className="h-32 rounded-card" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A tab whose load failed (the toast has said so): its message and a way to try again, in place of the list or
 * the form (a form on empty fields could be saved over the live content: audit 2.9).
 */
export function LoadFailed({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const t = useAdminShellT();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border bg-surface px-6 py-10 text-center"
    >
      <p className="text-muted">{message}</p>
      <Button variant="secondary" disabled={retrying} onClick={onRetry}>
        <RotateCcw aria-hidden="true" strokeWidth={1.75} />
        {t('list.tryAgain')}
      </Button>
    </div>
  );
}

/** 'Load more' under a paged admin list while the server has more; `counted`: "(shown of total)" after it. */
export function LoadMoreButton({
  query,
  counted,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  counted?: { shown: number; total: number };
}) {
  const t = useAdminShellT();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className="mt-4 self-center"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage
        ? t('list.loading')
        : counted
          ? t('list.loadMoreCounted', counted)
          : t('list.loadMore')}
    </Button>
  );
}
