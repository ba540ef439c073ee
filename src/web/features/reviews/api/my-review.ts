import { queryOptions } from '@tanstack/react-query';
import type { MyReview, PublicReview, ReviewInput } from '#shared/reviews/reviews.schemas.ts';
import type { ReviewStatus } from '#shared/reviews/reviews.ts';
import { postWithProgress } from '#web/features/uploads/api/upload-image.ts';
import { api } from '#web/lib/api-client.ts';

export interface MyReviewAnswer {
  /** A delivered order of the product and no review of it yet. */
  canReview: boolean;
  review: MyReview | null;
}

/** Keyed by the user too, so another account on this browser never sees the last one's answer. */
export const myReviewQueryOptions = (userId: string, productId: number) =>
  queryOptions({
    queryKey: ['me', userId, 'reviews', productId] as const,
    queryFn: ({ signal }) => api.get<MyReviewAnswer>(`/me/reviews/products/${productId}`, { signal }),
    meta: { errorMessage: 'Failed to load your review. Please try again.' },
  });

export const writeReview = (input: ReviewInput) =>
  api.post<{ review: PublicReview; status: ReviewStatus; message: string }>('/me/reviews', input);

/** One photo added to my review, with upload progress (0–100). */
export const addReviewPhoto = (
  reviewId: string,
  file: Blob,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) =>
  postWithProgress<{ review: PublicReview }>(
    `/api/me/reviews/${encodeURIComponent(reviewId)}/photos`,
    [['file', file]],
    onProgress,
    signal,
  );
