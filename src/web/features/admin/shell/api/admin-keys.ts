import { queryOptions } from '@tanstack/react-query';
import type { AdminOverview } from '#shared/dashboard/dashboard.schemas.ts';
import { HOMEPAGE_ADMIN_MESSAGES } from '#shared/home/testimonial-admin.ts';
import { api } from '#web/lib/api-client.ts';

/** Every admin query key starts with 'admin', so one sign-out or role change can drop them together. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
};

/** docs/product.md §7.1: a dashboard load that fails says 'Failed to fetch data. Please try again.' and shows nothing. */
export const ADMIN_FETCH_FAILED = HOMEPAGE_ADMIN_MESSAGES.fetchFailed;

/** The four summary cards' counts (GET /api/admin/overview). */
export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => api.get<AdminOverview>('/admin/overview', { signal }),
    meta: { errorMessage: ADMIN_FETCH_FAILED },
  });
