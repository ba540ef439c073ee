import { useId } from 'react';
import { SearchInput, useDebouncedSearch } from '#web/components/ui/search-input.tsx';
import { useAdminCustomersT } from '../i18n.ts';

interface CustomerSearchProps {
  /** The search in effect (e.g. from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (q: string) => void;
  label?: string;
  className?: string;
}

/** docs/product.md §7.6: the text matches email or full name. Debounced so each pause asks the server once. */
export function CustomerSearch({ value, onSearch, label, className }: CustomerSearchProps) {
  const t = useAdminCustomersT();
  const id = useId();
  const { draft, setDraft, submit } = useDebouncedSearch(value, onSearch);

  return (
    <search className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label ?? t('search.label')}
      </label>
      <SearchInput
        id={id}
        maxLength={200}
        placeholder="meera@example.in, Meera…"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(draft);
        }}
      />
    </search>
  );
}
