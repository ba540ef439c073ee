import type { Lang } from '#shared/i18n/translate.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { button, esc, mutedParagraph, paragraph, renderHtml, renderText, subjectLine } from './layout.ts';
import { mailT } from './mail-t.ts';

/** A piece of a remembered cart as the reminder names it: no price (it is decided again when the cart opens). */
export interface RememberedPieceForMail {
  name: string;
  options: string;
  quantity: number;
}

export interface CartReminderForMail {
  to: string;
  lang: Lang;
  pieces: RememberedPieceForMail[];
  /** The second (last) reminder, 24 h after the cart was left. */
  last: boolean;
  restoreLink: string;
  linkDays: number;
  unsubscribeLink: string;
  couponCode: string | null;
}

/**
 * A cart reminder (decision 075), only to an address with marketing consent: the pieces left, a signed link that
 * restores the cart on any device, the owner's coupon if set, and a one-click unsubscribe link.
 */
export function cartReminderEmail(
  input: CartReminderForMail,
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const t = mailT(input.lang);
  const store = settings.storeName;
  const heading = t('cart.reminder.heading');
  const line = t('cart.reminder.line', { store });
  const pieces = input.pieces.map((p) => `${p.name}${p.options ? ` (${p.options})` : ''} × ${p.quantity}`);
  const prices = t('cart.reminder.prices');
  const coupon = input.couponCode ? t('cart.reminder.coupon', { code: input.couponCode }) : null;
  const expires = t('cart.reminder.expires', { days: input.linkDays });
  const why = t('cart.reminder.why', { store });
  const list = `<ul style="margin:0 0 16px;padding-left:20px;">${pieces.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>`;
  return {
    kind: MAIL_KINDS.cartReminder,
    to: input.to,
    subject: subjectLine(t(input.last ? 'cart.reminder.subjectLast' : 'cart.reminder.subject', { store })),
    html: renderHtml({
      settings,
      publicUrl,
      lang: input.lang,
      preheader: line,
      heading,
      body: [
        paragraph(esc(line)),
        list,
        ...(coupon ? [paragraph(`<strong>${esc(coupon)}</strong>`)] : []),
        button(t('cart.reminder.button'), input.restoreLink),
        mutedParagraph(`${esc(expires)} ${esc(prices)}`),
        mutedParagraph(
          `${esc(why)} <a href="${esc(input.unsubscribeLink)}">${esc(t('cart.reminder.unsubscribe'))}</a>`,
        ),
      ].join('\n'),
    }),
    text: renderText({
      settings,
      heading,
      lines: [
        line,
        ...pieces.map((p) => `- ${p}`),
        '',
        ...(coupon ? [coupon, ''] : []),
        `${t('cart.reminder.button')}: ${input.restoreLink}`,
        expires,
        prices,
        '',
        why,
        `${t('cart.reminder.unsubscribeText')}: ${input.unsubscribeLink}`,
      ],
    }),
  };
}
