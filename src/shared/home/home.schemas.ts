import { z } from 'zod';
import type { HomepageContent, Testimonial } from './home-content.ts';

export {
  DEFAULT_HOMEPAGE_CONTENT,
  FEATURED_PRODUCTS_LIMIT,
  FEATURED_TESTIMONIALS_LIMIT,
  type HomepageContent,
  type Testimonial,
} from './home-content.ts';

export const homepageContentSchema = z.object({
  heroTitle: z.string(),
  heroSubtitle: z.string(),
  heroDescription: z.string(),
  heroImageUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
}) satisfies z.ZodType<HomepageContent>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  rating: z.number().int().min(1).max(5),
  reviewText: z.string(),
  isFeatured: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<Testimonial>;
