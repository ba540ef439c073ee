import type { BetterAuthOptions } from 'better-auth';
import { admin, emailOTP, twoFactor } from 'better-auth/plugins';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_SECONDS,
  PASSWORD_MIN_LENGTH,
} from '#shared/auth/auth.schemas.ts';

export type OtpPurpose = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';
export type SendOtp = (message: { email: string; otp: string; type: OtpPurpose }) => Promise<void>;

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
} as const;

/** A session's whole life, from sign-in (not renewed on use). */
export const SESSION_DAYS = 7;

/** How long a password sign-in waits for its authenticator code. */
export const TWO_FACTOR_STEP_SECONDS = 5 * 60;

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
      additionalFields: { mobileNumber: { type: 'string', required: false, input: true } },
    },
    plugins: [
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_TTL_SECONDS,
        allowedAttempts: OTP_MAX_ATTEMPTS,
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        storeOTP: 'hashed',
        sendVerificationOTP: opts.sendOtp,
      }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      // Authenticator-app sign-in step; our /api/account routes offer it to admins (docs/decisions).
      twoFactor({ issuer: 'Karigar', twoFactorCookieMaxAge: TWO_FACTOR_STEP_SECONDS }),
    ],
  } satisfies Omit<BetterAuthOptions, 'database'>;
}
