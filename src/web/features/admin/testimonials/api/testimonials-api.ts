import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AdminTestimonial, TestimonialCreateBody } from '#shared/home/testimonial-admin.schemas.ts';
import { testimonialKeys } from '#web/features/home/api/get-testimonials.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';

export const adminTestimonialsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'testimonials'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ items: AdminTestimonial[] }>('/admin/testimonials', { signal })).items,
    meta: { errorMessage: ADMIN_FETCH_FAILED },
  });

export const createTestimonial = (body: TestimonialCreateBody) =>
  api.post<AdminTestimonial>('/admin/testimonials', body);
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
