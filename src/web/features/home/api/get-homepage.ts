import { queryOptions } from '@tanstack/react-query';
import type { HomepageContent } from '#shared/home/home.schemas.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import { api } from '#web/lib/api-client.ts';

export const homepageKeys = {
  all: ['homepage'] as const,
  content: (lang: Lang) => [...homepageKeys.all, lang] as const,
};

/** The hero in the page's language (decision 035): its Hindi where the admin entered one, else the English. */
export function getHomepageContent(lang: Lang, signal?: AbortSignal): Promise<HomepageContent> {
  return api.get<HomepageContent>('/homepage', { query: { lang: lang === 'en' ? undefined : lang }, signal });
}

export const homepageQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: homepageKeys.content(lang),
    queryFn: ({ signal }) => getHomepageContent(lang, signal),
  });
