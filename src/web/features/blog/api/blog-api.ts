import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Page } from '#shared/api/pagination.ts';
import type {
  BlogCategory,
  BlogCommentReceipt,
  BlogPostDetail,
  BlogPostSummary,
  BlogViewCount,
} from '#shared/blog/blog.schemas.ts';
import {
  BLOG_MESSAGES,
  BLOG_PAGE_SIZE,
  type BlogCommentInput,
  FEATURED_POSTS_LIMIT,
} from '#shared/blog/blog.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import { api } from '#web/lib/api-client.ts';
import type { BlogFilters } from '../lib/blog-filters.ts';
import { blogKeys } from './blog-keys.ts';

/** The storefront's blog calls (zod-free: the /blog chunk stays small). */

export type BlogPostPage = Page<BlogPostSummary>;

const postPath = (slug: string) => `/blog/posts/${encodeURIComponent(slug)}`;
/** The reads' `?lang=` (decision 035): absent for English, so English URLs stay as they were. */
const langQuery = (lang: Lang) => (lang === 'en' ? undefined : lang);

/** Which message of docs/product.md §6.1 a failed list load shows: search, filter or plain. */
function listFailedMessage(filters: BlogFilters): string {
  if (filters.q) return BLOG_MESSAGES.searchFailed;
  if (filters.category) return BLOG_MESSAGES.filterFailed;
  return BLOG_MESSAGES.loadPostsFailed;
}

/** /blog's grid, page by page ('Load more' while the server has more). */
export const blogPostListQueryOptions = (filters: BlogFilters, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: blogKeys.list(filters, lang),
    queryFn: ({ pageParam, signal }) =>
      api.get<BlogPostPage>('/blog/posts', {
        query: {
          lang: langQuery(lang),
          q: filters.q,
          category: filters.category,
          page: pageParam,
          limit: BLOG_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    meta: { errorMessage: listFailedMessage(filters) },
  });

/** docs/product.md §6.1: up to 3 featured posts. Quiet on failure (docs/product.md §9.12). */
export const featuredPostsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: blogKeys.featured(lang),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: BlogPostSummary[] }>('/blog/featured', {
          query: { lang: langQuery(lang) },
          signal,
        })
      ).items.slice(0, FEATURED_POSTS_LIMIT),
  });

/** Categories by name. Quiet on failure (docs/product.md §9.12: an empty list). */
export const blogCategoriesQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: blogKeys.categories(lang),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: BlogCategory[] }>('/blog/categories', {
          query: { lang: langQuery(lang) },
          signal,
        })
      ).items,
  });

/** A published post with its approved comments and related posts; 404 for unknown slugs and drafts. */
export const blogPostQueryOptions = (slug: string, lang: Lang) =>
  queryOptions({
    queryKey: blogKeys.detail(slug, lang),
    queryFn: ({ signal }) =>
      api.get<BlogPostDetail>(postPath(slug), { query: { lang: langQuery(lang) }, signal }),
  });

export const submitComment = (slug: string, body: BlogCommentInput) =>
  api.post<BlogCommentReceipt>(`${postPath(slug)}/comments`, body);

/** Counts one view; answers the new total. */
export const recordView = (slug: string) => api.post<BlogViewCount>(`${postPath(slug)}/view`);
