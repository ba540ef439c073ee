import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useEffectEvent, useState } from 'react';

/** Typing settles for this long before a search-as-you-type box searches. */
const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Classes of the wrapper (the input itself takes `inputClassName`). */
  className?: string;
  inputClassName?: string;
  /** Placed over the input's right end, e.g. a clear button. */
  children?: ReactNode;
}

/** The house search box: a type=search input with the magnifier inside. Label it by `id`. */
export function SearchInput({ className, inputClassName, children, ...props }: SearchInputProps) {
  return (
    <div className={clsx('relative', className)}>
      <Search
        aria-hidden="true"
        size={18}
        strokeWidth={1.75}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        autoComplete="off"
        {...props}
        className={clsx(
          'min-h-11 w-full rounded-control border border-border bg-surface py-2 pr-3 pl-10 text-base text-foreground transition-colors placeholder:text-muted/80 hover:border-foreground/40',
          inputClassName,
        )}
      />
      {children}
    </div>
  );
}

/** What a search box knows: the text in it, and the searches it has sent that have not arrived yet. */
export interface SearchBoxState {
  draft: string;
  sent: readonly string[];
}

/**
 * The search in effect became `value`. One the box sent itself arriving leaves the text alone: the shopper may
 * have typed on since (on a slow phone a search sent at a pause arrives seconds later, mid-word). A search from
 * outside (the back button, a link) replaces the text, unless the box already says the same (keeps a trailing
 * space still being typed).
 */
export function searchArrived(
  state: SearchBoxState,
  value: string,
  normalize: (text: string) => string,
): SearchBoxState {
  const sentAt = state.sent.indexOf(value);
  if (sentAt >= 0) return { draft: state.draft, sent: state.sent.slice(sentAt + 1) };
  return { draft: normalize(state.draft) === value ? state.draft : value, sent: [] };
}

/**
 * The text of a box that searches as typing pauses (and on `submit`, e.g. Enter). `value` is the search
 * in effect (e.g. from the URL); `onSearch` gets the normalised text only when it differs from it.
 */
export function useDebouncedSearch(
  value: string,
  onSearch: (q: string) => void,
  normalize: (text: string) => string = (text) => text.trim(),
) {
  const [box, setBox] = useState<SearchBoxState>({ draft: value, sent: [] });
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setBox(searchArrived(box, value, normalize));
  }
  const { draft } = box;
  const setDraft = (text: string) => setBox((current) => ({ ...current, draft: text }));

  function submit(text: string) {
    const q = normalize(text);
    if (q === value) return;
    setBox((current) => ({ ...current, sent: [...current.sent, q] }));
    onSearch(q);
  }
  const submitLater = useEffectEvent((text: string) => submit(text));

  useEffect(() => {
    const timer = window.setTimeout(() => submitLater(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  return { draft, setDraft, submit };
}
