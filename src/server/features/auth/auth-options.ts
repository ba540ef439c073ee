import type { BetterAuthOptions } from 'better-auth';
import { admin, emailOTP, twoFactor } from 'better-auth/plugins';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_SECONDS,
  PASSWORD_MIN_LENGTH,
} from '#shared/auth/auth.schemas.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import { requestLang } from '../../lib/language.ts';

export type OtpPurpose = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';
export type SendOtp = (message: {
  email: string;
  otp: string;
  type: OtpPurpose;
  /** The language of the page that asked (decision 035), null when the request does not say. */
  pageLang: Lang | null;
}) => Promise<void>;

/**
 * The only header better-auth reads the client IP from. Our adapter always overwrites it with
 * Fastify's `request.ip` (the socket address, or X-Forwarded-For only when TRUST_PROXY is set),
 * so a client cannot pick its own rate-limit bucket by sending a header.
 */
export const CLIENT_IP_HEADER = 'x-karigar-client-ip';

/** Per-IP limits on better-auth's paths (window in seconds). Everything else: 100 a minute. */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 5 },
  '/sign-up/email': { window: 60, max: 3 },
  '/email-otp/send-verification-otp': { window: 60, max: 3 },
  '/email-otp/request-password-reset': { window: 60, max: 3 },
  '/email-otp/verify-email': { window: 60, max: 10 },
  '/email-otp/check-verification-otp': { window: 60, max: 10 },
  '/email-otp/reset-password': { window: 60, max: 10 },
  '/change-password': { window: 60, max: 5 },
  '/email-otp/request-email-change': { window: 60, max: 3 },
  '/email-otp/change-email': { window: 60, max: 10 },
  '/sign-in/email-otp': { window: 60, max: 10 },
} as const;

/** A session's whole life, from sign-in (not renewed on use). */
export const SESSION_DAYS = 7;

/** How long a password sign-in waits for its authenticator code. */
export const TWO_FACTOR_STEP_SECONDS = 5 * 60;

/**
 * The plugin's second step follows a password sign-in only; a sign-in by mailed code is one factor too
 * (decision 033), so the same hook turns its session into the two-factor step for an account that has it.
 */
function withCodeSignInStep(plugin: ReturnType<typeof twoFactor>): ReturnType<typeof twoFactor> {
  const [step, ...rest] = plugin.hooks.after;
  if (!step) throw new Error('better-auth two-factor: the sign-in hook is missing');
  return {
    ...plugin,
    hooks: {
      ...plugin.hooks,
      after: [{ ...step, matcher: (ctx) => ctx.path === '/sign-in/email-otp' || step.matcher(ctx) }, ...rest],
    },
  };
}

/** better-auth options shared by the runtime and the schema-generating CLI (no database here). */
export function authOptions(opts: {
  baseURL: string;
  secret: string;
  secureCookies: boolean;
  sendOtp: SendOtp;
}) {
  return {
    appName: 'Karigar',
    baseURL: opts.baseURL,
    secret: opts.secret,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: { autoSignInAfterVerification: true },
    session: {
      // Every request reads the session row: a revoked session fails at once (no cookie cache).
      cookieCache: { enabled: false },
      // Review L10: an absolute lifetime. A session is never renewed on use, so it ends
      // SESSION_DAYS after sign-in, however busy.
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      disableSessionRefresh: true,
    },
    // Counters in the database so limits hold across restarts and processes, in every environment.
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100, customRules: AUTH_RATE_LIMITS },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // From our config, not better-auth's own reading of NODE_ENV.
      useSecureCookies: opts.secureCookies,
      // better-auth skips its Origin/CSRF check when NODE_ENV=test; tests must see production behaviour.
      disableOriginCheck: false,
    },
    user: {
      additionalFields: {
        mobileNumber: { type: 'string', required: false, input: true },
        // Our sign-up passes the page's language (the code mailed during it speaks it); the switch changes it.
        language: { type: 'string', required: false, input: true },
      },
    },
    plugins: [
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_TTL_SECONDS,
        allowedAttempts: OTP_MAX_ATTEMPTS,
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        storeOTP: 'hashed',
        sendVerificationOTP: (data, ctx) =>
          opts.sendOtp({ ...data, pageLang: ctx?.headers ? requestLang(ctx.headers) : null }),
        // My Account: a code to the new address changes the email (our /api/me/email-change routes).
        changeEmail: { enabled: true },
        // A code signs in only an existing account; sign-up stays ours (/api/account/sign-up).
        disableSignUp: true,
      }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      // Authenticator-app sign-in step; our /api/account routes offer it to admins (docs/decisions).
      withCodeSignInStep(twoFactor({ issuer: 'Karigar', twoFactorCookieMaxAge: TWO_FACTOR_STEP_SECONDS })),
    ],
  } satisfies Omit<BetterAuthOptions, 'database'>;
}
