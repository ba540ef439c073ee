import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../api/pagination.ts';
import { imageSchema } from '../catalog/catalog.schemas.ts';
import { REVIEW_LIMITS as L, REVIEW_MESSAGES as M, REVIEW_SORTS, REVIEW_STATUSES } from './reviews.ts';

export * from './reviews.ts';

const stars = z
  .number({ error: M.starsRequired })
  .int(M.starsRequired)
  .min(1, M.starsRequired)
  .max(5, M.starsRequired);

/** POST /api/me/reviews: a verified buyer's review of one product. Text only (never rendered as HTML). */
export const reviewInputSchema = z.object({
  productId: z.number({ error: M.productNotFound }).int(M.productNotFound).positive(M.productNotFound),
  stars,
  title: z.string().trim().max(L.titleMax, M.titleTooLong).default(''),
  body: z.string().trim().max(L.bodyMax, M.bodyTooLong).default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const publicReviewSchema = z.object({
  id: z.uuid(),
  stars: z.number().int(),
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  /** Every review is by a buyer whose order was delivered: the badge is always earned. */
  verifiedBuyer: z.literal(true),
  photos: z.array(imageSchema),
  helpful: z.number().int(),
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
  publishedAt: z.string(),
  /** What the author bought of the product, as sold ('Blue, Large'; several lines joined by '; '); null without options. */
  bought: z.object({ options: z.string(), optionsHi: z.string().nullable() }).nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** Published reviews per star, [1★, 2★, 3★, 4★, 5★]. */
  distribution: z.array(z.number().int()).length(5),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const productReviewsQuerySchema = pageQuerySchema.extend({
  sort: z.enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
  limit: pageQuerySchema.shape.limit.default(L.pageSize),
});

export const productReviewsPageSchema = pageSchema(publicReviewSchema).extend({
  summary: reviewSummarySchema,
});
export type ProductReviewsPage = z.infer<typeof productReviewsPageSchema>;

export const myReviewSchema = publicReviewSchema.omit({ publishedAt: true, bought: true }).extend({
  productId: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const adminReviewSchema = myReviewSchema.extend({
  productName: z.string(),
  customerEmail: z.string(),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewsQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(REVIEW_STATUSES, { error: `status must be one of ${REVIEW_STATUSES.join(', ')}` })
    .optional(),
  productId: z.coerce.number().int().positive('productId must be a product id').optional(),
  stars: z.coerce.number().int().min(1, 'stars must be 1 to 5').max(5, 'stars must be 1 to 5').optional(),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;

export const adminReviewPageSchema = pageSchema(adminReviewSchema).extend({
  counts: z.object({ pending: z.number().int(), published: z.number().int(), hidden: z.number().int() }),
});

const hiddenReason = z
  .string({ error: M.hiddenReasonRequired })
  .trim()
  .min(1, M.hiddenReasonRequired)
  .max(L.hiddenReasonMax, M.hiddenReasonTooLong);

/** Hiding a review (the admin's form): the reason is for the shop only. */
export const reviewHideSchema = z.object({ status: z.literal('hidden'), reason: hiddenReason });
export type ReviewHide = z.infer<typeof reviewHideSchema>;

/** PATCH /api/admin/reviews/:id: publish, or hide with a reason (shown to the admin only). */
export const reviewModerationSchema = z
  .object({
    status: z.enum(['published', 'hidden'], { error: 'status must be published or hidden' }),
    reason: hiddenReason.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'hidden' && body.reason === undefined)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: M.hiddenReasonRequired });
  })
  .transform((body) =>
    body.status === 'hidden'
      ? { status: 'hidden' as const, reason: body.reason! }
      : { status: 'published' as const },
  );

/** PUT /api/admin/reviews/:id/reply: the shop's public answer; an empty text removes it. */
export const reviewReplyInputSchema = z.object({
  text: z.string({ error: M.replyRequired }).trim().max(L.replyMax, M.replyTooLong),
});
