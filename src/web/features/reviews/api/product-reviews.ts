import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductReviewsPage } from '#shared/reviews/reviews.schemas.ts';
import type { ReviewSort } from '#shared/reviews/reviews.ts';
import { api } from '#web/lib/api-client.ts';

/** Under the product's keys, so an admin's product change refreshes them too. */
export const productReviewKeys = {
  all: ['products', 'reviews'] as const,
  page: (productId: number, sort: ReviewSort, page: number) =>
    [...productReviewKeys.all, productId, sort, page] as const,
};

export const REVIEWS_LOAD_FAILED = 'Failed to load reviews. Please try again.';

/** One page of a product's published reviews with its summary (docs/product.md §3.10). */
export const productReviewsQueryOptions = (productId: number, sort: ReviewSort = 'newest', page = 1) =>
  queryOptions({
    queryKey: productReviewKeys.page(productId, sort, page),
    queryFn: ({ signal }) =>
      api.get<ProductReviewsPage>(`/products/${productId}/reviews`, { query: { sort, page }, signal }),
    // The page being read stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    meta: { errorMessage: REVIEWS_LOAD_FAILED },
  });

export interface HelpfulAnswer {
  helpful: number;
  counted: boolean;
  message: string;
}

/** "Was this helpful?": the server counts it once per visitor and says whether this one counted. */
export const markReviewHelpful = (reviewId: string) =>
  api.post<HelpfulAnswer>(`/reviews/${encodeURIComponent(reviewId)}/helpful`);
