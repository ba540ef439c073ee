import { queryOptions } from '@tanstack/react-query';
import type { GstRatesView, GstSettings, GstSettingsBody, RateChangeBody } from '#shared/gst/gst.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';

export const gstSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'gst-settings'] as const,
    queryFn: ({ signal }) => api.get<GstSettings>('/admin/gst/settings', { signal }),
    meta: { errorMessage: ADMIN_FETCH_FAILED },
  });

export const updateGstSettings = (body: GstSettingsBody) => api.put<GstSettings>('/admin/gst/settings', body);

export const gstRatesQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'gst-rates'] as const,
    queryFn: ({ signal }) => api.get<GstRatesView>('/admin/gst/rates', { signal }),
    meta: { errorMessage: ADMIN_FETCH_FAILED },
  });

export const addRateChange = (body: RateChangeBody) =>
  api.post<{ message: string }>('/admin/gst/rates', body);
