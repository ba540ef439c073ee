import {
  ACCOUNT_SUSPENDED,
  type CodeSentResponse,
  EMAIL_INVALID,
  EMAIL_NOT_VERIFIED,
  EMAIL_VERIFIED,
  homePathFor,
  type MessageResponse,
  OTP_RESEND_LOCK_SECONDS,
  OTP_SEND_FAILED,
  OTP_TTL_SECONDS,
  PASSWORD_INCORRECT,
  PASSWORD_RESET_SUCCESS,
  PASSWORD_SIGN_IN_LOCKED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  RESET_CODE_SENT,
  RESET_CODE_VALID,
  type SessionUser,
  SIGN_IN_CODE_SENT,
  SIGN_IN_FAILED,
  SIGN_IN_REQUIRED,
  SIGN_IN_SUCCESS,
  SIGN_OUT_SUCCESS,
  SIGN_UP_SUCCESS,
  SIGNED_OUT_EVERYWHERE,
  type SignedInResponse,
  type SignInResponse,
  TWO_FACTOR_CODE_INVALID,
  TWO_FACTOR_DISABLED,
  TWO_FACTOR_ENABLED,
  TWO_FACTOR_REQUIRED,
  TWO_FACTOR_STEP_EXPIRED,
  TWO_FACTOR_USE_PASSWORD,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
  VERIFICATION_CODE_SENT,
} from '#shared/auth/auth.schemas.ts';
import { isTeamRole, ROLES } from '#shared/constants/roles.ts';
import { isLang, type Lang } from '#shared/i18n/translate.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requestLang } from '../../lib/language.ts';
import type { Mailer, MailMessage, TemplateContext } from '../../lib/mailer.ts';
import { clientKey } from '../../lib/rate-limiter.ts';
import {
  type ClientInfo,
  countWrongPasswords,
  knownClientOf,
  LOGIN_FAILURE_REASONS,
  LOGIN_METHODS,
  type LoginFailureReason,
  latestCodeSignIn,
  recordEmailVerified,
  recordSignInAttempt,
  recordSignUp,
} from '../customers/customers.service.ts';
import {
  applySignUp,
  deleteOtherSessions,
  findBanned,
  findPasswordHash,
  findRole,
  findUserByEmail,
  lastCodeUsed,
  saveLanguage,
  savePendingSignUp,
  setBanned,
  takePendingSignUp,
} from './account.repo.ts';
import { existingAccountMail, welcomeMail } from './account-mails.ts';
import { type Auth, type AuthResponse, callAuth, sessionTokenOf } from './auth.ts';
import { EmailCodes, rateLimited } from './email-codes.ts';
import { assertPasswordAllowed } from './password-rule.ts';
import { newSignUpTicket, signUpTicketCookie, signUpTicketHash, signUpTicketOf } from './sign-up-ticket.ts';

export { CODES_PER_EMAIL, CODES_PER_EMAIL_WINDOW_SECONDS } from './email-codes.ts';
/** Wrong passwords for one email within the window before sign-in for it pauses. */
export const WRONG_PASSWORDS_PER_EMAIL = 10;
/**
 * Wrong passwords for one account from all clients together in the window (review 2026-11-29 L5): past it a
 * password signs in from nowhere until the owner proves the email (a sign-in by mailed code or a reset), which
 * the guesser cannot; so the lock never keeps the owner out.
 */
export const WRONG_PASSWORDS_PER_ACCOUNT = 30;
export const WRONG_PASSWORDS_WINDOW_SECONDS = 15 * 60;

/** The HTTP client behind a call: its headers go to better-auth (cookie, origin, IP), the rest is recorded. */
export interface Caller extends ClientInfo {
  headers: Headers;
}

/**
 * Review L10: the admin signs an account out on every device. Sessions are read from the database on
 * every request (no cookie cache), so the next request of each is signed out. Answers how many ended.
 */
export function endEverySession(db: Db, userId: string): Promise<number> {
  return deleteOtherSessions(db, userId, undefined);
}

