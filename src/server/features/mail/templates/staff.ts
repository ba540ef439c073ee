import type { Lang } from '#shared/i18n/translate.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import { INVITATION_DAYS } from '#shared/staff/staff.schemas.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { button, esc, mutedParagraph, paragraph, renderHtml, renderText, subjectLine } from './layout.ts';
import { mailT } from './mail-t.ts';

/**
 * Decision 037: the link that lets one person join the admin team, valid for a week, once. In the language
 * of the page the admin invited from (decision 035), its link to the same language's invitation page.
 */
export function staffInvitationEmail(
  input: { to: string; role: 'admin' | 'staff'; link: string; invitedBy: string; lang?: Lang },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const t = mailT(input.lang);
  const store = settings.storeName;
  const heading = t('staff.invite.heading', { store });
  const invite = t(`staff.invite.${input.role}`, { inviter: input.invitedBy, store });
  const how = t('staff.invite.how', { days: INVITATION_DAYS });
  const notYou = t('staff.invite.notYou');
  return {
    kind: MAIL_KINDS.staffInvitation,
    to: input.to,
    subject: subjectLine(t('staff.invite.subject', { store })),
    html: renderHtml({
      settings,
      publicUrl,
      lang: input.lang,
      preheader: t('staff.invite.preheader', { store }),
      heading,
      body: [
        paragraph(esc(invite)),
        paragraph(esc(how)),
        button(t('staff.invite.accept'), input.link),
        mutedParagraph(esc(notYou)),
      ].join('\n'),
    }),
    text: renderText({
      settings,
      heading,
      lines: [invite, '', how, t('staff.invite.acceptLine', { link: input.link }), '', notYou],
    }),
  };
}

/**
 * Decision 037: the admin removed someone's access; they hear it from the shop, not from a failed sign-in. In the
 * language their profile chose (decision 035), else English.
 */
export function staffRevokedEmail(
  input: { to: string; lang?: Lang | undefined },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const t = mailT(input.lang);
  const store = settings.storeName;
  const heading = t('staff.revoked.heading');
  const lines = [t('staff.revoked.removed', { store }), t('staff.revoked.customer')];
  return {
    kind: MAIL_KINDS.staffRevoked,
    to: input.to,
    subject: subjectLine(t('staff.revoked.subject', { store })),
    html: renderHtml({
      settings,
      publicUrl,
      lang: input.lang,
      preheader: t('staff.revoked.preheader'),
      heading,
      body: lines.map((line) => paragraph(esc(line))).join('\n'),
    }),
    text: renderText({ settings, heading, lines }),
  };
}
