import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Page } from '#shared/api/pagination.ts';
import type { AdminReview, ReviewStatus } from '#shared/reviews/reviews.schemas.ts';
import { productKeys } from '#web/features/catalog/api/product-keys.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';

export type AdminReviewPage = Page<AdminReview> & { counts: Record<ReviewStatus, number> };

export interface AdminReviewFilters {
  status: ReviewStatus;
  stars?: number;
}

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

const reviewKeys = { all: [...adminKeys.all, 'reviews'] as const };

export const adminReviewsQueryOptions = (filters: AdminReviewFilters, page: number) =>
  queryOptions({
    queryKey: [...reviewKeys.all, filters, page] as const,
    queryFn: ({ signal }) =>
      api.get<AdminReviewPage>('/admin/reviews', {
        query: { ...filters, page, limit: ADMIN_REVIEWS_PAGE_SIZE },
        signal,
      }),
    meta: { errorMessage: ADMIN_FETCH_FAILED },
  });

export const moderateReview = ({
  id,
  ...body
}: { id: string; status: 'published' } | { id: string; status: 'hidden'; reason: string }) =>
  api.patch<{ message: string }>(`/admin/reviews/${id}`, body);
export const replyToReview = ({ id, text }: { id: string; text: string }) =>
  api.put<{ message: string }>(`/admin/reviews/${id}/reply`, { text });
export const deleteReview = (id: string) => api.delete<{ message: string }>(`/admin/reviews/${id}`);

/** After any change: the tab's lists, and the shop's products (their stars and counts follow the reviews). */
export function refreshAfterReviewChange(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: reviewKeys.all }),
    client.invalidateQueries({ queryKey: productKeys.all }),
  ]);
}
