import { z } from 'zod';
import { HERO_FIGURE_SHOWS, HERO_FIGURES } from './hero-figures.ts';

export {
  DEFAULT_HOMEPAGE_CONTENT,
  FEATURED_PRODUCTS_LIMIT,
  FEATURED_TESTIMONIALS_LIMIT,
} from './home-content.ts';

const heroTextSchema = z.object({
  heroTitle: z.string(),
  heroSubtitle: z.string(),
  heroDescription: z.string(),
  heroImageUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

/** One hero figure as the home page shows it (decision 080). */
export const heroFigureSchema = z.object({
  key: z.enum(HERO_FIGURES),
  /** As shown: '1,234', '4.8', or the owner's typed figure. */
  value: z.string(),
  /** The owner's label in the page's language; null: the home page's own label for `key`. */
  label: z.string().nullable(),
  /** The shop's average rating: how many published reviews it is over (shown with a star); else null. */
  reviews: z.number().int().nullable(),
});

export const homepageContentSchema = heroTextSchema.extend({
  /** The hero's figures to show, in order; empty: no figures row (audit D-M3). */
  figures: z.array(heroFigureSchema),
});

export type HomepageContent = z.infer<typeof homepageContentSchema>;

export const heroFigureChoiceSchema = z.object({
  show: z.enum(HERO_FIGURE_SHOWS),
  value: z.string(),
  label: z.string(),
  labelHi: z.string(),
});

/** The admin's hero: the English, and the Hindi beside it ('' where none is entered; decision 035). */
export const adminHomepageContentSchema = heroTextSchema.extend({
  heroTitleHi: z.string(),
  heroSubtitleHi: z.string(),
  heroDescriptionHi: z.string(),
  /** What each figure shows (decision 080). */
  figureChoices: z.object({
    customers: heroFigureChoiceSchema,
    piecesSold: heroFigureChoiceSchema,
    rating: heroFigureChoiceSchema,
  }),
  /** The shop's own numbers now, so the owner sees what "the shop's figure" would show. */
  shopFigures: z.object({
    customers: z.number().int(),
    piecesSold: z.number().int(),
    averageRating: z.number().nullable(),
    reviewCount: z.number().int(),
  }),
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
