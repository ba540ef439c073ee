import { queryOptions } from '@tanstack/react-query';
import type { AdminAnalytics } from '#shared/analytics/analytics.schemas.ts';
import { ANALYTICS_MESSAGES } from '#shared/analytics/analytics.ts';
import { api } from '#web/lib/api-client.ts';

export const analyticsKey = ['admin', 'analytics'] as const;

/** GET /api/admin/analytics: the shop's last 30 days and 12 weeks, aggregated on the server. */
export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKey,
    queryFn: ({ signal }) => api.get<AdminAnalytics>('/admin/analytics', { signal }),
    meta: { errorMessage: ANALYTICS_MESSAGES.loadFailed },
  });
