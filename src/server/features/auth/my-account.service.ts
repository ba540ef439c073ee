import {
  type CodeSentResponse,
  EMAIL_INVALID,
  type MessageResponse,
  OTP_RESEND_LOCK_SECONDS,
  OTP_TTL_SECONDS,
  SIGN_IN_REQUIRED,
} from '#shared/auth/auth.schemas.ts';
import {
  ACCOUNT_HAS_PASSWORD,
  type AccountCodePurpose,
  CURRENT_PASSWORD_INCORRECT,
  DEVICE_IS_THIS_ONE,
  DEVICE_NOT_FOUND,
  DEVICE_SIGNED_OUT,
  type DevicesResponse,
  EMAIL_CHANGE_CODE_SENT,
  EMAIL_CHANGED,
  EMAIL_SAME,
  EMAIL_TAKEN,
  PASSWORD_CHANGED,
  PASSWORD_SET,
  PROFILE_SAVED,
  type Profile,
  SIGN_IN_AGAIN_TO_CHANGE_EMAIL,
} from '#shared/auth/my-account.schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { changeProfileContact, changeProfileEmail } from '../customers/customers.service.ts';
import { emailChangedEmail } from '../mail/templates/index.ts';
import { deleteSession, findUserById, hasPassword, liveSessions, updateUserContact } from './account.repo.ts';
import type { Caller, WithCookies } from './account-flow.ts';
import { AccountProof } from './account-proof.ts';
import { type Auth, type AuthResponse, callAuth } from './auth.ts';
import { deviceWords } from './device-words.ts';
import { EmailCodes, rateLimited } from './email-codes.ts';
import { assertPasswordAllowed } from './password-rule.ts';

interface Log {
  error(details: object, message: string): void;
}

/** The signed-in caller: the user and the session the request came with. */
export interface Me {
  userId: string;
  email: string;
  name: string;
  sessionId: string;
}

/**
 * My Account (docs/product.md §5.10): the signed-in person's name and mobile, password, email and
 * devices. Password and email changes go through better-auth (hashing, the new address's code,
 * session cookies); the per-email code limits and messages are the sign-up's (EmailCodes).
 */
export class MyAccountService {
  private readonly codes: EmailCodes;
  private readonly proof: AccountProof;

  constructor(private readonly deps: { db: Db; auth: Auth; mailer: Mailer; log: Log }) {
    this.codes = new EmailCodes(deps.db);
    this.proof = new AccountProof(deps, 'email-change');
  }

  async profile(me: Me): Promise<Profile> {
    const row = await findUserById(this.deps.db, me.userId);
    if (!row) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
    return {
      fullName: row.name,
      email: row.email,
      mobileNumber: row.mobileNumber ?? '',
      hasPassword: await hasPassword(this.deps.db, me.userId),
    };
  }

  /** A code to the account's own address for one grave change, for an account without a password (decision 081). */
  async sendAccountCode(me: Me, purpose: AccountCodePurpose, caller: Caller): Promise<CodeSentResponse> {
    return this.proof.sendCode(me, purpose, caller);
  }

  async updateProfile(me: Me, input: { fullName: string; mobileNumber: string }) {
    const { db } = this.deps;
    const row = await updateUserContact(db, me.userId, {
      name: input.fullName,
      mobileNumber: input.mobileNumber,
    });
    if (!row) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
    await changeProfileContact(db, me.userId, input);
    return {
      fullName: row.name,
      email: row.email,
      mobileNumber: row.mobileNumber ?? '',
      hasPassword: await hasPassword(db, me.userId),
      message: PROFILE_SAVED,
    };
  }

  /** The current password proves the person; every other session ends, this one gets a fresh cookie. */
  async changePassword(
    me: Me,
    input: { currentPassword: string; password: string },
    caller: Caller,
  ): Promise<WithCookies<MessageResponse>> {
    assertPasswordAllowed(input.password, [me.email, me.name]);
    const res = await callAuth(this.deps.auth, caller.headers, '/change-password', {
      currentPassword: input.currentPassword,
      newPassword: input.password,
      revokeOtherSessions: true,
    });
    if (!res.ok) {
      if (res.body?.code === 'INVALID_PASSWORD') {
        throw new AppError('VALIDATION_FAILED', CURRENT_PASSWORD_INCORRECT, {
          currentPassword: CURRENT_PASSWORD_INCORRECT,
        });
      }
      throw this.failure(res, 'change-password');
    }
    return { body: { message: PASSWORD_CHANGED }, cookies: res.cookies };
  }

