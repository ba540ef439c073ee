import { useQuery } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { AssistedBuyer } from '#shared/orders/assisted.schemas.ts';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useDebouncedValue } from '#web/hooks/use-debounced-value.ts';
import { assistedBuyersQueryOptions } from '../api/assisted-api.ts';
import { useAssistedT } from '../i18n.ts';

/**
 * Find a buyer of an earlier order by phone digits or email (at least 3 characters): picking one fills the buyer's
 * details and last delivery address; with none found the owner types a new buyer below.
 */
export function BuyerFinder({ onPick }: { onPick: (buyer: AssistedBuyer) => void }) {
  const t = useAssistedT();
  const id = useId();
  const [q, setQ] = useState('');
  const settled = useDebouncedValue(q.trim());
  const found = useQuery(assistedBuyersQueryOptions(settled));
  const searching = settled.length >= 3;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('buyer.find')}
      </label>
      <SearchInput
        id={id}
        inputMode="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={t('buyer.findPlaceholder')}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-sm text-muted" aria-live="polite">
        {!searching
          ? t('buyer.findHint')
          : found.isFetching && !found.data
            ? t('buyer.searching')
            : found.data?.buyers.length === 0
              ? t('buyer.noneFound')
              : t('buyer.found', { count: found.data?.buyers.length ?? 0 })}
      </p>
      {searching && found.isPending && <Skeleton className="h-14 rounded-card" />}
      {searching && (found.data?.buyers.length ?? 0) > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('buyer.results')}>
          {found.data!.buyers.map((buyer) => (
            <li key={`${buyer.email} ${buyer.phone}`}>
              <button
                type="button"
                onClick={() => {
                  onPick(buyer);
                  setQ('');
                }}
                className="flex w-full items-center gap-3 rounded-card border border-border bg-surface p-3 text-left hover:border-primary focus-visible:outline-2 focus-visible:outline-foreground"
              >
                <UserCheck aria-hidden="true" size={20} className="shrink-0 text-primary" />
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold">{buyer.fullName}</span>
                  <span className="truncate text-sm text-muted">
                    {buyer.phone} · {buyer.email} · {t('buyer.orders', { count: buyer.orders })}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
