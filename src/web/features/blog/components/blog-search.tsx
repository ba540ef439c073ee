import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { BLOG_LIMITS } from '#shared/blog/blog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { normalizeBlogSearch } from '../lib/blog-filters.ts';

/** Spec §2: the search runs on Enter or the Search button (not on every keystroke); '' shows all posts. */
export function BlogSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed (Back, a link, 'View All Posts'): show its text.
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }

  return (
    <search className="w-full">
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(normalizeBlogSearch(draft));
        }}
      >
        <label htmlFor={id} className="sr-only">
          Search blog posts
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            size={18}
            strokeWidth={1.75}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
          />
          <input
            id={id}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={BLOG_LIMITS.search}
            placeholder="Search posts…"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="min-h-11 w-full rounded-control border border-foreground/20 bg-surface py-2 pr-3 pl-10 text-base text-foreground transition-colors placeholder:text-muted/80 hover:border-foreground/40"
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
    </search>
  );
}
