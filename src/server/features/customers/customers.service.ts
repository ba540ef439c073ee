import type { Db } from '../../db/client.ts';
import {
  countFailedLogins,
  insertLoginActivity,
  insertProfileIfMissing,
  upsertProfileLogin,
  upsertVerifiedProfile,
} from './customers.repo.ts';
import { deviceTypeFromUserAgent } from './device-type.ts';

/** Where a request came from, as recorded on profiles and login activity. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface AccountDetails {
  id: string;
  email: string;
  name: string;
  mobileNumber: string | null;
  emailVerified: boolean;
}

export const LOGIN_FAILURE_REASONS = {
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Email not verified',
  suspended: 'Account suspended',
  rateLimited: 'Too many attempts',
  systemError: 'System error',
} as const;
export type LoginFailureReason = (typeof LOGIN_FAILURE_REASONS)[keyof typeof LOGIN_FAILURE_REASONS];

const MAX_USER_AGENT = 512;
const userAgentOf = (client: ClientInfo) => client.userAgent?.slice(0, MAX_USER_AGENT) ?? null;

function profileDetails(account: AccountDetails, client: ClientInfo) {
  return {
    email: account.email,
    userId: account.id,
    fullName: account.name.trim() || 'Unknown User',
    mobileNumber: account.mobileNumber,
    ipAddress: client.ip,
    userAgent: userAgentOf(client),
  };
}

/** Sign-up: the permanent customer list gets the email at once (unverified until the code is used). */
export function recordSignUp(db: Db, account: AccountDetails, client: ClientInfo, at = new Date()) {
  return insertProfileIfMissing(db, profileDetails(account, client), at);
}

/** Email verified: the profile carries the account's name and mobile, verified. */
export function recordEmailVerified(db: Db, account: AccountDetails, client: ClientInfo, at = new Date()) {
  return upsertVerifiedProfile(db, profileDetails(account, client), at);
}

/** Every sign-in attempt, success or failure, is a login activity row; a success counts a login. */
export async function recordSignInAttempt(
  db: Db,
  attempt:
    | { success: true; account: AccountDetails }
    | { success: false; email: string; userId: string | null; reason: LoginFailureReason },
  client: ClientInfo,
  at = new Date(),
): Promise<void> {
  const email = attempt.success ? attempt.account.email : attempt.email;
  await insertLoginActivity(db, {
    email,
    userId: attempt.success ? attempt.account.id : attempt.userId,
    loginTime: at,
    loginMethod: 'password',
    success: attempt.success,
    ipAddress: client.ip,
    userAgent: userAgentOf(client),
    deviceInfo: deviceTypeFromUserAgent(client.userAgent),
    failureReason: attempt.success ? null : attempt.reason,
    createdAt: at,
  });
  if (attempt.success) {
    await upsertProfileLogin(
      db,
      { ...profileDetails(attempt.account, client), emailVerified: attempt.account.emailVerified },
      at,
    );
  }
}

/** Wrong passwords for an email since a moment (the per-email sign-in limit). */
export function countWrongPasswords(db: Db, email: string, since: Date) {
  return countFailedLogins(db, email, LOGIN_FAILURE_REASONS.invalidCredentials, since);
}
