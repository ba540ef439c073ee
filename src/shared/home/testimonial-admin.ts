// Zod-free: the admin Testimonials and Homepage tabs import these without pulling in zod.

/** A testimonial as the admin sees it: the public fields plus the (never public) email. */
import type { AdminHomepageContent } from './home.schemas.ts';

export interface TestimonialInput {
  customerName: string;
  customerEmail: string | null;
  /** 1 to 5 */
  rating: number;
  reviewText: string;
  isFeatured: boolean;
}

/** PUT /api/admin/homepage body: the four hero fields (image optional), and the figures' choices when sent. */
export type HomepageContentInput = Partial<Pick<AdminHomepageContent, 'figureChoices'>> &
  Pick<
    AdminHomepageContent,
    | 'heroTitle'
    | 'heroSubtitle'
    | 'heroDescription'
    | 'heroImageUrl'
    | 'heroTitleHi'
    | 'heroSubtitleHi'
    | 'heroDescriptionHi'
  >;

/** docs/product.md §7.8 texts, exactly. */
export const TESTIMONIAL_ADMIN_MESSAGES = {
  added: 'Testimonial added successfully!',
  /** 'Testimonial featured/unfeatured successfully!' */
  toggled: (featured: boolean) => `Testimonial ${featured ? 'featured' : 'unfeatured'} successfully!`,
  deleted: 'Testimonial deleted successfully!',
  /** Not in the spec (it has no edit): audit B3, in its pattern. */
  updated: 'Testimonial updated successfully!',
  addFailed: 'Failed to add testimonial. Please try again.',
  updateFailed: 'Failed to update testimonial. Please try again.',
  deleteFailed: 'Failed to delete testimonial. Please try again.',
  confirmDelete: 'Are you sure you want to delete this testimonial?',
  notFound: 'Testimonial not found.',
  // Validation (docs/product.md §7.8: name, rating and review text required; rating an integer; email
  // optional).
  nameRequired: 'Customer name is required.',
  nameTooLong: 'Customer name must be at most 100 characters.',
  invalidEmail: 'Please enter a valid email address',
  ratingInvalid: 'Rating must be a whole number from 1 to 5.',
  reviewRequired: 'Review text is required.',
  reviewTooLong: 'Review text must be at most 2000 characters.',
  flagInvalid: 'Must be true or false.',
} as const;

export const HOMEPAGE_ADMIN_MESSAGES = {
  updated: 'Homepage content updated successfully!',
  updateFailed: 'Failed to update homepage content. Please try again.',
  /** docs/product.md §7.1 'Failed to fetch data. Please try again.' (dashboard loads). */
  fetchFailed: 'Failed to fetch data. Please try again.',
  titleRequired: 'Hero title is required.',
  titleTooLong: 'Hero title must be at most 120 characters.',
  subtitleTooLong: 'Hero subtitle must be at most 200 characters.',
  descriptionTooLong: 'Hero description must be at most 1000 characters.',
  // The hero's figures (decision 080); the limits are HERO_FIGURE_VALUE_MAX and HERO_FIGURE_LABEL_MAX.
  figureShowInvalid: "Choose the shop's figure, your own, or hidden.",
  figureValueRequired: 'Type the figure to show.',
  figureValueTooLong: 'A figure must be at most 12 characters.',
  figureLabelRequired: 'Type the label shown under the figure.',
  figureLabelTooLong: 'A label must be at most 32 characters.',
} as const;
