import { queryOptions } from '@tanstack/react-query';
import type { Testimonial } from '#shared/home/home.schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const testimonialKeys = {
  all: ['testimonials'] as const,
  featured: () => [...testimonialKeys.all, 'featured'] as const,
};

export async function getFeaturedTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  const { items } = await api.get<{ items: Testimonial[] }>('/testimonials', { signal });
  return items;
}

/** docs/product.md §9.12: a failed load is logged and shows nothing, so no error toast here. */
export const featuredTestimonialsQueryOptions = () =>
  queryOptions({
    queryKey: testimonialKeys.featured(),
    queryFn: ({ signal }) => getFeaturedTestimonials(signal),
  });
