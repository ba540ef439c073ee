import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import {
  button,
  esc,
  excerpt,
  paragraph,
  quote,
  renderHtml,
  renderText,
  shopUrl,
  subjectLine,
} from './layout.ts';

export interface ApprovedCommentForMail {
  to: string;
  name: string;
  postTitle: string;
  postSlug: string;
  comment: string;
}

/** To the commenter when an admin approves their comment. */
export function blogCommentApprovedEmail(
  input: ApprovedCommentForMail,
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const name = input.name.trim();
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const heading = 'Your comment is live';
  const line = `Thank you for joining the conversation on “${input.postTitle}”. Your comment is now published for everyone to read:`;
  const said = excerpt(input.comment);
  const link = shopUrl(publicUrl, `/blog/${encodeURIComponent(input.postSlug)}`);
  return {
    kind: MAIL_KINDS.blogCommentApproved,
    to: input.to,
    toName: name || undefined,
    subject: subjectLine(`Your comment on “${input.postTitle}” is live`),
    html: renderHtml({
      settings,
      publicUrl,
      preheader: 'Your comment is now published.',
      heading,
      body: [paragraph(esc(greeting)), paragraph(esc(line)), quote(said), button('Read the post', link)].join(
        '\n',
      ),
    }),
    text: renderText({
      settings,
      heading,
      lines: [greeting, '', line, '', ...said.split('\n').map((l) => `> ${l}`), '', `Read the post: ${link}`],
    }),
  };
}
