import { productPath } from '#shared/catalog/product-slugs.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import { pathInLang } from '#shared/i18n/translate.ts';
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
import { mailT } from './mail-t.ts';
import { ownerAlertEmail, type StoreMailContext } from './owner-alerts.ts';

/** A piece a shopper asked about: its name in their language and the variant's options (empty: none). */
export interface PieceForMail {
  productId: number;
  /** Its page's address (decision 088). */
  slug: string;
  variantId: number;
  name: string;
  options: string;
}

/**
 * "Tell me when it's back" (decision 073): the piece is back in stock. Sent once per request, to a few shoppers per
 * unit restocked, so it says that it may sell out again. In the language of the page asked from.
 */
export function backInStockEmail(
  input: { to: string; piece: PieceForMail; lang: Lang },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const t = mailT(input.lang);
  const piece = input.piece.options ? `${input.piece.name} (${input.piece.options})` : input.piece.name;
  const link = shopUrl(publicUrl, pathInLang(productPath(input.piece, input.piece.variantId), input.lang));
  const heading = t('stock.back.heading');
  const line = t('stock.back.line', { piece, store: settings.storeName });
  const hurry = t('stock.back.hurry');
  const why = t('stock.back.why');
  return {
    kind: MAIL_KINDS.backInStock,
    to: input.to,
    subject: subjectLine(t('stock.back.subject', { piece })),
    html: renderHtml({
      settings,
      publicUrl,
      lang: input.lang,
      preheader: line,
      heading,
      body: [
        paragraph(esc(line)),
        paragraph(esc(hurry)),
        button(t('stock.back.button'), link),
        mutedParagraph(esc(why)),
      ].join('\n'),
    }),
    text: renderText({
      settings,
      heading,
      lines: [line, '', hurry, `${t('stock.back.button')}: ${link}`, '', why],
    }),
  };
}

/** To the owner: a shopper asks for a piece like a sold one-of-a-kind one (issue 42 point 3). Plain text escaped. */
export function storeLikeThisEmail(
  input: { piece: PieceForMail; email: string; note: string | null },
  context: StoreMailContext,
): MailMessage {
  return ownerAlertEmail(
    MAIL_KINDS.storeLikeThis,
    {
      subject: `A shopper asks for one like ${input.piece.name}`,
      heading: 'Asked for: one like this',
      summary: `${input.email} would like a piece like ${input.piece.name}, which is sold. Write to them if you can make one (they agreed to hear from you about it).`,
      facts: [
        ['Piece', input.piece.name],
        ['Email', input.email],
        ['Note', input.note || 'none'],
      ],
    },
    context,
  );
}
