import { OTP_TTL_SECONDS } from '#shared/auth/auth.schemas.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { OtpPurpose } from './auth-options.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const minutes = OTP_TTL_SECONDS / 60;

/** The 6-digit code, for verification or password reset. */
export function codeMail(to: string, otp: string, purpose: OtpPurpose): MailMessage {
  const reset = purpose === 'forget-password';
  const what = reset ? 'reset your Karigar password' : 'verify your email for Karigar';
  return {
    to,
    subject: reset ? 'Your Karigar password reset code' : 'Your Karigar verification code',
    html: `<p>Use this code to ${what}: <strong>${otp}</strong></p><p>It expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.</p>`,
    text: `Use this code to ${what}: ${otp}\nIt expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.`,
  };
}

export function welcomeMail(to: string, name: string): MailMessage {
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  return {
    to,
    subject: 'Welcome to Karigar',
    html: `<p>${escapeHtml(greeting)}</p><p>Your account is ready. Discover handcrafted treasures made with love by our artisans.</p>`,
    text: `${greeting}\nYour account is ready. Discover handcrafted treasures made with love by our artisans.`,
  };
}

/** Someone signed up with an email that already has a verified account: tell its owner, not the form. */
export function existingAccountMail(to: string): MailMessage {
  return {
    to,
    subject: 'You already have a Karigar account',
    html: '<p>Someone tried to create a Karigar account with this email address, but you already have one.</p><p>Sign in with your password, or use Forgot Password if you no longer remember it. If this was not you, you can ignore this email.</p>',
    text: 'Someone tried to create a Karigar account with this email address, but you already have one.\nSign in with your password, or use Forgot Password if you no longer remember it. If this was not you, you can ignore this email.',
  };
}