/**
 * Audit 6.2: the admin suspends an account (its sign-in is refused, 'Your account has been suspended…')
 * and every session of it ends at once; or lifts the suspension.
 */
export async function setSuspended(db: Db, userId: string, suspended: boolean): Promise<void> {
  await setBanned(db, userId, suspended);
  if (suspended) await endEverySession(db, userId);
}

/** An admin's or staff member's account (review 2026-11-29 H1: only admins act on these). */
export async function isTeamAccount(db: Db, userId: string): Promise<boolean> {
  return isTeamRole(await findRole(db, userId));
}

export function isSuspended(db: Db, userId: string): Promise<boolean> {
  return findBanned(db, userId);
}

/** A result whose session cookies the route must pass on. */
export interface WithCookies<T> {
  body: T;
  cookies: string[];
}

interface Log {
  error(details: object, message: string): void;
}

type AccountRow = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

export function toSessionUser(
  row: Pick<AccountRow, 'id' | 'email' | 'name' | 'emailVerified'> & {
    role?: string | null;
    language?: string | null;
    twoFactorEnabled?: boolean | null;
  },
): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: isTeamRole(row.role) ? row.role : ROLES.customer,
    emailVerified: row.emailVerified,
    language: isLang(row.language) ? row.language : null,
    twoFactorEnabled: row.twoFactorEnabled === true,
  };
}

/** The language an account chose (decision 035); null without a choice or without an account. */
export async function accountLanguage(db: Db, email: string): Promise<Lang | null> {
  const row = await findUserByEmail(db, email.toLowerCase());
  return isLang(row?.language) ? row.language : null;
}

const ORIGIN_ERRORS = new Set([
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
]);

/**
 * Accounts on better-auth: sign-up with a mailed code, sign-in, password reset by code, sign-out.
 * better-auth does the cryptography, sessions and per-IP limits; this adds the rules (docs/product.md §5) and
 * messages, per-email limits, customer profiles and login activity.
 */
export class AccountService {
  private readonly codes: EmailCodes;

  constructor(private readonly deps: { db: Db; auth: Auth; mailer: Mailer; log: Log }) {
    this.codes = new EmailCodes(deps.db);
  }

  /** A sign-up's answer, and the cookie with its ticket (review 2026-11-29 M1) for the route to set. */
  async signUp(
    input: {
      fullName: string;
      email: string;
      mobileNumber: string;
      password: string;
      marketingConsent: boolean;
    },
    caller: Caller,
  ): Promise<WithCookies<CodeSentResponse>> {
    const { db, auth } = this.deps;
    const { email } = input;
    assertPasswordAllowed(input.password, [email, input.fullName]);
    const claim = await this.codes.claimSend(email, 'email-verification');
    // The language of the sign-up page becomes the account's (decision 035): its mails speak it.
    const lang = requestLang(caller.headers);
    const res = await callAuth(auth, caller.headers, '/sign-up/email', {
      name: input.fullName,
      email,
      password: input.password,
      mobileNumber: input.mobileNumber,
      ...(lang ? { language: lang } : {}),
    });
    if (!res.ok) {
      await this.codes.releaseSend(claim);
      throw this.failure(res, 'sign-up');
    }

    // Every answer carries a ticket, so an email with an account answers alike.
    const ticket = newSignUpTicket();
    // better-auth answers an existing email exactly like a new one (no enumeration); tell them apart here.
    const account = await findUserByEmail(db, email);
    const createdId = (res.body?.user as { id?: string } | undefined)?.id;
    if (account && !account.emailVerified) {
      // A new account, or one never verified: the profile takes this sign-up's answer to the marketing
      // box (an unverified email's answer only, docs/decisions/023).
      await recordSignUp(db, account, caller, input.marketingConsent);
      if (lang && account.id !== createdId) await saveLanguage(db, account.id, lang);
      const created = account.id === createdId;
      // This sign-up's details wait under its ticket, and become the account's only when the browser
      // holding the ticket verifies the email (reviews H1 and 2026-11-29 M1), whoever signed up first.
      const passwordHash = created
        ? await findPasswordHash(db, account.id)
        : await (await auth.$context).password.hash(input.password);
      if (passwordHash) {
        await savePendingSignUp(db, {
          ticketHash: signUpTicketHash(ticket),
          email,
          name: input.fullName,
          mobileNumber: input.mobileNumber,
          passwordHash,
          createdAt: new Date(),
        });
      }
      // Signed up before and never verified: the owner of the email gets a fresh code.
      if (!created) await this.sendServerSideCode(email);
    } else if (account) {
      const mailLang = lang ?? (isLang(account.language) ? account.language : undefined);
      await this.sendMail((ctx) => existingAccountMail(email, mailLang, ctx));
    }
    return {
      body: this.codeSent(email, SIGN_UP_SUCCESS),
      cookies: [signUpTicketCookie(ticket, await this.secureCookies())],
    };
  }

