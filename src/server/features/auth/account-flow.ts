import {
  type CodeSentResponse,
  EMAIL_INVALID,
  OTP_RESEND_LOCK_SECONDS,
  OTP_SEND_FAILED,
  OTP_TTL_SECONDS,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '#shared/auth/auth.schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer, MailMessage, TemplateContext } from '../../lib/mailer.ts';
import type { ClientInfo } from '../customers/customers.service.ts';
import type { Auth, AuthResponse } from './auth.ts';
import { rateLimited } from './email-codes.ts';

/**
 * What every account flow (sign-up, sign-in, two-factor, password reset, sign-out) shares: who is calling,
 * the cookies an answer carries, and how better-auth's unexpected answers become our errors.
 */

/** The HTTP client behind a call: its headers go to better-auth (cookie, origin, IP), the rest is recorded. */
export interface Caller extends ClientInfo {
  headers: Headers;
}

/** A result whose session cookies the route must pass on. */
export interface WithCookies<T> {
  body: T;
  cookies: string[];
}

interface Log {
  error(details: object, message: string): void;
}

export interface AccountDeps {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  log: Log;
}

export function codeSent(email: string, message: string): CodeSentResponse {
  return { email, message, resendAfterSeconds: OTP_RESEND_LOCK_SECONDS, expiresInSeconds: OTP_TTL_SECONDS };
}

/** Our own cookies are Secure when better-auth's session cookie is. */
export async function secureCookies(auth: Auth): Promise<boolean> {
  return (await auth.$context).authCookies.sessionToken.attributes.secure === true;
}

/**
 * Mail that must not undo what already happened (welcome, notices): failures are logged, and
 * the outbox keeps trying.
 */
export async function sendMailQuietly(
  { mailer, log }: Pick<AccountDeps, 'mailer' | 'log'>,
  compose: (ctx: TemplateContext) => MailMessage,
): Promise<void> {
  try {
    await mailer.send(compose(await mailer.templateContext()));
  } catch (error) {
    log.error({ err: error }, 'mail not sent at once');
  }
}

const ORIGIN_ERRORS = new Set([
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
]);

/** better-auth answers we do not expect from valid input, as our errors (logged when they are ours). */
export class AuthAnswers {
  constructor(private readonly log: Log) {}

  failure(res: AuthResponse, what: string): AppError {
    const code = res.body?.code;
    if (res.status === 429) return rateLimited(res.retryAfter);
    if (code && ORIGIN_ERRORS.has(code)) {
      return new AppError('FORBIDDEN', 'This request came from another site and was refused.');
    }
    if (code === 'PASSWORD_TOO_SHORT')
      return new AppError('VALIDATION_FAILED', PASSWORD_TOO_SHORT, { password: PASSWORD_TOO_SHORT });
    if (code === 'PASSWORD_TOO_LONG')
      return new AppError('VALIDATION_FAILED', PASSWORD_TOO_LONG, { password: PASSWORD_TOO_LONG });
    if (code === 'INVALID_EMAIL')
      return new AppError('VALIDATION_FAILED', EMAIL_INVALID, { email: EMAIL_INVALID });
    if (what === 'send-code' && res.status >= 500) {
      this.log.error({ status: res.status, body: res.body }, 'code not sent');
      return new AppError('SERVICE_UNAVAILABLE', OTP_SEND_FAILED);
    }
    return this.unexpected(res, what);
  }

  unexpected(res: AuthResponse, what: string): AppError {
    this.log.error({ status: res.status, body: res.body }, `unexpected better-auth answer: ${what}`);
    return this.internal();
  }

  internal(): AppError {
    return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
  }
}
