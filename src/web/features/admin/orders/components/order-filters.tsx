import { useId } from 'react';
import type { AdminOrderFilter } from '#shared/orders/order-admin.ts';
import { SearchInput, useDebouncedSearch } from '#web/components/ui/search-input.tsx';
import { useAdminOrdersT } from '../i18n.ts';

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
  const t = useAdminOrdersT();
  const searchId = useId();
  const { draft, setDraft, submit } = useDebouncedSearch(filter.q ?? '', (q) => onChange('q', q));

  return (
    <search className="flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold">
          {t('filters.search')}
        </label>
        <SearchInput
          id={searchId}
          maxLength={100}
          placeholder={t('filters.searchPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(draft);
          }}
        />
      </div>
      <DayField
        label={t('filters.from')}
        value={filter.from}
        max={filter.to}
        onChange={(day) => onChange('from', day)}
      />
      <DayField
        label={t('filters.to')}
        value={filter.to}
        min={filter.from}
        onChange={(day) => onChange('to', day)}
      />
    </search>
  );
}

function DayField(props: {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {props.label}
      </label>
      <input
        id={id}
        type="date"
        className={dateInputClass}
        value={props.value ?? ''}
        min={props.min || undefined}
        max={props.max || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
