import { z } from 'zod';

export {
  DEFAULT_HOMEPAGE_CONTENT,
  FEATURED_PRODUCTS_LIMIT,
  FEATURED_TESTIMONIALS_LIMIT,
} from './home-content.ts';

export const homepageContentSchema = z.object({
  heroTitle: z.string(),
  heroSubtitle: z.string(),
  heroDescription: z.string(),
  heroImageUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

export type HomepageContent = z.infer<typeof homepageContentSchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  /** 1 to 5 */
  rating: z.number().int().min(1).max(5),
  reviewText: z.string(),
  isFeatured: z.boolean(),
  createdAt: z.string(),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
