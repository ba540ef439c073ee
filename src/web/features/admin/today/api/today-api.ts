import { queryOptions } from '@tanstack/react-query';
import type { AdminToday } from '#shared/dashboard/today.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';

/** GET /api/admin/today (decision 083), asked again every minute while the home is open. */
export const adminTodayQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'today'] as const,
    queryFn: ({ signal }) => api.get<AdminToday>('/admin/today', { signal }),
    meta: { errorMessage: ADMIN_FETCH_FAILED },
    refetchInterval: 60_000,
  });
