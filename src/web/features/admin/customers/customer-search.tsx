import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';

const DEBOUNCE_MS = 300;

interface CustomerSearchProps {
  /** The search in effect (e.g. from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (q: string) => void;
  label?: string;
  className?: string;
}

/** Spec §5: the text matches email or full name. Debounced so each pause asks the server once. */
export function CustomerSearch({
  value,
  onSearch,
  label = 'Search by email or name',
  className,
}: CustomerSearchProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The search changed from outside (back button, cleared cache): show it.
  if (value !== seen) {
    setSeen(value);
    if (draft.trim() !== value) setDraft(value);
  }
  const submit = useEffectEvent((text: string) => {
    if (text.trim() !== value) onSearch(text.trim());
  });
  useEffect(() => {
    const timer = window.setTimeout(() => submit(draft), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  return (
    <search className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          size={18}
          strokeWidth={1.75}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          autoComplete="off"
          maxLength={200}
          placeholder="meera@example.in, Meera…"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(draft);
          }}
          className="min-h-11 w-full rounded-control border border-border bg-surface py-2 pr-3 pl-10 text-base text-foreground transition-colors placeholder:text-muted/80 hover:border-foreground/40"
        />
      </div>
    </search>
  );
}
