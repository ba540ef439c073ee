import type { MailMessage, TemplateContext } from '../../lib/mailer.ts';
import { existingAccountEmail, welcomeEmail } from '../mail/templates/index.ts';

/** The accounts feature's mail, rendered by the mail templates (brand layout, store settings). */

export function welcomeMail(to: string, name: string, ctx: TemplateContext): MailMessage {
  return welcomeEmail({ to, name }, ctx.settings, ctx.publicUrl);
}

/** Someone signed up with an email that already has a verified account: tell its owner, not the form. */
export function existingAccountMail(to: string, ctx: TemplateContext): MailMessage {
  return existingAccountEmail({ to }, ctx.settings, ctx.publicUrl);
}
