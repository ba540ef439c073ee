import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { blogComments, blogPosts } from '../../db/schema/index.ts';
import type { TemplateContext } from '../../lib/mailer.ts';
import type { MailService, Tx } from '../mail/mail.service.ts';
import { blogCommentApprovedEmail } from '../mail/templates/index.ts';

/** What moderation needs of the mail feature. */
export type CommentMailer = Pick<MailService, 'enqueue' | 'templateContext'>;

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * docs/product.md §7.7: the commenter hears that their comment is live, in the approval's own
 * transaction (`tx`, never the outer db: PGlite has one connection). Nothing for an address that is
 * not one (a comment anonymised on account deletion has none), nor while the post is a draft.
 */
export async function enqueueCommentApprovedMail(
  tx: Tx,
  mail: CommentMailer,
  context: TemplateContext,
  commentId: number,
): Promise<void> {
  const [row] = await tx
    .select({
      to: blogComments.userEmail,
      name: blogComments.userName,
      comment: blogComments.content,
      postTitle: blogPosts.title,
      postSlug: blogPosts.slug,
      published: blogPosts.isPublished,
    })
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(eq(blogComments.id, commentId));
  if (!row?.published) return;
  const to = row.to.trim();
  if (!isEmail(to)) return;
  await mail.enqueue(tx, blogCommentApprovedEmail({ ...row, to }, context.settings, context.publicUrl));
}
