import {
  ACCOUNT_SUSPENDED,
  type CodeSentResponse,
  EMAIL_NOT_VERIFIED,
  PASSWORD_SIGN_IN_LOCKED,
  SIGN_IN_CODE_SENT,
  SIGN_IN_FAILED,
  SIGN_IN_SUCCESS,
  type SignedInResponse,
  type SignInResponse,
  TWO_FACTOR_CODE_INVALID,
  TWO_FACTOR_REQUIRED,
  TWO_FACTOR_STEP_EXPIRED,
} from '#shared/auth/auth.schemas.ts';
import { AppError } from '../../lib/errors.ts';
import { clientKey } from '../../lib/rate-limiter.ts';
import {
  countWrongPasswords,
  knownClientOf,
  LOGIN_FAILURE_REASONS,
  LOGIN_METHODS,
  type LoginFailureReason,
  latestCodeSignIn,
  recordSignInAttempt,
} from '../customers/customers.service.ts';
import { findUserByEmail, lastCodeUsed } from './account.repo.ts';
import { type AccountDeps, AuthAnswers, type Caller, codeSent, type WithCookies } from './account-flow.ts';
import { type AuthResponse, callAuth } from './auth.ts';
import { EmailCodes, rateLimited } from './email-codes.ts';
import { signedIn } from './sessions.service.ts';
import { trySendVerificationCode } from './sign-up.service.ts';

/** Wrong passwords for one email within the window before sign-in for it pauses. */
export const WRONG_PASSWORDS_PER_EMAIL = 10;
/**
 * Wrong passwords for one account from all clients together in the window (review 2026-11-29 L5): past it a
 * password signs in from nowhere until the owner proves the email (a sign-in by mailed code or a reset), which
 * the guesser cannot; so the lock never keeps the owner out.
 */
export const WRONG_PASSWORDS_PER_ACCOUNT = 30;
export const WRONG_PASSWORDS_WINDOW_SECONDS = 15 * 60;

/**
 * Signing in: with the password (and its lockout), with a mailed code (issue 22), and the two-factor step
 * that follows either for an account that has it on. better-auth checks the secrets and makes the session;
 * this adds the rules, messages, per-email limits and login activity.
 */
export class SignInService {
  private readonly codes: EmailCodes;
  private readonly answers: AuthAnswers;

  constructor(private readonly deps: AccountDeps) {
    this.codes = new EmailCodes(deps.db);
    this.answers = new AuthAnswers(deps.log);
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
      throw await fail(LOGIN_FAILURE_REASONS.systemError, this.answers.internal());
    }

    if (res.ok && res.body?.twoFactorRedirect) {
      // Right password, two-factor on: no session yet, only better-auth's short-lived step cookie.
      return { body: { twoFactorRequired: true, message: TWO_FACTOR_REQUIRED }, cookies: res.cookies };
    }
    if (res.ok) {
      const account = await findUserByEmail(db, email);
      if (!account)
        throw await fail(LOGIN_FAILURE_REASONS.systemError, this.answers.unexpected(res, 'sign-in: no user'));
      await recordSignInAttempt(db, { success: true, account }, caller);
      return signedIn(account, SIGN_IN_SUCCESS, res.cookies);
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
      await trySendVerificationCode(this.deps, this.codes, email);
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
    throw await fail(LOGIN_FAILURE_REASONS.systemError, this.answers.failure(res, 'sign-in'));
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
        throw this.answers.failure(res, 'send-code');
      }
    }
    return codeSent(email, SIGN_IN_CODE_SENT);
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
      throw this.answers.failure(res, 'sign-in-code');
    }
    if (res.body?.twoFactorRedirect) {
      return { body: { twoFactorRequired: true, message: TWO_FACTOR_REQUIRED }, cookies: res.cookies };
    }
    if (!account) throw this.answers.unexpected(res, 'sign-in-code: no user');
    await recordSignInAttempt(db, { success: true, account, method: LOGIN_METHODS.emailCode }, caller);
    return signedIn(account, SIGN_IN_SUCCESS, res.cookies);
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
      throw this.answers.failure(res, 'two-factor');
    }
    const email = (res.body?.user as { email?: string } | undefined)?.email;
    const account = email ? await findUserByEmail(this.deps.db, email) : undefined;
    if (!account) throw this.answers.unexpected({ ...res, body: null }, 'two-factor: no user');
    await recordSignInAttempt(
      this.deps.db,
      { success: true, account, method: LOGIN_METHODS.passwordAndAuthenticator },
      caller,
    );
    return signedIn(account, SIGN_IN_SUCCESS, res.cookies);
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
}
