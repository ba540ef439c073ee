import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import { INVITATION_DAYS, ROLE_LABELS } from '#shared/staff/staff.schemas.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { button, esc, mutedParagraph, paragraph, renderHtml, renderText, subjectLine } from './layout.ts';

const WHAT_THEY_DO = {
  admin: 'look after everything in the shop: products, orders, customers, content and settings',
  staff: 'look after orders and customers',
} as const;

/** Decision 037: the link that lets one person join the admin team, valid for a week, once. */
export function staffInvitationEmail(
  input: { to: string; role: 'admin' | 'staff'; link: string; invitedBy: string },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const role = ROLE_LABELS[input.role];
  const heading = `Join the ${settings.storeName} team`;
  const invite = `${input.invitedBy} has invited you to help run ${settings.storeName} as ${role === 'Admin' ? 'an' : 'a'} ${role}: you will ${WHAT_THEY_DO[input.role]}.`;
  const how = `Open the link below and create your account with this email address (or sign in, if you already have one). The link works once, for ${INVITATION_DAYS} days.`;
  const notYou =
    'If you were not expecting this, you can ignore this email: nothing happens without the link.';
  return {
    kind: MAIL_KINDS.staffInvitation,
    to: input.to,
    subject: subjectLine(`You are invited to the ${settings.storeName} team`),
    html: renderHtml({
      settings,
      publicUrl,
      preheader: `An invitation to help run ${settings.storeName}.`,
      heading,
      body: [
        paragraph(esc(invite)),
        paragraph(esc(how)),
        button('Accept the invitation', input.link),
        mutedParagraph(esc(notYou)),
      ].join('\n'),
    }),
    text: renderText({
      settings,
      heading,
      lines: [invite, '', how, `Accept the invitation: ${input.link}`, '', notYou],
    }),
  };
}

/** Decision 037: the admin removed someone's access; they hear it from the shop, not from a failed sign-in. */
export function staffRevokedEmail(
  input: { to: string },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const heading = 'Your team access has ended';
  const lines = [
    `Your access to the ${settings.storeName} admin has been removed, and you have been signed out.`,
    'Your account stays open as a customer account. If you think this is a mistake, please speak to the shop owner.',
  ];
  return {
    kind: MAIL_KINDS.staffRevoked,
    to: input.to,
    subject: subjectLine(`Your ${settings.storeName} team access has ended`),
    html: renderHtml({
      settings,
      publicUrl,
      preheader: 'Your admin access has been removed.',
      heading,
      body: lines.map((line) => paragraph(esc(line))).join('\n'),
    }),
    text: renderText({ settings, heading, lines }),
  };
}
