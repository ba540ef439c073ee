import { DEFAULT_LANG } from '#shared/i18n/translate.ts';
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
import { mailT } from './mail-t.ts';
import type { OrderForMail } from './order-for-mail.ts';
import { addressHtml, addressLines, firstName, itemsHtml, itemsText } from './orders.ts';

/**
 * To a buyer the owner made an order for (decision 074): the order's summary, where it goes, and the payment link
 * with its expiry, in the order's language. The confirmation mail follows once the link is paid.
 */
export function paymentLinkEmail(
  order: OrderForMail,
  link: { url: string; expiresAt: Date },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const lang = order.language ?? DEFAULT_LANG;
  const t = mailT(lang);
  const number = order.orderNumber;
  const total = formatRupees(order.total);
  const name = firstName(order.customer.fullName);
  const heading = name ? t('link.heading', { name }) : t('link.headingPlain');
  const intro = t('link.intro', { number });
  const expires = t('link.expires', { time: formatDateTime(link.expiresAt) });
  const help = t('order.help', { phone: settings.contactPhone });
  return {
    kind: MAIL_KINDS.paymentLink,
    to: order.customer.email,
    toName: order.customer.fullName,
    subject: subjectLine(t('link.subject', { store: settings.storeName, number, total })),
    html: renderHtml({
      settings,
      publicUrl,
      lang,
      preheader: t('link.preheader', { number, total }),
      heading,
      body: [
        paragraph(esc(intro)),
        button(t('link.pay', { total }), link.url),
        mutedParagraph(esc(expires)),
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
        `${t('link.linkText')}: ${link.url}`,
        expires,
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
