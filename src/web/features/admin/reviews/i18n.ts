import { useMemo } from 'react';
import { REVIEW_MESSAGES } from '#shared/reviews/reviews.ts';
import en from '#web/i18n/en/admin-reviews.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/** The Reviews tab's texts (decision 035). */
export const useReviewsT = defineCatalog(en, { hi: () => import('#web/i18n/hi/admin-reviews.json') });

/** REVIEW_MESSAGES (the schema's and the server's wording) in the page's language. */
export function useReviewMessages() {
  const t = useReviewsT();
  return useMemo(
    () => sharedMessages(REVIEW_MESSAGES, (name) => t(`adminReviews.msg.${name}` as never)),
    [t],
  );
}
