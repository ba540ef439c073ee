import { queryOptions } from '@tanstack/react-query';
import type { HomepageContent } from '#shared/home/home.schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const homepageKeys = {
  content: ['homepage'] as const,
};

export function getHomepageContent(signal?: AbortSignal): Promise<HomepageContent> {
  return api.get<HomepageContent>('/homepage', { signal });
}

export const homepageQueryOptions = () =>
  queryOptions({
    queryKey: homepageKeys.content,
    queryFn: ({ signal }) => getHomepageContent(signal),
  });
