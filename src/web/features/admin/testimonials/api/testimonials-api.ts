import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { Page } from '#shared/api/pagination.ts';
import type { AdminTestimonial, TestimonialCreateBody } from '#shared/home/testimonial-admin.schemas.ts';
import { testimonialKeys } from '#web/features/home/api/get-testimonials.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';

export const ADMIN_TESTIMONIALS_PAGE_SIZE = 20;

/** Newest first, 20 a page with 'Load more' like the other admin lists (audit B6). */
export const adminTestimonialsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.all, 'testimonials'] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<AdminTestimonial>>('/admin/testimonials', {
        query: { page: pageParam, limit: ADMIN_TESTIMONIALS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    meta: { errorMessage: ADMIN_FETCH_FAILED },
  });

export const createTestimonial = (body: TestimonialCreateBody) =>
  api.post<AdminTestimonial>('/admin/testimonials', body);
export const updateTestimonial = ({ id, body }: { id: number; body: TestimonialCreateBody }) =>
  api.put<AdminTestimonial>(`/admin/testimonials/${id}`, body);
export const setTestimonialFeatured = ({ id, isFeatured }: { id: number; isFeatured: boolean }) =>
  api.patch<AdminTestimonial>(`/admin/testimonials/${id}`, { isFeatured });
export const deleteTestimonial = (id: number) => api.delete<void>(`/admin/testimonials/${id}`);

/** After any write: the admin list and count, and the home page's featured testimonials. */
export function refreshAfterTestimonialWrite(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminTestimonialsQueryOptions().queryKey }),
    client.invalidateQueries({ queryKey: adminKeys.overview() }),
    client.invalidateQueries({ queryKey: testimonialKeys.all }),
  ]);
}
