import { useId, useState } from 'react';
import { BLOG_LIMITS } from '#shared/blog/blog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import { useBlogT } from '../i18n.ts';
import { normalizeBlogSearch } from '../lib/blog-filters.ts';

/** docs/product.md §6.1: the search runs on Enter or the Search button (not on every keystroke); '' shows all posts. */
export function BlogSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const t = useBlogT();
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
          {t('blog.searchLabel')}
        </label>
        <SearchInput
          className="min-w-0 flex-1"
          id={id}
          enterKeyHint="search"
          maxLength={BLOG_LIMITS.search}
          placeholder={t('blog.searchPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          inputClassName="border-foreground/20"
        />
        <Button type="submit">{t('blog.search')}</Button>
      </form>
    </search>
  );
}