  /**
   * A first password for an account without one (Google only), with the code mailed for it and the sign-up's
   * password rule (checked first, so a refused password leaves the code usable); every other session ends, as
   * a password change ends them. The account then signs in with Google or its email and password.
   */
  async setPassword(
    me: Me,
    input: { code: string; password: string },
    caller: Caller,
  ): Promise<MessageResponse> {
    const { db, auth } = this.deps;
    assertPasswordAllowed(input.password, [me.email, me.name]);
    if (await hasPassword(db, me.userId)) {
      throw new AppError('VALIDATION_FAILED', ACCOUNT_HAS_PASSWORD, { code: ACCOUNT_HAS_PASSWORD });
    }
    await this.proof.spendCode(me, 'set-password', input.code, caller);
    try {
      // Server-only in better-auth: it hashes the password and links the credential to the session's user.
      await auth.api.setPassword({ body: { newPassword: input.password }, headers: caller.headers });
    } catch (error) {
      this.deps.log.error({ err: error }, 'set-password failed');
      throw new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
    }
    const others = await callAuth(auth, caller.headers, '/revoke-other-sessions', {});
    if (!others.ok) throw this.failure(others, 'revoke-other-sessions');
    return { message: PASSWORD_SET };
  }

  /**
   * A code to the new address, with the sign-up's per-email limits. An address that has an account
   * gets no code but the same answer (no enumeration): its code check then fails like a wrong code.
   */
  async requestEmailChange(
    me: Me,
    { newEmail, currentPassword, code }: { newEmail: string; currentPassword?: string; code?: string },
    caller: Caller,
  ): Promise<CodeSentResponse> {
    if (newEmail === me.email) {
      throw new AppError('VALIDATION_FAILED', EMAIL_SAME, { newEmail: EMAIL_SAME });
    }
    // The current password, or for an account without one the code mailed to the current address.
    await this.proof.assert(
      me,
      { password: currentPassword, code },
      'confirm-email-change',
      'currentPassword',
      CURRENT_PASSWORD_INCORRECT,
      caller,
    );
    const claim = await this.codes.claimSend(newEmail, 'change-email');
    const res = await callAuth(this.deps.auth, caller.headers, '/email-otp/request-email-change', {
      newEmail,
    });
    if (!res.ok) {
      await this.codes.releaseSend(claim);
      throw this.failure(res, 'request-email-change');
    }
    return {
      email: newEmail,
      message: EMAIL_CHANGE_CODE_SENT,
      resendAfterSeconds: OTP_RESEND_LOCK_SECONDS,
      expiresInSeconds: OTP_TTL_SECONDS,
    };
  }

  /** The new address's code changes the email; the old address is told, the customer list follows. */
  async confirmEmailChange(
    me: Me,
    input: { newEmail: string; otp: string },
    caller: Caller,
  ): Promise<WithCookies<MessageResponse & { email: string }>> {
    const { db, auth } = this.deps;
    const res = await this.codes.check(
      input.newEmail,
      'change-email',
      () => callAuth(auth, caller.headers, '/email-otp/change-email', input),
      { consume: true, ip: caller.ip },
    );
    if (!res.ok) {
      if (res.body?.message === 'Email already in use') {
        throw new AppError('CONFLICT', EMAIL_TAKEN, { newEmail: EMAIL_TAKEN });
      }
      throw this.failure(res, 'change-email');
    }
    await changeProfileEmail(db, me.userId, input.newEmail);
    try {
      const { settings, publicUrl } = await this.deps.mailer.templateContext();
      await this.deps.mailer.queue(
        emailChangedEmail({ to: me.email, newEmail: input.newEmail }, settings, publicUrl),
      );
    } catch (error) {
      this.deps.log.error({ err: error }, 'email-changed notice not queued');
    }
    return { body: { message: EMAIL_CHANGED, email: input.newEmail }, cookies: res.cookies };
  }

  async devices(me: Me, userAgentOf = deviceWords): Promise<DevicesResponse> {
    const rows = await liveSessions(this.deps.db, me.userId, new Date());
    return {
      devices: rows.map((row) => ({
        id: row.id,
        signedInAt: row.createdAt.toISOString(),
        ipAddress: row.ipAddress,
        description: userAgentOf(row.userAgent),
        current: row.id === me.sessionId,
      })),
    };
  }

  /** Signs one other device out (its next request is signed out: sessions are read on every request). */
  async signOutDevice(me: Me, sessionId: string): Promise<MessageResponse> {
    if (sessionId === me.sessionId) {
      throw new AppError('VALIDATION_FAILED', DEVICE_IS_THIS_ONE, { id: DEVICE_IS_THIS_ONE });
    }
    if (!(await deleteSession(this.deps.db, me.userId, sessionId))) {
      throw new AppError('NOT_FOUND', DEVICE_NOT_FOUND);
    }
    return { message: DEVICE_SIGNED_OUT };
  }

  private failure(res: AuthResponse, what: string): AppError {
    const code = res.body?.code;
    if (res.status === 429) return rateLimited(res.retryAfter);
    if (res.status === 401) return new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
    if (code === 'SESSION_NOT_FRESH') {
      return new AppError('FORBIDDEN', SIGN_IN_AGAIN_TO_CHANGE_EMAIL);
    }
    if (code === 'INVALID_EMAIL') {
      return new AppError('VALIDATION_FAILED', EMAIL_INVALID, { newEmail: EMAIL_INVALID });
    }
    this.deps.log.error({ status: res.status, body: res.body }, `unexpected better-auth answer: ${what}`);
    return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
  }
}
