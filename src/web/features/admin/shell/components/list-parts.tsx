import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** A tab's 'Refresh Data': refetches its list, the icon turning while it does. */
export function RefreshDataButton({ query }: { query: Pick<UseQueryResult, 'isFetching' | 'refetch'> }) {
  return (
    <Button variant="secondary" disabled={query.isFetching} onClick={() => void query.refetch()}>
      <RefreshCw
        aria-hidden="true"
        strokeWidth={1.75}
        className={query.isFetching ? 'animate-spin' : undefined}
      />
      Refresh Data
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
