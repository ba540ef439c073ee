import { isLang, type Lang } from '#shared/i18n/translate.ts';
import type { MailMessage, TemplateContext } from '../../lib/mailer.ts';
import { existingAccountEmail, welcomeEmail } from '../mail/templates/index.ts';

/** The accounts feature's mail, rendered by the mail templates (brand layout, store settings), in the account's language. */

export function welcomeMail(
  account: { email: string; name: string; language?: string | null },
  ctx: TemplateContext,
): MailMessage {
  const lang = isLang(account.language) ? account.language : undefined;
  return welcomeEmail({ to: account.email, name: account.name, lang }, ctx.settings, ctx.publicUrl);
}

/** Someone signed up with an email that already has a verified account: tell its owner, not the form. */
export function existingAccountMail(to: string, lang: Lang | undefined, ctx: TemplateContext): MailMessage {
  return existingAccountEmail({ to, lang }, ctx.settings, ctx.publicUrl);
}
