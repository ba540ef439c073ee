import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Page } from '#shared/api/pagination.ts';
import type {
  AdminBlogCategory,
  AdminBlogComment,
  AdminBlogPost,
  BlogAdminCounts,
  BlogCategoryInput,
  BlogPost,
  BlogPostInput,
  CommentStatus,
} from '#shared/blog/blog.schemas.ts';
import { BLOG_ADMIN_PAGE_SIZE, BLOG_MESSAGES } from '#shared/blog/blog.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import { blogKeys } from '#web/features/blog/api/blog-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** The admin Blog tab's calls (/api/admin/blog/*; the server checks the admin on each). */

export type AdminPostPage = Page<AdminBlogPost> & { counts: BlogAdminCounts };

const nextPage = (last: Page<unknown>) => (last.page * last.limit < last.total ? last.page + 1 : undefined);

/** Every post (drafts too), newest first, with the sub-tab counts. */
export const adminPostsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: blogKeys.adminPosts(),
    queryFn: ({ pageParam, signal }) =>
      api.get<AdminPostPage>('/admin/blog/posts', {
        query: { page: pageParam, limit: BLOG_ADMIN_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    meta: { errorMessage: BLOG_MESSAGES.loadDataFailed },
  });

/** Every comment with its post, newest first. */
export const adminCommentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: blogKeys.adminComments(),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<AdminBlogComment>>('/admin/blog/comments', {
        query: { status: 'all', page: pageParam, limit: BLOG_ADMIN_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    meta: { errorMessage: BLOG_MESSAGES.loadDataFailed },
  });

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...blogKeys.admin(), 'categories'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ items: AdminBlogCategory[] }>('/admin/blog/categories', { signal })).items,
    meta: { errorMessage: BLOG_MESSAGES.loadDataFailed },
  });

/**
 * A post by its slug, drafts too: what /blog/{slug} shows an admin when the public read has no such published
 * post (audit 2.7). No retries: a 404 is an answer.
 */
export const adminPostPreviewQueryOptions = (slug: string, lang: Lang) =>
  queryOptions({
    queryKey: [...blogKeys.admin(), 'preview', lang, slug] as const,
    queryFn: ({ signal }) =>
      api.get<BlogPost>(`/admin/blog/preview/${encodeURIComponent(slug)}`, {
        query: { lang: lang === 'en' ? undefined : lang },
        signal,
      }),
    retry: false,
  });

export const createPost = (body: BlogPostInput) => api.post<AdminBlogPost>('/admin/blog/posts', body);
export const updatePost = (id: number, body: BlogPostInput) =>
  api.put<AdminBlogPost>(`/admin/blog/posts/${id}`, body);
export const deletePost = (id: number) => api.delete<void>(`/admin/blog/posts/${id}`);

export const moderateComment = (id: number, status: CommentStatus) =>
  api.patch<AdminBlogComment>(`/admin/blog/comments/${id}`, { status });
export const deleteComment = (id: number) => api.delete<void>(`/admin/blog/comments/${id}`);

export const saveCategory = (id: number | null, body: BlogCategoryInput) =>
  id === null
    ? api.post<AdminBlogCategory>('/admin/blog/categories', body)
    : api.put<AdminBlogCategory>(`/admin/blog/categories/${id}`, body);
export const deleteCategory = (id: number) => api.delete<void>(`/admin/blog/categories/${id}`);
