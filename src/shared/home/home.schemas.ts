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

/** The admin's hero: the English, and the Hindi beside it ('' where none is entered; decision 035). */
export const adminHomepageContentSchema = homepageContentSchema.extend({
  heroTitleHi: z.string(),
  heroSubtitleHi: z.string(),
  heroDescriptionHi: z.string(),
});

export type AdminHomepageContent = z.infer<typeof adminHomepageContentSchema>;

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
