import { queryOptions } from '@tanstack/react-query';
import type { AdminStoreSettings, StoreSettingsUpdateBody } from '#shared/settings/settings-admin.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'settings'] as const,
    queryFn: ({ signal }) => api.get<AdminStoreSettings>('/admin/settings', { signal }),
    meta: { errorMessage: ADMIN_FETCH_FAILED },
  });

export const updateSettings = (body: StoreSettingsUpdateBody) =>
  api.put<AdminStoreSettings>('/admin/settings', body);
