import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import {
  button,
  esc,
  mutedParagraph,
  paragraph,
  renderHtml,
  renderText,
  shopUrl,
  subjectLine,
} from './layout.ts';

export interface ReviewRequestForMail {
  to: string;
  name: string;
  orderNumber: string;
  /** The order's products still in the shop, each with its write-a-review page. */
  products: Array<{ id: number; name: string }>;
}

/** Some days after delivery (a store setting): a link per product to review it (docs/product.md §3.10). */
export function reviewRequestEmail(
  input: ReviewRequestForMail,
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const first = input.name.trim().split(/\s+/)[0] ?? '';
  const greeting = first ? `Hello ${first},` : 'Hello,';
  const heading = 'How did you find your order?';
  const line = `We hope you are enjoying what came in your order ${input.orderNumber}. A few words and a photo from you help other shoppers choose a handmade piece they cannot touch, and tell our artisans what you loved.`;
  const note = 'Sign in with the email this order was placed with to write your review.';
  const links = input.products.map((p) => ({ ...p, url: shopUrl(publicUrl, `/review/${p.id}`) }));
  return {
    kind: MAIL_KINDS.reviewRequest,
    to: input.to,
    toName: input.name || undefined,
    subject: subjectLine(`How did you find your ${settings.storeName} order ${input.orderNumber}?`),
    html: renderHtml({
      settings,
      publicUrl,
      preheader: 'Tell other shoppers what you think: it takes a minute.',
      heading,
      body: [
        paragraph(esc(greeting)),
        paragraph(esc(line)),
        ...links.map((p) => button(`Review ${p.name}`, p.url)),
        mutedParagraph(esc(note)),
      ].join('\n'),
    }),
    text: renderText({
      settings,
      heading,
      lines: [greeting, '', line, '', ...links.map((p) => `Review ${p.name}: ${p.url}`), '', note],
    }),
  };
}