  async resendVerificationCode(email: string, caller: Caller): Promise<CodeSentResponse> {
    const claim = await this.codes.claimSend(email, 'email-verification');
    const res = await callAuth(this.deps.auth, caller.headers, '/email-otp/send-verification-otp', {
      email,
      type: 'email-verification',
    });
    if (!res.ok) {
      await this.codes.releaseSend(claim);
      throw this.failure(res, 'send-code');
    }
    return this.codeSent(email, VERIFICATION_CODE_SENT);
  }

  /** The sign-up code: the email is verified, the user signed in and welcomed. */
  async verifyEmail(
    input: { email: string; otp: string },
    caller: Caller,
  ): Promise<WithCookies<SignedInResponse>> {
    const { db, auth } = this.deps;
    const wasVerified = (await findUserByEmail(db, input.email))?.emailVerified ?? false;
    const res = await this.codes.check(
      input.email,
      'email-verification',
      () => callAuth(auth, caller.headers, '/email-otp/verify-email', input),
      { consume: true, ip: caller.ip },
    );
    if (!res.ok) throw this.failure(res, 'verify-email');
    const verified = await findUserByEmail(db, input.email);
    if (!verified) throw this.unexpected(res, 'verify-email: no user after a valid code');
    if (!wasVerified) {
      // Reviews H1 and 2026-11-29 M1: whoever signed up first or last, the account takes the details of
      // the sign-up made in this browser; without one, nobody's password (decision 049: the owner signs
      // in by code or resets it). No session made before the email was proven survives.
      const ticket = signUpTicketOf(caller.headers.get('cookie'));
      const mine = await takePendingSignUp(db, input.email, ticket && signUpTicketHash(ticket));
      const nobodysPassword = async () => (await auth.$context).password.hash(newSignUpTicket());
      await applySignUp(db, verified.id, mine ?? { passwordHash: await nobodysPassword() });
      await deleteOtherSessions(db, verified.id, sessionTokenOf(res.cookies));
    }
    if (wasVerified && verified.twoFactorEnabled) {
      // A mailed code is one factor: an account with two-factor signs in with password and app.
      await deleteOtherSessions(db, verified.id, undefined);
      throw new AppError('FORBIDDEN', TWO_FACTOR_USE_PASSWORD);
    }
    const account = (await findUserByEmail(db, input.email)) ?? verified;
    // Review L10: a verified account signing in by code is a login like any other; the first
    // verification also completes the sign-up (recorded on the profile, welcomed once only).
    if (wasVerified) {
      await recordSignInAttempt(db, { success: true, account, method: LOGIN_METHODS.emailCode }, caller);
    } else {
      await recordEmailVerified(db, account, caller);
      // Audit 3.4: the verification signs the new customer in, and that is their first login.
      await recordSignInAttempt(db, { success: true, account, method: LOGIN_METHODS.emailCode }, caller);
      await this.sendMail((ctx) => welcomeMail(account, ctx));
    }
    const user = toSessionUser(account);
    return {
      body: { user, message: EMAIL_VERIFIED, redirectTo: homePathFor(user.role, user.twoFactorEnabled) },
      cookies: [...res.cookies, signUpTicketCookie(null, await this.secureCookies())],
    };
  }

