import { useMemo } from 'react';
import { BLOG_MESSAGES } from '#shared/blog/blog.ts';
import en from '#web/i18n/en/blog.json';
import { defineCatalog } from '#web/lib/i18n.tsx';
import { sharedMessages } from '#web/lib/shared-messages.ts';

/**
 * The public blog's texts (list, cards, post page, comment form): decision 035. English in the blog's chunks,
 * Hindi downloaded on a Hindi page, so neither grows the storefront catalog every English page carries (issue 17).
 */
export const useBlogT = defineCatalog(en, { hi: () => import('#web/i18n/hi/blog.json') });

const {
  commentFieldsRequired,
  invalidEmail,
  tooManyComments,
  commentFailed,
  commentSubmittedTitle,
  commentSubmitted,
} = BLOG_MESSAGES;
/** The public side's messages (the catalog's `blog.msg.*`): the comment form's resolver's, the server's, its toasts. */
const COMMENT_MESSAGES = {
  commentFieldsRequired,
  invalidEmail,
  tooManyComments,
  commentFailed,
  commentSubmittedTitle,
  commentSubmitted,
};
export type CommentMessage = keyof typeof COMMENT_MESSAGES;

/** The comment form's messages (BLOG_MESSAGES' public ones) in the page's language; any other stays as it is. */
export function useBlogMessages(): (message: string) => string {
  const t = useBlogT();
  return useMemo(
    () => sharedMessages(COMMENT_MESSAGES, (name) => t(`blog.msg.${name as CommentMessage}`)),
    [t],
  );
}
