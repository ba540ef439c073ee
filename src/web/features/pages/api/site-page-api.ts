import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '#shared/i18n/translate.ts';
import type { SitePage } from '#shared/pages/pages.ts';
import { ApiError, api } from '#web/lib/api-client.ts';

/** The policy and free pages (decision 077): per language, so the admin's save refreshes both. */
export const sitePageKeys = {
  all: ['site-pages'] as const,
  page: (slug: string, lang: Lang) => [...sitePageKeys.all, lang, slug] as const,
};

export const sitePageQueryOptions = (slug: string, lang: Lang) =>
  queryOptions({
    queryKey: sitePageKeys.page(slug, lang),
    queryFn: ({ signal }) =>
      api.get<SitePage>(`/pages/${encodeURIComponent(slug)}`, {
        query: { lang: lang === 'en' ? undefined : lang },
        signal,
      }),
  });

export const isPageNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
