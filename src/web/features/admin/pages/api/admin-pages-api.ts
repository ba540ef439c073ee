import type { Lang } from '#shared/i18n/translate.ts';
import type { AdminSitePage, SitePageInput } from '#shared/pages/pages.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';

const pagePath = (slug: string) => `/admin/pages/${encodeURIComponent(slug)}`;

export const adminPagesQuery = {
  queryKey: [...adminKeys.all, 'pages'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<{ items: AdminSitePage[] }>('/admin/pages', { signal }).then((res) => res.items),
  meta: { errorMessage: ADMIN_FETCH_FAILED },
};

export const createPage = (body: SitePageInput) => api.post<AdminSitePage>('/admin/pages', body);
export const savePage = (slug: string, body: SitePageInput) => api.put<AdminSitePage>(pagePath(slug), body);
export const resetPage = (slug: string, lang: Lang) =>
  api.post<AdminSitePage>(`${pagePath(slug)}/reset`, { lang });
export const deletePage = (slug: string) => api.delete<void>(pagePath(slug));
