import { FolderOpen } from 'lucide-react';
import type { BlogCategory } from '#shared/blog/blog.schemas.ts';
import { useBlogT } from '../i18n.ts';

/** docs/product.md §6.1: the 'Explore Categories' grid under an unfiltered list; a card filters the list. */
export function ExploreCategories({
  categories,
  onSelect,
}: {
  categories: readonly BlogCategory[];
  onSelect: (slug: string) => void;
}) {
  const t = useBlogT();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="explore-categories" className="flex flex-col gap-5">
      <h2 id="explore-categories" className="text-2xl sm:text-3xl">
        {t('blog.exploreCategories')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              onClick={() => onSelect(category.slug)}
              className="flex size-full flex-col items-start gap-2 rounded-card border border-border bg-surface p-5 text-left transition-shadow hover:shadow-soft"
            >
              <span className="flex items-center gap-2 font-serif text-lg font-semibold">
                <FolderOpen aria-hidden="true" size={20} strokeWidth={1.75} className="text-primary" />
                {category.name}
              </span>
              {category.description && <span className="text-muted">{category.description}</span>}
              <span className="mt-auto text-sm font-semibold text-secondary">
                {t('blog.postCount', { count: category.postCount })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
