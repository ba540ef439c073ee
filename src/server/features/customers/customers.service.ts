import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { TEAM_ROLES } from '#shared/constants/roles.ts';
import type { ConsentSource, MarketingConsentState } from '#shared/customers/marketing-consent.ts';
import type { Db } from '../../db/client.ts';
import { customerProfiles, user } from '../../db/schema/index.ts';
import { clientKey } from '../../lib/rate-limiter.ts';
import {
  countFailedLogins,
  deleteCustomerRecords,
  deleteLoginActivitiesBefore,
  findConsent,
  findProfileRecord,
  insertLoginActivity,
  latestLogin,
  moveProfileEmail,
  setConsentByEmail,
  setConsentById,
  signedInFrom,
  updateProfileContact,
  upsertConsent,
  upsertProfileLogin,
  upsertVerifiedProfile,
} from './customers.repo.ts';
import { deviceTypeFromUserAgent } from './device-type.ts';

/**
 * A customer record that is not a team account's (audit D-m8): the shop's admins and staff have records too (they
 * may shop), but they are not customers in the lists, figures and charts (the Staff area lists the team).
 */
export const notTeamAccount: SQL = sql`not exists (select 1 from ${user} where ${and(
  eq(user.id, customerProfiles.userId),
  inArray(user.role, [...TEAM_ROLES]),
)})`;

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
/** How a sign-in was made (login_activities.login_method). */
export const LOGIN_METHODS = {
  password: 'password',
  /** A mailed code: the first verification of an email, or a verified account signing in by code. */
  emailCode: 'email-code',
  /** Password, then the authenticator app's code or a recovery code (admins with two-factor). */
  passwordAndAuthenticator: 'password+authenticator',
  /** Sign in with Google (decision 038). */
  google: 'google',
} as const;
export type LoginMethod = (typeof LOGIN_METHODS)[keyof typeof LOGIN_METHODS];

/** Login history is kept this long (review L11), then pruned as new sign-ins arrive. */
export const LOGIN_ACTIVITY_KEPT_DAYS = 90;

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

/**
 * Sign-up: the permanent customer list gets the email at once (unverified until the code is used), with
 * the sign-up's answer to the marketing box; a verified customer's own choice is never changed by it.
 */
export function recordSignUp(
  db: Db,
  account: AccountDetails,
  client: ClientInfo,
  marketingConsent: boolean,
  at = new Date(),
) {
  return upsertConsent(
    db,
    { ...profileDetails(account, client), signupMethod: 'email' },
    { given: marketingConsent, source: 'sign-up', at },
    { unverifiedOnly: true },
  );
}

/**
 * The checkout's ticked box (an unticked one changes nothing): on the account's profile for a signed-in
 * buyer; for a guest on the order email's profile unless that email is verified (a guest could type
 * anyone's email). Guests are never mailed: only verified emails count (docs/decisions/023).
 */
export function recordCheckoutConsent(
  db: Db,
  buyer: { email: string; userId: string | null; fullName: string; mobileNumber: string },
  at: Date,
) {
  return upsertConsent(
    db,
    { ...buyer, ipAddress: null, userAgent: null, signupMethod: buyer.userId ? 'email' : 'guest' },
    { given: true, source: 'checkout', at },
    { unverifiedOnly: buyer.userId === null },
  );
}

/** The signed-in customer's choice on the account page. */
export async function changeMarketingConsent(
  db: Db,
  account: AccountDetails,
  given: boolean,
  at = new Date(),
): Promise<MarketingConsentState> {
  await upsertConsent(
    db,
    { ...profileDetails(account, { ip: '', userAgent: null }), ipAddress: null, signupMethod: 'email' },
    { given, source: 'account', at },
    { unverifiedOnly: false },
  );
  return marketingConsentOf(db, account.email);
}

export async function marketingConsentOf(db: Db, email: string): Promise<MarketingConsentState> {
  const row = await findConsent(db, email);
  return {
    marketingConsent: row?.marketingConsent ?? false,
    changedAt: row?.at?.toISOString() ?? null,
    source: (row?.source as ConsentSource | null) ?? null,
  };
}

/** The unsubscribe link: the profile's consent ends (its email, for the page to say so). */
export function withdrawConsentByLink(db: Db, profileId: string, at = new Date()) {
  return setConsentById(db, profileId, { given: false, source: 'unsubscribe-link', at });
}

