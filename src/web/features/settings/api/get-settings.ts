import { queryOptions } from '@tanstack/react-query';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const settingsKeys = {
  all: ['settings'] as const,
};

export function getSettings(signal?: AbortSignal): Promise<StoreSettings> {
  return api.get<StoreSettings>('/settings', { signal });
}

/** Store settings change rarely: keep them fresh for 10 minutes. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 10 * 60 * 1000,
  });
