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

/**
 * The text of a box that searches as typing pauses (and on `submit`, e.g. Enter). `value` is the search
 * in effect (e.g. from the URL); `onSearch` gets the normalised text only when it differs from it.
 */
export function useDebouncedSearch(
  value: string,
  onSearch: (q: string) => void,
  normalize: (text: string) => string = (text) => text.trim(),
) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The search changed from outside (our own search arriving, the back button, a link): show it unless
  // the box already says the same (keeps a trailing space still being typed after).
  if (value !== seen) {
    setSeen(value);
    if (normalize(draft) !== value) setDraft(value);
  }

  function submit(text: string) {
    const q = normalize(text);
    if (q !== value) onSearch(q);
  }
  const submitLater = useEffectEvent((text: string) => submit(text));

  useEffect(() => {
    const timer = window.setTimeout(() => submitLater(draft), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  return { draft, setDraft, submit };
}
