// Zod-free: the product page and the admin Reviews tab import these without pulling in zod.

/** Product reviews by verified buyers (docs/product.md §3.10). */

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_LIMITS = {
  titleMax: 100,
  bodyMax: 2000,
  replyMax: 1000,
  hiddenReasonMax: 200,
  photosMax: 3,
  /** Photos may be added for this long after writing the review. */
  photosWindowHours: 24,
  pageSize: 10,
} as const;

/** Store settings of reviews: approval first, and when the "review your purchase" mail goes out. */
export const REVIEW_SETTING_LIMITS = { requestDaysMin: 0, requestDaysMax: 60 } as const;

export const REVIEW_MESSAGES = {
  starsRequired: 'Please choose 1 to 5 stars.',
  titleTooLong: `Title must be at most ${REVIEW_LIMITS.titleMax} characters.`,
  bodyTooLong: `Review must be at most ${REVIEW_LIMITS.bodyMax} characters.`,
  tooManyPhotos: `You can add at most ${REVIEW_LIMITS.photosMax} photos.`,
  photosWindowClosed: `Photos can be added within ${REVIEW_LIMITS.photosWindowHours} hours of writing the review.`,
  notAVerifiedBuyer: 'Only customers whose order of this product was delivered can review it.',
  alreadyReviewed: 'You have already reviewed this product.',
  submittedForApproval: 'Thank you! Your review will appear once the shop has checked it.',
  published: 'Thank you! Your review is published.',
  reviewNotFound: 'Review not found.',
  productNotFound: 'Product not found.',
  replyRequired: 'Please write a reply.',
  replyTooLong: `Reply must be at most ${REVIEW_LIMITS.replyMax} characters.`,
  hiddenReasonRequired: 'Please give a reason for hiding this review.',
  hiddenReasonTooLong: `Reason must be at most ${REVIEW_LIMITS.hiddenReasonMax} characters.`,
  helpfulCounted: 'Thank you for your feedback.',
  helpfulAlready: 'You have already marked this review.',
  requestDaysInvalid: `Enter a whole number of days from ${REVIEW_SETTING_LIMITS.requestDaysMin} to ${REVIEW_SETTING_LIMITS.requestDaysMax}.`,
} as const;

/** "Asha K.": the first name and the initial of the last (a reviewer's full name is not published). */
export function reviewAuthorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'A customer';
  const first = parts[0]!;
  return parts.length > 1 ? `${first} ${parts.at(-1)![0]!.toUpperCase()}.` : first;
}

/** One decimal, as the product page and the cards show it (4.333 → 4.3); null when there are none. */
export function averageStars(total: number, count: number): number | null {
  return count === 0 ? null : Math.round((total / count) * 10) / 10;
}
