import { DEFAULT_LANG } from '#shared/i18n/translate.ts';
import { COD_KEY_PARAM } from '#shared/orders/cod-confirmation.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import {
  button,
  esc,
  formatDateTime,
  mutedParagraph,
  paragraph,
  renderHtml,
  renderText,
  sectionHeading,
  subjectLine,
} from './layout.ts';
import { mailLocale, mailT } from './mail-t.ts';
import { type OrderForMail, orderPageUrl } from './order-for-mail.ts';
import { addressHtml, addressLines, firstName, itemsHtml, itemsText } from './orders.ts';

/** The order's page with the confirmation key: its Confirm, Change address and Cancel (decision 087). */
export const codConfirmationUrl = (publicUrl: string, order: OrderForMail, key: string) =>
  `${orderPageUrl(publicUrl, order)}&${COD_KEY_PARAM}=${encodeURIComponent(key)}`;

/**
 * To the buyer of a cash-on-delivery order that waits for their confirmation (decision 087), at placement and once
 * more as the reminder: the order, where it goes, the deadline and the link to answer, in the order's language.
 */
export function codConfirmationEmail(
  order: OrderForMail,
  ask: { key: string; confirmBy: Date; reminder: boolean },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const lang = order.language ?? DEFAULT_LANG;
  const t = mailT(lang);
  const number = order.orderNumber;
  const total = formatRupees(order.total);
  const time = formatDateTime(ask.confirmBy, mailLocale(lang));
  const name = firstName(order.customer.fullName);
  const heading = name ? t('codConfirm.heading', { name }) : t('codConfirm.headingPlain');
  const intro = t(ask.reminder ? 'codConfirm.reminder' : 'codConfirm.intro', { number, total, time });
  const choices = t('codConfirm.choices');
  const help = t('order.help', { phone: settings.contactPhone });
  const url = codConfirmationUrl(publicUrl, order, ask.key);
  return {
    kind: MAIL_KINDS.codConfirmation,
    to: order.customer.email,
    toName: order.customer.fullName,
    subject: subjectLine(
      t(ask.reminder ? 'codConfirm.reminderSubject' : 'codConfirm.subject', {
        store: settings.storeName,
        number,
      }),
    ),
    html: renderHtml({
      settings,
      publicUrl,
      lang,
      preheader: t('codConfirm.preheader', { number, total, time }),
      heading,
      body: [
        paragraph(esc(intro)),
        button(t('codConfirm.button'), url),
        mutedParagraph(esc(choices)),
        sectionHeading(t('order.items')),
        itemsHtml(order, t, lang),
        sectionHeading(t('order.deliveringTo')),
        addressHtml(order, t),
        mutedParagraph(esc(help)),
      ].join('\n'),
    }),
    text: renderText({
      settings,
      heading,
      lines: [
        intro,
        '',
        `${t('codConfirm.button')}: ${url}`,
        choices,
        '',
        t('order.items'),
        ...itemsText(order, t, lang),
        '',
        t('order.deliveringTo'),
        ...addressLines(order, t),
        '',
        help,
      ],
    }),
  };
}