/**
 * A cart reminder's unsubscribe link (decision 075): the mail reached this address, so its holder withdraws the
 * address's consent, when it has a profile (a guest who never ordered has none).
 */
export function withdrawConsentOfEmail(db: Db, email: string, at: Date) {
  return setConsentByEmail(db, email, { given: false, source: 'unsubscribe-link', at });
}

/** Email verified: the profile carries the account's name and mobile, verified. */
export function recordEmailVerified(db: Db, account: AccountDetails, client: ClientInfo, at = new Date()) {
  return upsertVerifiedProfile(db, profileDetails(account, client), at);
}

/**
 * Every sign-in that was tried (a request refused by a rate limit was not: it writes nothing) is a
 * login activity row, whatever the path; a success counts a login.
 */
export async function recordSignInAttempt(
  db: Db,
  attempt:
    | { success: true; account: AccountDetails; method?: LoginMethod }
    | { success: false; email: string; userId: string | null; reason: LoginFailureReason },
  client: ClientInfo,
  at = new Date(),
): Promise<void> {
  const email = attempt.success ? attempt.account.email : attempt.email;
  await insertLoginActivity(db, {
    email,
    userId: attempt.success ? attempt.account.id : attempt.userId,
    loginTime: at,
    loginMethod: attempt.success ? (attempt.method ?? LOGIN_METHODS.password) : LOGIN_METHODS.password,
    success: attempt.success,
    ipAddress: client.ip,
    clientKey: clientKey(client),
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
    await deleteLoginActivitiesBefore(db, new Date(at.getTime() - LOGIN_ACTIVITY_KEPT_DAYS * 86_400_000));
  }
}

/**
 * Wrong passwords for an email since a moment (the sign-in lockouts): from one client (`clientKey`: an IPv4
 * address or IPv6 /64), or with `client` null from anywhere.
 */
export function countWrongPasswords(db: Db, email: string, client: string | null, since: Date) {
  return countFailedLogins(db, email, client, LOGIN_FAILURE_REASONS.invalidCredentials, since);
}

/**
 * The account signed in from this client (an IPv4 address or IPv6 /64) within the login history's 90 days:
 * the owner's own place, which the account-wide lockout (L5) leaves open.
 */
export function knownClientOf(db: Db, email: string, client: string, at = new Date()) {
  return signedInFrom(db, email, client, new Date(at.getTime() - LOGIN_ACTIVITY_KEPT_DAYS * 86_400_000));
}

/** The latest sign-in by a mailed code: it proves the email, so it lifts a sign-in lockout. */
export function latestCodeSignIn(db: Db, email: string) {
  return latestLogin(db, email, [LOGIN_METHODS.emailCode]);
}

export function changeProfileContact(
  db: Db,
  userId: string,
  contact: { fullName: string; mobileNumber: string },
) {
  return updateProfileContact(db, userId, contact, new Date());
}

export function changeProfileEmail(db: Db, userId: string, newEmail: string) {
  return moveProfileEmail(db, userId, newEmail, new Date());
}

/** Privacy export (issue 22). */
export function customerRecordOf(db: Db, email: string) {
  return findProfileRecord(db, email);
}

/** Account deletion (issue 22): off the customer list, with the sign-in history. */
export function forgetCustomer(tx: Db, email: string, userId: string) {
  return deleteCustomerRecords(tx, email, userId);
}

/**
 * Privacy (decision 034): the customer profile and the marketing consent recorded on it, in the export; the
 * profile and sign-in history erased with the account.
 */
export const customersPersonalData = {
  owner: 'customers',
  tables: ['customer_profiles', 'login_activities'],
  exportFor: async (db: Db, person: { email: string }) => {
    const profile = await customerRecordOf(db, person.email);
    return {
      customerProfile: profile ?? null,
      consents: {
        marketingEmail: {
          given: profile?.marketingConsent ?? false,
          changedAt: profile?.marketingConsentAt ?? null,
          source: profile?.marketingConsentSource ?? null,
        },
      },
    };
  },
  forget: (tx: Db, person: { id: string; email: string }) => forgetCustomer(tx, person.email, person.id),
};