  async signIn(
    input: { email: string; password: string },
    caller: Caller,
  ): Promise<WithCookies<SignInResponse>> {
    const { db, auth } = this.deps;
    const { email } = input;
    const fail = async (reason: LoginFailureReason, error: AppError) => {
      const known = await findUserByEmail(db, email);
      await recordSignInAttempt(db, { success: false, email, userId: known?.id ?? null, reason }, caller);
      return error;
    };

    // Review M2: the lockout is per email and client (an IPv4 address or IPv6 /64, L5), so someone
    // else's wrong passwords never lock the owner out, and it writes no activity row (a refused request
    // tried nothing). L5: guesses from many clients meet the account's own limit. It leaves open a
    // client the account signed in from before, and the owner lifts it by signing in with a mailed code
    // (or a reset): the answer says so. A guesser has neither.
    const client = clientKey(caller);
    const since = await this.lockoutSince(email);
    if ((await countWrongPasswords(db, email, client, since)) >= WRONG_PASSWORDS_PER_EMAIL) {
      throw rateLimited(WRONG_PASSWORDS_WINDOW_SECONDS);
    }
    if (
      (await countWrongPasswords(db, email, null, since)) >= WRONG_PASSWORDS_PER_ACCOUNT &&
      !(await knownClientOf(db, email, client))
    ) {
      throw new AppError('RATE_LIMITED', PASSWORD_SIGN_IN_LOCKED, undefined, WRONG_PASSWORDS_WINDOW_SECONDS);
    }

    let res: AuthResponse;
    try {
      res = await callAuth(auth, caller.headers, '/sign-in/email', { email, password: input.password });
    } catch (error) {
      this.deps.log.error({ err: error }, 'sign-in failed');
      throw await fail(LOGIN_FAILURE_REASONS.systemError, this.internal());
    }

    if (res.ok && res.body?.twoFactorRedirect) {
      // Right password, two-factor on: no session yet, only better-auth's short-lived step cookie.
      return { body: { twoFactorRequired: true, message: TWO_FACTOR_REQUIRED }, cookies: res.cookies };
    }
    if (res.ok) {
      const account = await findUserByEmail(db, email);
      if (!account)
        throw await fail(LOGIN_FAILURE_REASONS.systemError, this.unexpected(res, 'sign-in: no user'));
      await recordSignInAttempt(db, { success: true, account }, caller);
      const user = toSessionUser(account);
      return {
        body: { user, message: SIGN_IN_SUCCESS, redirectTo: homePathFor(user.role, user.twoFactorEnabled) },
        cookies: res.cookies,
      };
    }

    const code = res.body?.code;
    if (res.status === 401 && code === 'INVALID_EMAIL_OR_PASSWORD') {
      throw await fail(
        LOGIN_FAILURE_REASONS.invalidCredentials,
        new AppError('UNAUTHORIZED', SIGN_IN_FAILED),
      );
    }
    if (code === 'EMAIL_NOT_VERIFIED') {
      // The password was right: a fresh code so the verification overlay can finish the job.
      await this.trySendVerificationCode(email);
      throw await fail(
        LOGIN_FAILURE_REASONS.emailNotVerified,
        new AppError('EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED),
      );
    }
    if (code === 'BANNED_USER') {
      throw await fail(LOGIN_FAILURE_REASONS.suspended, new AppError('FORBIDDEN', ACCOUNT_SUSPENDED));
    }
    if (res.status === 429) throw rateLimited(res.retryAfter);
    if (res.status === 400 && code === 'INVALID_EMAIL') {
      throw await fail(
        LOGIN_FAILURE_REASONS.invalidCredentials,
        new AppError('UNAUTHORIZED', SIGN_IN_FAILED),
      );
    }
    throw await fail(LOGIN_FAILURE_REASONS.systemError, this.failure(res, 'sign-in'));
  }

  /**
   * "Email me a code instead" (issue 22): the sign-up's code rules and per-email limits, and the same
   * answer whether or not the email has an account. Only a verified account gets a code: an unverified
   * one finishes its sign-up with the sign-up code (review H1's pending details stay on that path).
   */
  async requestSignInCode(email: string, caller: Caller): Promise<CodeSentResponse> {
    const claim = await this.codes.claimSend(email, 'sign-in');
    if ((await findUserByEmail(this.deps.db, email))?.emailVerified) {
      const res = await callAuth(this.deps.auth, caller.headers, '/email-otp/send-verification-otp', {
        email,
        type: 'sign-in',
      });
      if (!res.ok) {
        await this.codes.releaseSend(claim);
        throw this.failure(res, 'send-code');
      }
    }
    return this.codeSent(email, SIGN_IN_CODE_SENT);
  }

  /** The mailed sign-in code: a session, or the two-factor step for an account that has it on (decision 022). */
  async signInWithCode(
    input: { email: string; otp: string },
    caller: Caller,
  ): Promise<WithCookies<SignInResponse>> {
    const { db, auth } = this.deps;
    const res = await this.codes.check(
      input.email,
      'sign-in',
      () => callAuth(auth, caller.headers, '/sign-in/email-otp', input),
      { consume: true, ip: caller.ip },
    );
    const account = await findUserByEmail(db, input.email);
    if (!res.ok) {
      if (res.body?.code === 'BANNED_USER') {
        await recordSignInAttempt(
          db,
          {
            success: false,
            email: input.email,
            userId: account?.id ?? null,
            reason: LOGIN_FAILURE_REASONS.suspended,
          },
          caller,
        );
        throw new AppError('FORBIDDEN', ACCOUNT_SUSPENDED);
      }
      throw this.failure(res, 'sign-in-code');
    }
    if (res.body?.twoFactorRedirect) {
      return { body: { twoFactorRequired: true, message: TWO_FACTOR_REQUIRED }, cookies: res.cookies };
    }
    if (!account) throw this.unexpected(res, 'sign-in-code: no user');
    await recordSignInAttempt(db, { success: true, account, method: LOGIN_METHODS.emailCode }, caller);
    const user = toSessionUser(account);
    return {
      body: { user, message: SIGN_IN_SUCCESS, redirectTo: homePathFor(user.role, user.twoFactorEnabled) },
      cookies: res.cookies,
    };
  }

  /** The second step of a two-factor sign-in: the authenticator's code or a recovery code. */
  async verifyTwoFactor(
    input: { code: string; kind: 'authenticator' | 'recovery' },
    caller: Caller,
  ): Promise<WithCookies<SignedInResponse>> {
    const path = input.kind === 'recovery' ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp';
    const res = await callAuth(this.deps.auth, caller.headers, path, { code: input.code });
    if (!res.ok) {
      const code = res.body?.code;
      if (code === 'INVALID_TWO_FACTOR_COOKIE') throw new AppError('UNAUTHORIZED', TWO_FACTOR_STEP_EXPIRED);
      if (res.status === 401 || res.status === 400) {
        throw new AppError('INVALID_OTP', TWO_FACTOR_CODE_INVALID, { code: TWO_FACTOR_CODE_INVALID });
      }
      throw this.failure(res, 'two-factor');
    }
    const email = (res.body?.user as { email?: string } | undefined)?.email;
    const account = email ? await findUserByEmail(this.deps.db, email) : undefined;
    if (!account) throw this.unexpected({ ...res, body: null }, 'two-factor: no user');
    await recordSignInAttempt(
      this.deps.db,
      { success: true, account, method: LOGIN_METHODS.passwordAndAuthenticator },
      caller,
    );
    const user = toSessionUser(account);
    return {
      body: { user, message: SIGN_IN_SUCCESS, redirectTo: homePathFor(user.role, user.twoFactorEnabled) },
      cookies: res.cookies,
    };
  }

  /** An admin starts two-factor: a new secret and recovery codes; on once a code confirms it. */
  async startTwoFactorSetup(input: { password: string }, caller: Caller): Promise<TwoFactorSetupResponse> {
    const res = await callAuth(this.deps.auth, caller.headers, '/two-factor/enable', {
      password: input.password,
      method: 'totp',
    });
    if (!res.ok) {
      if (res.body?.code === 'INVALID_PASSWORD') {
        throw new AppError('VALIDATION_FAILED', PASSWORD_INCORRECT, { password: PASSWORD_INCORRECT });
      }
      throw this.failure(res, 'two-factor setup');
    }
    const totpUri = String(res.body?.totpURI ?? '');
    return {
      totpUri,
      secret: new URL(totpUri).searchParams.get('secret') ?? '',
      recoveryCodes: (res.body?.backupCodes as string[] | undefined) ?? [],
    };
  }

  /** The first authenticator code turns two-factor on for the signed-in admin. */
  async confirmTwoFactor(input: { code: string }, caller: Caller): Promise<WithCookies<MessageResponse>> {
    const res = await callAuth(this.deps.auth, caller.headers, '/two-factor/verify-totp', {
      code: input.code,
    });
    if (!res.ok) {
      if (res.status === 401 || res.status === 400) {
        throw new AppError('INVALID_OTP', TWO_FACTOR_CODE_INVALID, { code: TWO_FACTOR_CODE_INVALID });
      }
      throw this.failure(res, 'two-factor confirm');
    }
    return { body: { message: TWO_FACTOR_ENABLED }, cookies: res.cookies };
  }

  async twoFactorStatus(email: string): Promise<TwoFactorStatus> {
    return { enabled: (await findUserByEmail(this.deps.db, email))?.twoFactorEnabled ?? false };
  }

  /** The admin turns two-factor off with the password; the secret and recovery codes are deleted. */
  async disableTwoFactor(input: { password: string }, caller: Caller): Promise<WithCookies<MessageResponse>> {
    const res = await callAuth(this.deps.auth, caller.headers, '/two-factor/disable', {
      password: input.password,
    });
    if (!res.ok) {
      if (res.body?.code === 'INVALID_PASSWORD') {
        throw new AppError('VALIDATION_FAILED', PASSWORD_INCORRECT, { password: PASSWORD_INCORRECT });
      }
      throw this.failure(res, 'two-factor disable');
    }
    return { body: { message: TWO_FACTOR_DISABLED }, cookies: res.cookies };
  }

  /**
   * Wrong passwords count from the window's start, or from the latest proof of owning the email
   * (a sign-in by mailed code or a password reset) if later: the owner can always lift a lockout.
   */
  private async lockoutSince(email: string): Promise<Date> {
    const moments = [
      new Date(Date.now() - WRONG_PASSWORDS_WINDOW_SECONDS * 1000),
      await latestCodeSignIn(this.deps.db, email),
      await lastCodeUsed(this.deps.db, email, 'forget-password'),
    ];
    return new Date(Math.max(...moments.map((at) => at?.getTime() ?? 0)));
  }

  /** Same answer whether or not the email has an account; only an account's owner gets a code. */
  async requestPasswordReset(email: string, caller: Caller): Promise<CodeSentResponse> {
    const claim = await this.codes.claimSend(email, 'forget-password');
    const res = await callAuth(this.deps.auth, caller.headers, '/email-otp/request-password-reset', {
      email,
    });
    if (!res.ok) {
      await this.codes.releaseSend(claim);
      throw this.failure(res, 'send-code');
    }
    return this.codeSent(email, RESET_CODE_SENT);
  }

  /** Checks a reset code without using it up (a wrong one counts as an attempt). */
  async checkResetCode(input: { email: string; otp: string }, caller: Caller): Promise<MessageResponse> {
    const res = await this.codes.check(
      input.email,
      'forget-password',
      () =>
        callAuth(this.deps.auth, caller.headers, '/email-otp/check-verification-otp', {
          ...input,
          type: 'forget-password',
        }),
      { consume: false, ip: caller.ip },
    );
    if (!res.ok) throw this.failure(res, 'check-reset-code');
    return { message: RESET_CODE_VALID };
  }

  /** New password with a valid reset code; every session of the user ends (revokeSessionsOnPasswordReset). */
  async resetPassword(
    input: { email: string; otp: string; password: string },
    caller: Caller,
  ): Promise<MessageResponse> {
    // Before the code is checked: a refused password leaves the code usable.
    assertPasswordAllowed(input.password, [input.email]);
    const res = await this.codes.check(
      input.email,
      'forget-password',
      () => callAuth(this.deps.auth, caller.headers, '/email-otp/reset-password', input),
      { consume: true, ip: caller.ip },
    );
    if (!res.ok) throw this.failure(res, 'reset');
    return { message: PASSWORD_RESET_SUCCESS };
  }

  /** Ends this session on the server and clears the cookies; fine without a session too. */
  async signOut(caller: Caller): Promise<WithCookies<MessageResponse>> {
    const res = await callAuth(this.deps.auth, caller.headers, '/sign-out', {});
    if (!res.ok) throw this.failure(res, 'sign-out');
    return { body: { message: SIGN_OUT_SUCCESS }, cookies: res.cookies };
  }

  /** Ends every session of the signed-in user, on every device. */
  async signOutEverywhere(caller: Caller): Promise<WithCookies<MessageResponse>> {
    const res = await callAuth(this.deps.auth, caller.headers, '/revoke-sessions', {});
    if (res.status === 401) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
    if (!res.ok) throw this.failure(res, 'sign-out-everywhere');
    return { body: { message: SIGNED_OUT_EVERYWHERE }, cookies: res.cookies };
  }

  /** Our own cookies are Secure when better-auth's session cookie is. */
  private async secureCookies(): Promise<boolean> {
    return (await this.deps.auth.$context).authCookies.sessionToken.attributes.secure === true;
  }

  private codeSent(email: string, message: string): CodeSentResponse {
    return { email, message, resendAfterSeconds: OTP_RESEND_LOCK_SECONDS, expiresInSeconds: OTP_TTL_SECONDS };
  }

  /** A code made on the server (no HTTP request, so no per-IP limit; the per-email one was checked). */
  private async sendServerSideCode(email: string): Promise<void> {
    await this.deps.auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
  }

  /** Sign-in of an unverified account: a new code if the per-email limits allow one now. */
  private async trySendVerificationCode(email: string): Promise<void> {
    let claim: number;
    try {
      claim = await this.codes.claimSend(email, 'email-verification');
    } catch {
      return; // a recent code is still good
    }
    try {
      await this.sendServerSideCode(email);
    } catch (error) {
      await this.codes.releaseSend(claim);
      this.deps.log.error({ err: error }, 'could not send a verification code at sign-in');
    }
  }

  /**
   * Mail that must not undo what already happened (welcome, notices): failures are logged, and
   * the outbox keeps trying.
   */
  async sendMail(compose: (ctx: TemplateContext) => MailMessage): Promise<void> {
    try {
      await this.deps.mailer.send(compose(await this.deps.mailer.templateContext()));
    } catch (error) {
      this.deps.log.error({ err: error }, 'mail not sent at once');
    }
  }

  // --- better-auth answers we do not expect from valid input ---

  private failure(res: AuthResponse, what: string): AppError {
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
      this.deps.log.error({ status: res.status, body: res.body }, 'code not sent');
      return new AppError('SERVICE_UNAVAILABLE', OTP_SEND_FAILED);
    }
    return this.unexpected(res, what);
  }

  private unexpected(res: AuthResponse, what: string): AppError {
    this.deps.log.error({ status: res.status, body: res.body }, `unexpected better-auth answer: ${what}`);
    return this.internal();
  }

  private internal(): AppError {
    return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
  }
}
