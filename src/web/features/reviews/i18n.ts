import { REVIEW_LIMITS, REVIEW_MESSAGES } from '#shared/reviews/reviews.ts';
import en from '#web/i18n/en/reviews.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/** The shopper's side of reviews (decision 035): the product page's list, the form, the own review. */
export const useReviewsT = defineCatalog(en, { hi: () => import('#web/i18n/hi/reviews.json') });

/** The reviews' shared messages (the schema's and the server's answers) in the page's language. */
export function useReviewMessages(): (message: string) => string {
  const t = useReviewsT();
  return sharedMessages(REVIEW_MESSAGES, (name) => t(`reviews.msg.${name}` as never, REVIEW_LIMITS));
}
