import { BLOG_LIMITS } from '#shared/blog/blog.ts';
import type { useBlogT } from '../i18n.ts';

/** /blog's search text and category live in the URL (`?q=…&category=…`), so links and Back keep them. */
export interface BlogFilters {
  /** Trimmed search text; '' when none. */
  q: string;
  /** A category slug; null for All Posts. */
  category: string | null;
}

/** Trimmed, inner whitespace collapsed, cut to the server's limit. */
export function normalizeBlogSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, BLOG_LIMITS.search).trim();
}

export function parseBlogFilters(params: URLSearchParams): BlogFilters {
  const category = params.get('category')?.trim().slice(0, BLOG_LIMITS.slug);
  return { q: normalizeBlogSearch(params.get('q') ?? ''), category: category || null };
}

/** The query string for these filters ('' for the plain list), in a stable order. */
export function blogFiltersSearch(filters: BlogFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const isFiltered = (filters: BlogFilters) => Boolean(filters.q || filters.category);

/**
 * docs/product.md §6.1: 'Search Results for "…"' while searching, 'Posts in {category name}' with a category picked,
 * else 'Latest Posts'. An unknown category slug reads as the slug itself.
 */
export function blogListHeading(
  filters: BlogFilters,
  categoryName: string | undefined,
  t: ReturnType<typeof useBlogT>,
): string {
  if (filters.q) return t('blog.searchResults', { term: filters.q });
  if (filters.category) return t('blog.postsIn', { category: categoryName ?? filters.category });
  return t('blog.latestPosts');
}
