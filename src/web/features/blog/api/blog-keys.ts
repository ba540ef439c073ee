import type { BlogFilters } from '../lib/blog-filters.ts';

/**
 * Query keys of the blog, generic to specific: an admin write invalidates `blogKeys.all`, which refreshes
 * the public lists and posts as well as the admin tab.
 */
export const blogKeys = {
  all: ['blog'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (filters: BlogFilters) => [...blogKeys.lists(), filters] as const,
  featured: () => [...blogKeys.all, 'featured'] as const,
  categories: () => [...blogKeys.all, 'categories'] as const,
  detail: (slug: string) => [...blogKeys.all, 'detail', slug] as const,
  admin: () => [...blogKeys.all, 'admin'] as const,
  adminPosts: () => [...blogKeys.admin(), 'posts'] as const,
  adminComments: () => [...blogKeys.admin(), 'comments'] as const,
};
