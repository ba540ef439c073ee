import { z } from 'zod';
import { imageUrlProblem, UPLOAD_MESSAGES } from '../uploads/uploads.schemas.ts';
import { HERO_FIGURE_LABEL_MAX, HERO_FIGURE_SHOWS, HERO_FIGURE_VALUE_MAX } from './hero-figures.ts';
import { testimonialSchema } from './home.schemas.ts';
import { HOMEPAGE_ADMIN_MESSAGES as H, TESTIMONIAL_ADMIN_MESSAGES as M } from './testimonial-admin.ts';

export * from './testimonial-admin.ts';

const emailSchema = z.email();

/** POST /api/admin/testimonials. An empty or absent email is stored as none. */
export const testimonialCreateSchema = z.object({
  customerName: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameTooLong),
  customerEmail: z
    .string({ error: M.invalidEmail })
    .trim()
    .max(254, M.invalidEmail)
    .refine((v) => v === '' || emailSchema.safeParse(v).success, M.invalidEmail)
    .nullish()
    .transform((v) => v || null),
  rating: z
    .number({ error: M.ratingInvalid })
    .int(M.ratingInvalid)
    .min(1, M.ratingInvalid)
    .max(5, M.ratingInvalid),
  reviewText: z
    .string({ error: M.reviewRequired })
    .trim()
    .min(1, M.reviewRequired)
    .max(2000, M.reviewTooLong),
  isFeatured: z.boolean({ error: M.flagInvalid }).default(false),
});
export type TestimonialCreateBody = z.input<typeof testimonialCreateSchema>;

/** PATCH /api/admin/testimonials/:id: Feature / Unfeature. */
export const testimonialFeatureSchema = z.object({
  isFeatured: z.boolean({ error: M.flagInvalid }),
});
export type TestimonialFeatureBody = z.input<typeof testimonialFeatureSchema>;

export const adminTestimonialSchema = testimonialSchema.extend({
  customerEmail: z.string().nullable(),
});

export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

const figureLabelSchema = z
  .string({ error: H.figureLabelTooLong })
  .trim()
  .max(HERO_FIGURE_LABEL_MAX, H.figureLabelTooLong)
  .default('');

/** One figure's choice (decision 080): a typed figure needs its value and its English label. */
const figureChoiceUpdateSchema = z
  .object({
    show: z.enum(HERO_FIGURE_SHOWS, { error: H.figureShowInvalid }),
    value: z
      .string({ error: H.figureValueTooLong })
      .trim()
      .max(HERO_FIGURE_VALUE_MAX, H.figureValueTooLong)
      .default(''),
    label: figureLabelSchema,
    labelHi: figureLabelSchema,
  })
  .superRefine((choice, ctx) => {
    if (choice.show !== 'typed') return;
    if (!choice.value)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: H.figureValueRequired,
      });
    if (!choice.label)
      ctx.addIssue({
        code: 'custom',
        path: ['label'],
        message: H.figureLabelRequired,
      });
  });

/**
 * PUT /api/admin/homepage: updates the active hero or inserts one (docs/product.md §7.9). Empty image → none.
 */
export const homepageContentUpdateSchema = z.object({
  heroTitle: z.string({ error: H.titleRequired }).trim().min(1, H.titleRequired).max(120, H.titleTooLong),
  heroSubtitle: z.string().trim().max(200, H.subtitleTooLong).default(''),
  heroDescription: z.string().trim().max(1000, H.descriptionTooLong).default(''),
  /** Hindi (decision 035); blank → Hindi pages show the English. */
  heroTitleHi: z.string().trim().max(120, H.titleTooLong).default(''),
  heroSubtitleHi: z.string().trim().max(200, H.subtitleTooLong).default(''),
  heroDescriptionHi: z.string().trim().max(1000, H.descriptionTooLong).default(''),
  heroImageUrl: z
    .string({ error: UPLOAD_MESSAGES.invalidUrl })
    .trim()
    .superRefine((value, ctx) => {
      const problem = value === '' ? null : imageUrlProblem(value);
      if (problem) {
        const message =
          problem === 'inlineTooLarge' ? UPLOAD_MESSAGES.inlineTooLarge : UPLOAD_MESSAGES.invalidUrl;
        ctx.addIssue({ code: 'custom', message });
      }
    })
    .nullish()
    .transform((v) => v || null),
  /** Absent: the figures stay as they are. */
  figureChoices: z
    .object({
      customers: figureChoiceUpdateSchema,
      piecesSold: figureChoiceUpdateSchema,
      rating: figureChoiceUpdateSchema,
    })
    .optional(),
});
export type HomepageContentUpdateBody = z.input<typeof homepageContentUpdateSchema>;
