import * as AUTH from '#shared/auth/auth.schemas.ts';
import * as GOOGLE from '#shared/auth/google.ts';
import * as MY_ACCOUNT from '#shared/auth/my-account.schemas.ts';
import * as CONSENT from '#shared/customers/marketing-consent.ts';
import en from '#web/i18n/en/auth.json';

/**
 * The accounts' shared messages (the schemas' checks, the server's answers) by their name in the shared
 * modules, for those the auth catalog says as `auth.msg.<NAME>` (decision 035): the web says them in the
 * page's language, the English stays the contract's.
 */
export const AUTH_MESSAGES: Readonly<Record<string, string>> = Object.fromEntries(
  [AUTH, GOOGLE, MY_ACCOUNT, CONSENT]
    .flatMap((module) => Object.entries(module))
    .filter(([name, value]) => typeof value === 'string' && `auth.msg.${name}` in en),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message made by a shared function of one number, as a pattern that catches the number. */
const withNumber = (make: (n: number) => string) =>
  new RegExp(`^${escapeRegExp(make(987654)).replace('987654', '(\\d+)')}$`);

/** The shared messages that carry a number: the catalog key and the name of its placeholder. */
export const NUMBERED_MESSAGES = [
  { pattern: withNumber(AUTH.invalidOtpMessage), key: 'auth.msg.invalidOtp', param: 'count' },
  { pattern: withNumber(AUTH.resendTooSoonMessage), key: 'auth.msg.resendTooSoon', param: 'seconds' },
] as const;
