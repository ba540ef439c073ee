import { z } from 'zod';
import { ACCOUNT_SUSPENDED } from './auth.schemas.ts';

/*
 * Sign in with Google (issue 22, decision 038): the contract of /api/account/google and the messages the
 * sign-in page shows when Google's return did not sign anyone in (`/auth?google=<reason>`).
 */

/** GET /api/account/sign-in-options: which other ways to sign in this shop offers. */
export const signInOptionsSchema = z.object({ google: z.boolean() });
export type SignInOptions = z.output<typeof signInOptionsSchema>;

/** POST /api/account/google: the page to come back to (a path of this site; anything else means home). */
export const googleStartRequestSchema = z.object({ next: z.string().max(2000).optional() });
export type GoogleStartRequest = z.input<typeof googleStartRequestSchema>;
export const googleStartResponseSchema = z.object({ url: z.string() });

export const GOOGLE_SIGN_IN_FAILURES = {
  /** Google does not vouch for the address (email_verified is not true): nothing was created or linked. */
  'email-unverified':
    'Google has not verified this email address, so we cannot use it to sign you in. Please sign in with your email instead.',
  /** Review H1: an account of this email exists but was never verified: Google is not connected to it. */
  'not-linked':
    'An account with this email was started but never confirmed, so we have not connected Google to it. Sign up with this email to confirm it with the code we send, then continue with Google.',
  /** Admins keep their password and authenticator (decision 022). */
  staff: 'Admin and staff accounts sign in with their password, not with Google.',
  suspended: ACCOUNT_SUSPENDED,
  cancelled: 'Google sign-in was cancelled.',
  failed: 'We could not sign you in with Google. Please try again.',
} as const;
export type GoogleSignInFailure = keyof typeof GOOGLE_SIGN_IN_FAILURES;

export const isGoogleSignInFailure = (value: string | null): value is GoogleSignInFailure =>
  value !== null && Object.hasOwn(GOOGLE_SIGN_IN_FAILURES, value);

/** GET /api/me/google: whether Google signs this account in. */
export const googleConnectionSchema = z.object({ connected: z.boolean() });
export type GoogleConnection = z.output<typeof googleConnectionSchema>;

export const GOOGLE_DISCONNECTED = 'Google is disconnected. Sign in with your password or an emailed code.';
export const GOOGLE_NOT_CONNECTED = 'Google is not connected to this account.';
