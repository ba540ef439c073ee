import { useId } from 'react';
import type { AdminOrderFilter } from '#shared/orders/order-admin.ts';
import { SearchInput, useDebouncedSearch } from '#web/components/ui/search-input.tsx';

interface OrderFiltersProps {
  filter: AdminOrderFilter;
  onChange: (key: 'q' | 'from' | 'to', value: string) => void;
}

const dateInputClass =
  'min-h-11 rounded-control border border-border bg-surface px-3 py-2 text-base text-foreground hover:border-foreground/40';

/**
 * Finding any order (issue 19): the search matches the order number, the customer's name or email, or a
 * phone's digits; the India-day range narrows it. Either reaches the whole history, not only 3 months.
 */
export function OrderFilters({ filter, onChange }: OrderFiltersProps) {
  const searchId = useId();
  const fromId = useId();
  const toId = useId();
  const { draft, setDraft, submit } = useDebouncedSearch(filter.q ?? '', (q) => onChange('q', q));

  return (
    <search className="flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold">
          Search orders
        </label>
        <SearchInput
          id={searchId}
          maxLength={100}
          placeholder="Order number, name, email or phone"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(draft);
          }}
        />
      </div>
      <div>
        <label htmlFor={fromId} className="mb-1.5 block text-sm font-semibold">
          From
        </label>
        <input
          id={fromId}
          type="date"
          className={dateInputClass}
          value={filter.from ?? ''}
          max={filter.to || undefined}
          onChange={(event) => onChange('from', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={toId} className="mb-1.5 block text-sm font-semibold">
          To
        </label>
        <input
          id={toId}
          type="date"
          className={dateInputClass}
          value={filter.to ?? ''}
          min={filter.from || undefined}
          onChange={(event) => onChange('to', event.target.value)}
        />
      </div>
    </search>
  );
}
