import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';
import { blogCategoriesQueryOptions } from '#web/features/blog/api/blog-api.ts';
import { BlogSearch } from '#web/features/blog/components/blog-search.tsx';
import { CategoryFilter } from '#web/features/blog/components/category-filter.tsx';
import { ExploreCategories } from '#web/features/blog/components/explore-categories.tsx';
import { FeaturedPosts } from '#web/features/blog/components/featured-posts.tsx';
import { PostList } from '#web/features/blog/components/post-list.tsx';
import { useBlogT } from '#web/features/blog/i18n.ts';
import {
  type BlogFilters,
  blogFiltersSearch,
  blogListHeading,
  isFiltered,
  parseBlogFilters,
} from '#web/features/blog/lib/blog-filters.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { useI18n } from '#web/lib/i18n.tsx';

/** /blog: search and category live in the URL (`?q=&category=`), so Back, Forward and shared links work. */
export function Component() {
  const t = useBlogT();
  usePageTitle(t('blog.title'));
  const [searchParams] = useSearchParams();
  const filters = parseBlogFilters(searchParams);
  const navigate = useNavigate();
  const { lang } = useI18n();
  const categories = useQuery(blogCategoriesQueryOptions(lang)).data ?? [];
  const categoryName = categories.find((c) => c.slug === filters.category)?.name;
  const filtered = isFiltered(filters);

  function show(next: BlogFilters) {
    const search = blogFiltersSearch(next);
    // Searching again for the same thing adds no history entry.
    if (search === blogFiltersSearch(filters)) return;
    navigate({ pathname: paths.blog.path, search }, { preventScrollReset: true });
  }

  return (
    <Container className="flex flex-col gap-8 py-6 sm:gap-10 sm:py-10">
      <div className="flex flex-col gap-4">
        <BackLink to={paths.home.href()}>{t('blog.backToShop')}</BackLink>
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl sm:text-4xl">{t('blog.title')}</h1>
          <p className="max-w-2xl text-lg text-muted">{t('blog.intro')}</p>
        </header>
        <div className="flex flex-col gap-4 rounded-card border border-border bg-surface p-3 sm:p-4">
          <BlogSearch value={filters.q} onSearch={(q) => show({ ...filters, q })} />
          <CategoryFilter
            categories={categories}
            selected={filters.category}
            onSelect={(category) => show({ ...filters, category })}
          />
        </div>
      </div>

      {!filtered && <FeaturedPosts />}
      <PostList
        filters={filters}
        heading={blogListHeading(filters, categoryName, t)}
        onShowAll={() => show({ q: '', category: null })}
      />
      {!filtered && (
        <ExploreCategories categories={categories} onSelect={(category) => show({ q: '', category })} />
      )}
    </Container>
  );
}
