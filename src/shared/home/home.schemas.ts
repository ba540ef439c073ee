import { z } from 'zod';

export const homepageContentSchema = z.object({
  heroTitle: z.string(),
  heroSubtitle: z.string(),
  heroDescription: z.string(),
  heroImageUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type HomepageContent = z.infer<typeof homepageContentSchema>;

export const DEFAULT_HOMEPAGE_CONTENT: HomepageContent = {
  heroTitle: 'Discover Handcrafted Treasures',
  heroSubtitle: 'Handmade with love by Indian artisans',
  heroDescription:
    'Dream catchers, Lippan art, resin keepsakes, candles and calligraphy, each piece made by hand in small batches and shipped across India.',
  heroImageUrl: null,
  updatedAt: null,
};

export const testimonialSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  rating: z.number().int().min(1).max(5),
  reviewText: z.string(),
  isFeatured: z.boolean(),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const FEATURED_TESTIMONIALS_LIMIT = 3;
export const FEATURED_PRODUCTS_LIMIT = 8;
