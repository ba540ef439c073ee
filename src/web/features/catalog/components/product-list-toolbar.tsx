import { X } from 'lucide-react';
import { useId, useRef } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '#shared/catalog/product-sorts.ts';
import { CATEGORIES, type Category, isCategory } from '#shared/constants/categories.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { SearchInput, useDebouncedSearch } from '#web/components/ui/search-input.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { normalizeSearch, type ProductListFilters, SEARCH_MAX_LENGTH } from '../lib/product-filters.ts';

const ALL_CATEGORIES = '';
const labelClass = 'text-sm font-semibold text-foreground';

interface ProductListToolbarProps {
  filters: ProductListFilters;
  onCategoryChange: (category: Category | null) => void;
  onSortChange: (sort: ProductSort) => void;
  /** Called with normalised text after typing pauses, on Enter, and at once when cleared. */
  onSearchChange: (q: string) => void;
}

/** Search box, category picker and sort picker of /products. The parent keeps the values in the URL. */
export function ProductListToolbar({
  filters,
  onCategoryChange,
  onSortChange,
  onSearchChange,
}: ProductListToolbarProps) {
  const id = useId();
  const t = useT();
  return (
    <div className="grid gap-3 rounded-card border border-border bg-surface p-3 sm:grid-cols-2 sm:p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] lg:gap-4">
      <SearchBox
        id={`${id}-search`}
        value={filters.q}
        onSearchChange={onSearchChange}
        className="sm:col-span-2 lg:col-span-1"
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-category`} className={labelClass}>
          {t('list.category')}
        </label>
        <NativeSelect
          id={`${id}-category`}
          value={filters.category ?? ALL_CATEGORIES}
          onChange={(event) => {
            const value = event.target.value;
            onCategoryChange(isCategory(value) ? value : null);
          }}
        >
          <option value={ALL_CATEGORIES}>{t('list.allCategories')}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`category.${category}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-sort`} className={labelClass}>
          {t('list.sortBy')}
        </label>
        <NativeSelect
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(event) => {
            const sort = PRODUCT_SORTS.find((s) => s === event.target.value);
            if (sort) onSortChange(sort);
          }}
        >
          {/* Best match orders a search; without one there is nothing to match. */}
          {PRODUCT_SORTS.filter((sort) => sort !== 'relevance' || filters.q).map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

function SearchBox({
  id,
  value,
  onSearchChange,
  className,
}: {
  id: string;
  value: string;
  onSearchChange: (q: string) => void;
  className?: string;
}) {
  const { draft, setDraft, submit } = useDebouncedSearch(value, onSearchChange, normalizeSearch);
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useT();

  return (
    <search className={className}>
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          submit(draft);
        }}
      >
        <label htmlFor={id} className={labelClass}>
          {t('list.search')}
        </label>
        <SearchInput
          ref={inputRef}
          id={id}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('list.searchPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          inputClassName="pr-11 [&::-webkit-search-cancel-button]:appearance-none"
        >
          {draft && (
            <button
              type="button"
              aria-label={t('list.clearSearch')}
              className="absolute top-1/2 right-0.5 grid size-10 -translate-y-1/2 place-items-center rounded-control text-muted transition-colors hover:text-foreground"
              onClick={() => {
                setDraft('');
                submit('');
                inputRef.current?.focus();
              }}
            >
              <X aria-hidden="true" size={18} strokeWidth={1.75} />
            </button>
          )}
        </SearchInput>
      </form>
    </search>
  );
}
