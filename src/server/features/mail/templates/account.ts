import { OTP_TTL_SECONDS } from '#shared/auth/auth.schemas.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { MAIL_KINDS, ONE_TIME_CODE_ATTEMPTS } from '../mail-kinds.ts';
import {
  button,
  codeBox,
  esc,
  mutedParagraph,
  paragraph,
  renderHtml,
  renderText,
  shopUrl,
  subjectLine,
} from './layout.ts';

const minutes = Math.round(OTP_TTL_SECONDS / 60);

interface CodeInput {
  to: string;
  code: string;
}

function codeEmail(
  input: CodeInput,
  settings: StoreSettings,
  publicUrl: string,
  what: { kind: string; subject: string; heading: string; purpose: string },
): MailMessage {
  const notYou = 'If you did not ask for it, you can ignore this email: nothing changes without the code.';
  return {
    kind: what.kind,
    to: input.to,
    subject: subjectLine(what.subject),
    maxAttempts: ONE_TIME_CODE_ATTEMPTS,
    html: renderHtml({
      settings,
      publicUrl,
      preheader: `Your code expires in ${minutes} minutes.`,
      heading: what.heading,
      body: [
        paragraph(`Use this code to ${esc(what.purpose)}:`),
        codeBox(input.code),
        paragraph(`It expires in ${minutes} minutes. Please do not share it with anyone.`),
        mutedParagraph(esc(notYou)),
      ].join('\n'),
    }),
    // The code comes first, before any other number in the text.
    text: renderText({
      settings,
      heading: what.heading,
      lines: [
        `Your code: ${input.code}`,
        '',
        `Use it to ${what.purpose}. It expires in ${minutes} minutes. Please do not share it with anyone.`,
        notYou,
      ],
    }),
  };
}

/** The 6-digit code that verifies a new account's email. */
export function signUpCodeEmail(input: CodeInput, settings: StoreSettings, publicUrl: string): MailMessage {
  return codeEmail(input, settings, publicUrl, {
    kind: MAIL_KINDS.signUpCode,
    subject: `Your ${settings.storeName} verification code`,
    heading: 'Verify your email',
    purpose: `verify your email for ${settings.storeName}`,
  });
}

/** The 6-digit code that lets someone choose a new password. */
export function passwordResetCodeEmail(
  input: CodeInput,
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  return codeEmail(input, settings, publicUrl, {
    kind: MAIL_KINDS.passwordResetCode,
    subject: `Your ${settings.storeName} password reset code`,
    heading: 'Reset your password',
    purpose: `reset your ${settings.storeName} password`,
  });
}

/** The 6-digit code that proves a new address before the account's email changes to it. */
export function emailChangeCodeEmail(
  input: CodeInput,
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  return codeEmail(input, settings, publicUrl, {
    kind: MAIL_KINDS.emailChangeCode,
    subject: `Your ${settings.storeName} email change code`,
    heading: 'Confirm your new email',
    purpose: `make this your ${settings.storeName} email address`,
  });
}

/** The 6-digit code that signs a verified account in without its password. */
export function signInCodeEmail(input: CodeInput, settings: StoreSettings, publicUrl: string): MailMessage {
  return codeEmail(input, settings, publicUrl, {
    kind: MAIL_KINDS.signInCode,
    subject: `Your ${settings.storeName} sign-in code`,
    heading: 'Sign in to your account',
    purpose: `sign in to ${settings.storeName}`,
  });
}

/** To the old address once the account's email changed: a change its owner did not make is noticed. */
export function emailChangedEmail(
  input: { to: string; newEmail: string },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const heading = 'Your email address was changed';
  const lines = [
    `Your ${settings.storeName} account now uses ${input.newEmail}. Mail about your account and orders goes there from now on.`,
    `If you did not make this change, please contact us at once at ${settings.contactPhone} or reply to this email.`,
  ];
  return {
    kind: MAIL_KINDS.emailChanged,
    to: input.to,
    subject: subjectLine(`Your ${settings.storeName} email address was changed`),
    html: renderHtml({
      settings,
      publicUrl,
      preheader: `Your account now uses ${input.newEmail}.`,
      heading,
      body: lines.map((l) => paragraph(esc(l))).join('\n'),
    }),
    text: renderText({ settings, heading, lines }),
  };
}

export function welcomeEmail(
  input: { to: string; name: string },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const name = input.name.trim();
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const ready = `Your ${settings.storeName} account is ready. Discover handcrafted treasures made with love by our artisans: dream catchers, Lippan art, candles, embroidery and more.`;
  const help = `Questions about an order or a custom piece? Reply to this email or call us at ${settings.contactPhone}.`;
  const shop = shopUrl(publicUrl, '/products');
  return {
    kind: MAIL_KINDS.welcome,
    to: input.to,
    toName: name || undefined,
    subject: subjectLine(`Welcome to ${settings.storeName}`),
    html: renderHtml({
      settings,
      publicUrl,
      preheader: 'Your account is ready.',
      heading: `Welcome to ${settings.storeName}`,
      body: [
        paragraph(esc(greeting)),
        paragraph(esc(ready)),
        button('Start exploring', shop),
        mutedParagraph(esc(help)),
      ].join('\n'),
    }),
    text: renderText({
      settings,
      heading: `Welcome to ${settings.storeName}`,
      lines: [greeting, '', ready, '', `Start exploring: ${shop}`, '', help],
    }),
  };
}

/** Someone signed up with an email that already has a verified account: tell its owner, not the form. */
export function existingAccountEmail(
  input: { to: string },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const heading = 'You already have an account';
  const lines = [
    `Someone tried to create a ${settings.storeName} account with this email address, but you already have one.`,
    'Sign in with your password, or use Forgot Password if you no longer remember it. If this was not you, you can ignore this email.',
  ];
  const signIn = shopUrl(publicUrl, '/auth');
  return {
    kind: MAIL_KINDS.existingAccount,
    to: input.to,
    subject: subjectLine(`You already have a ${settings.storeName} account`),
    html: renderHtml({
      settings,
      publicUrl,
      preheader: 'Sign in with your password, or reset it.',
      heading,
      body: [...lines.map((l) => paragraph(esc(l))), button('Sign in', signIn)].join('\n'),
    }),
    text: renderText({ settings, heading, lines: [...lines, '', `Sign in: ${signIn}`] }),
  };
}
