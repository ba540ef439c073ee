import { OTP_TTL_SECONDS } from '#shared/auth/auth.schemas.ts';
import { DEFAULT_LANG, type Lang, langPrefix } from '#shared/i18n/translate.ts';
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
import { mailT } from './mail-t.ts';

const minutes = Math.round(OTP_TTL_SECONDS / 60);

interface CodeInput {
  to: string;
  code: string;
  /** The language of the page that asked for the code, else the customer's (decision 035). */
  lang?: Lang;
}

function codeEmail(
  input: CodeInput,
  settings: StoreSettings,
  publicUrl: string,
  what: { kind: string; subject: string; heading: string; purpose: string },
): MailMessage {
  const t = mailT(input.lang);
  const notYou = t('code.notYou');
  const expires = t('code.expires', { minutes });
  return {
    kind: what.kind,
    to: input.to,
    subject: subjectLine(what.subject),
    maxAttempts: ONE_TIME_CODE_ATTEMPTS,
    html: renderHtml({
      settings,
      publicUrl,
      lang: input.lang,
      preheader: t('code.preheader', { minutes }),
      heading: what.heading,
      body: [
        paragraph(esc(t('code.useThis', { purpose: what.purpose }))),
        codeBox(input.code),
        paragraph(esc(expires)),
        mutedParagraph(esc(notYou)),
      ].join('\n'),
    }),
    // The code comes first, before any other number in the text.
    text: renderText({
      settings,
      heading: what.heading,
      lines: [
        t('code.yourCode', { code: input.code }),
        '',
        t('code.useIt', { purpose: what.purpose, minutes }),
        notYou,
      ],
    }),
  };
}

/** The 6-digit code that verifies a new account's email. */
export function signUpCodeEmail(input: CodeInput, settings: StoreSettings, publicUrl: string): MailMessage {
  const t = mailT(input.lang);
  const store = settings.storeName;
  return codeEmail(input, settings, publicUrl, {
    kind: MAIL_KINDS.signUpCode,
    subject: t('code.signUp.subject', { store }),
    heading: t('code.signUp.heading'),
    purpose: t('code.signUp.purpose', { store }),
  });
}

/** The 6-digit code that lets someone choose a new password. */
export function passwordResetCodeEmail(
  input: CodeInput,
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const t = mailT(input.lang);
  const store = settings.storeName;
  return codeEmail(input, settings, publicUrl, {
    kind: MAIL_KINDS.passwordResetCode,
    subject: t('code.reset.subject', { store }),
    heading: t('code.reset.heading'),
    purpose: t('code.reset.purpose', { store }),
  });
}

/** The 6-digit code that proves a new address before the account's email changes to it. */
export function emailChangeCodeEmail(
  input: CodeInput,
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const t = mailT(input.lang);
  const store = settings.storeName;
  return codeEmail(input, settings, publicUrl, {
    kind: MAIL_KINDS.emailChangeCode,
    subject: t('code.emailChange.subject', { store }),
    heading: t('code.emailChange.heading'),
    purpose: t('code.emailChange.purpose', { store }),
  });
}

/** The 6-digit code that signs a verified account in without its password. */
export function signInCodeEmail(input: CodeInput, settings: StoreSettings, publicUrl: string): MailMessage {
  const t = mailT(input.lang);
  const store = settings.storeName;
  return codeEmail(input, settings, publicUrl, {
    kind: MAIL_KINDS.signInCode,
    subject: t('code.signIn.subject', { store }),
    heading: t('code.signIn.heading'),
    purpose: t('code.signIn.purpose', { store }),
  });
}

/** Each My Account code's words (decision 081): what the code lets the person do. */
const ACCOUNT_CODE_WORDS = {
  'delete-account': {
    subject: 'code.deleteAccount.subject',
    heading: 'code.deleteAccount.heading',
    purpose: 'code.deleteAccount.purpose',
  },
  'set-password': {
    subject: 'code.setPassword.subject',
    heading: 'code.setPassword.heading',
    purpose: 'code.setPassword.purpose',
  },
  'confirm-email-change': {
    subject: 'code.confirmEmailChange.subject',
    heading: 'code.confirmEmailChange.heading',
    purpose: 'code.confirmEmailChange.purpose',
  },
} as const;

/** The 6-digit code that confirms a grave My Account change on an account without a password (audit D-M5). */
export function accountCodeEmail(
  input: CodeInput & { purpose: keyof typeof ACCOUNT_CODE_WORDS },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const t = mailT(input.lang);
  const store = settings.storeName;
  const words = ACCOUNT_CODE_WORDS[input.purpose];
  return codeEmail(input, settings, publicUrl, {
    kind: MAIL_KINDS.accountCode,
    subject: t(words.subject, { store }),
    heading: t(words.heading),
    purpose: t(words.purpose, { store }),
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
  input: { to: string; name: string; lang?: Lang },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const t = mailT(input.lang);
  const store = settings.storeName;
  const name = input.name.trim();
  const greeting = name ? t('greeting.named', { name }) : t('greeting.plain');
  const ready = t('welcome.ready', { store });
  const help = t('welcome.help', { phone: settings.contactPhone });
  const heading = t('welcome.subject', { store });
  const start = t('welcome.start');
  const shop = shopUrl(publicUrl, `${langPrefix(input.lang ?? DEFAULT_LANG)}/products`);
  return {
    kind: MAIL_KINDS.welcome,
    to: input.to,
    toName: name || undefined,
    subject: subjectLine(heading),
    html: renderHtml({
      settings,
      publicUrl,
      lang: input.lang,
      preheader: t('welcome.preheader'),
      heading,
      body: [
        paragraph(esc(greeting)),
        paragraph(esc(ready)),
        button(start, shop),
        mutedParagraph(esc(help)),
      ].join('\n'),
    }),
    text: renderText({
      settings,
      heading,
      lines: [greeting, '', ready, '', `${start}: ${shop}`, '', help],
    }),
  };
}

/** Someone signed up with an email that already has a verified account: tell its owner, not the form. */
export function existingAccountEmail(
  input: { to: string; lang?: Lang },
  settings: StoreSettings,
  publicUrl: string,
): MailMessage {
  const t = mailT(input.lang);
  const store = settings.storeName;
  const heading = t('existing.heading');
  const lines = [t('existing.tried', { store }), t('existing.advice')];
  const signInLabel = t('existing.signIn');
  const signIn = shopUrl(publicUrl, `${langPrefix(input.lang ?? DEFAULT_LANG)}/auth`);
  return {
    kind: MAIL_KINDS.existingAccount,
    to: input.to,
    subject: subjectLine(t('existing.subject', { store })),
    html: renderHtml({
      settings,
      publicUrl,
      lang: input.lang,
      preheader: t('existing.preheader'),
      heading,
      body: [...lines.map((l) => paragraph(esc(l))), button(signInLabel, signIn)].join('\n'),
    }),
    text: renderText({ settings, heading, lines: [...lines, '', `${signInLabel}: ${signIn}`] }),
  };
}
