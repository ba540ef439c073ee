import type { Resolver, ResolverResult } from 'react-hook-form';
import type { BlogCommentInput } from '#shared/blog/blog.ts';
import { BLOG_MESSAGES } from '#shared/blog/blog.ts';

/** A light check before sending; the server has the final word (and the same message). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The comment form's resolver, zod-free (the post page is a storefront page): all three fields required after
 * trimming, one message for the form ('Please fill in all fields.', at `root.form`); then the email's shape,
 * on its field. The values sent are trimmed. `say` puts a message in the page's language (the blog catalog).
 */
export const commentResolver =
  (say: (message: string) => string = (message) => message): Resolver<BlogCommentInput> =>
  (values): ResolverResult<BlogCommentInput> => {
    const body: BlogCommentInput = {
      name: values.name.trim(),
      email: values.email.trim(),
      content: values.content.trim(),
    };
    if (!body.name || !body.email || !body.content) {
      // On the form, not a field (`root.form`: react-hook-form types a bare `root` as a map of messages).
      return {
        values: {},
        errors: { root: { form: { type: 'required', message: say(BLOG_MESSAGES.commentFieldsRequired) } } },
      };
    }
    if (!EMAIL_SHAPE.test(body.email)) {
      return { values: {}, errors: { email: { type: 'pattern', message: say(BLOG_MESSAGES.invalidEmail) } } };
    }
    return { values: body, errors: {} };
  };
