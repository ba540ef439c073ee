import { clsx } from 'clsx';
import type { BlogCategory } from '#shared/blog/blog.schemas.ts';
import { useBlogT } from '../i18n.ts';

const chip =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors';

/** docs/product.md §6.1: 'All Posts' plus one button per category; the picked one is pressed. */
export function CategoryFilter({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly BlogCategory[];
  selected: string | null;
  onSelect: (slug: string | null) => void;
}) {
  const t = useBlogT();
  const options = [{ slug: null, name: t('blog.allPosts') }, ...categories];
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('blog.filterByCategory')}</legend>
      {options.map((option) => {
        const pressed = option.slug === selected;
        return (
          <button
            key={option.slug ?? ''}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(option.slug)}
            className={clsx(
              chip,
              pressed
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-surface text-foreground hover:border-foreground/40 hover:bg-sand',
            )}
          >
            {option.name}
          </button>
        );
      })}
    </fieldset>
  );
}
