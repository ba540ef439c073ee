import type { Lang } from '#shared/i18n/translate.ts';
import type { BlogFilters } from '../lib/blog-filters.ts';

/**
 * Query keys of the blog, generic to specific: an admin write invalidates `blogKeys.all`, which refreshes
 * the public lists and posts as well as the admin tab. The public reads are per language (decision 035).
 */
export const blogKeys = {
  all: ['blog'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (filters: BlogFilters, lang: Lang) => [...blogKeys.lists(), lang, filters] as const,
  featured: (lang: Lang) => [...blogKeys.all, 'featured', lang] as const,
  categories: (lang: Lang) => [...blogKeys.all, 'categories', lang] as const,
  detail: (slug: string, lang: Lang) => [...blogKeys.all, 'detail', lang, slug] as const,
  admin: () => [...blogKeys.all, 'admin'] as const,
  adminPosts: () => [...blogKeys.admin(), 'posts'] as const,
  adminComments: () => [...blogKeys.admin(), 'comments'] as const,
};
