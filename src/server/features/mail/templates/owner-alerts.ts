import { formatRupees } from '#shared/pricing/money.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import {
  button,
  detailRows,
  esc,
  paragraph,
  renderHtml,
  renderText,
  shopUrl,
  subjectLine,
} from './layout.ts';

/** Where the store's own mail goes and how it looks (the order notification email, else the contact email). */
export interface StoreMailContext {
  settings: StoreSettings;
  publicUrl: string;
  notifyTo?: string | null | undefined;
}

/**
 * One alert to the owner (issue 44 point 5): a summary, a few facts and the admin link, in English like the
 * store's other notices. The facts are plain text (a buyer's name, a review's title): escaped here.
 */
export function ownerAlertEmail(
  kind: string,
  alert: { subject: string; heading: string; summary: string; facts: Array<[string, string]> },
  { settings, publicUrl, notifyTo }: StoreMailContext,
): MailMessage {
  const admin = shopUrl(publicUrl, '/admin');
  return {
    kind,
    to: notifyTo || settings.contactEmail,
    toName: settings.storeName,
    subject: subjectLine(alert.subject),
    html: renderHtml({
      settings,
      publicUrl,
      preheader: alert.summary,
      heading: alert.heading,
      body: [
        paragraph(esc(alert.summary)),
        detailRows(alert.facts.map(([label, value]) => [label, esc(value)])),
        button('Open the admin', admin),
      ].join('\n'),
    }),
    text: renderText({
      settings,
      heading: alert.heading,
      lines: [
        alert.summary,
        '',
        ...alert.facts.map(([label, value]) => `${label}: ${value}`),
        '',
        `Open the admin: ${admin}`,
      ],
    }),
  };
}

/** The gateway reported a failed payment for an order still waiting for it. */
export function storePaymentFailedEmail(
  order: { orderNumber: string; customerName: string; customerPhone: string; total: number; reason: string },
  context: StoreMailContext,
): MailMessage {
  return ownerAlertEmail(
    MAIL_KINDS.storePaymentFailed,
    {
      subject: `Payment failed: order ${order.orderNumber} (${formatRupees(order.total)})`,
      heading: `A payment for order ${order.orderNumber} failed`,
      summary: `${order.customerName}'s payment of ${formatRupees(order.total)} did not go through. The order keeps its pieces until it expires; the buyer may try again, or you may call them.`,
      facts: [
        ['Order number', order.orderNumber],
        ['Customer', order.customerName],
        ['Phone', order.customerPhone],
        ['Reason given', order.reason || 'none'],
      ],
    },
    context,
  );
}

/** An order took pieces to the low-stock mark or below. */
export function storeLowStockEmail(
  pieces: Array<{ name: string; options: string | null; left: number }>,
  lowStockAt: number,
  context: StoreMailContext,
): MailMessage {
  const named = (p: (typeof pieces)[number]) => (p.options ? `${p.name} (${p.options})` : p.name);
  const first = pieces[0]!;
  return ownerAlertEmail(
    MAIL_KINDS.storeLowStock,
    {
      subject:
        pieces.length === 1
          ? `Low stock: ${named(first)}, ${first.left} left`
          : `Low stock: ${pieces.length} pieces at ${lowStockAt} or fewer`,
      heading: 'Low stock',
      summary: `An order just took ${pieces.length === 1 ? 'this piece' : 'these pieces'} to ${lowStockAt} or fewer. Make more, or mark ${pieces.length === 1 ? 'it' : 'them'} made to order, before ${pieces.length === 1 ? 'it sells' : 'they sell'} out.`,
      facts: pieces.map((p) => [named(p), `${p.left} left`]),
    },
    context,
  );
}

/** A review waits for approval (the shop approves reviews before they show). */
export function storeNewReviewEmail(
  review: { productName: string; rating: number; title: string; author: string },
  context: StoreMailContext,
): MailMessage {
  return ownerAlertEmail(
    MAIL_KINDS.storeNewReview,
    {
      subject: `New review to approve: ${review.productName} (${review.rating}★)`,
      heading: 'A review waits for you',
      summary: `${review.author} reviewed ${review.productName}. It shows in the shop once you publish it (Admin → Reviews).`,
      facts: [
        ['Product', review.productName],
        ['Rating', `${review.rating} of 5`],
        ['Title', review.title],
      ],
    },
    context,
  );
}
