import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  type CodeSentResponse,
  OTP_LENGTH,
  OTP_TTL_SECONDS,
  PASSWORD_REQUIRED,
} from '#shared/auth/auth.schemas.ts';
import {
  ACCOUNT_CODE_REQUIRED,
  ACCOUNT_CODE_SENT,
  ACCOUNT_HAS_PASSWORD,
  type AccountCodePurpose,
} from '#shared/auth/my-account.schemas.ts';
import type { Db } from '../../db/client.ts';
import { verification } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { requestLang } from '../../lib/language.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { accountCodeEmail } from '../mail/templates/index.ts';
import { hasPassword } from './account.repo.ts';
import { type Caller, codeSent } from './account-flow.ts';
import type { Auth, AuthResponse } from './auth.ts';
import { EmailCodes } from './email-codes.ts';
import { PasswordCheck } from './password-check.ts';
import { accountLanguage } from './sessions.service.ts';

/** The signed-in person a proof is about. */
export interface Proven {
  userId: string;
  email: string;
}

/** What the caller sent to prove it is the account's owner: its password, or the code mailed to it. */
export interface Proof {
  password?: string;
  code?: string;
}

const identifierOf = (purpose: AccountCodePurpose, userId: string) => `account-code:${purpose}:${userId}`;
const hashOf = (code: string) => createHash('sha256').update(code).digest();

/** A compare's verdict in better-auth's answer shape, which EmailCodes reads (INVALID_OTP counts an attempt). */
const verdict = (ok: boolean, code?: 'INVALID_OTP' | 'OTP_EXPIRED'): AuthResponse => ({
  status: ok ? 200 : 400,
  ok,
  body: ok ? null : { code },
  cookies: [],
  retryAfter: undefined,
  location: undefined,
});

/**
 * Audit D-M5, decision 081: before a grave My Account change (erasure, a first password, an email change) the
 * owner proves itself: with its password when the account has one (never a code instead), else with a
 * 6-digit code mailed to its own address for that one purpose. The code is ours, not better-auth's (whose
 * codes sign in or reset): its hash waits in `verification` under the purpose and user; the mailed codes'
 * rules (resend lock, codes per email, attempts counted in `auth_attempts`, checks per client) are EmailCodes'.
 */
export class AccountProof {
  private readonly codes: EmailCodes;
  private readonly password: PasswordCheck;

  constructor(
    private readonly deps: { db: Db; auth: Auth; mailer: Mailer },
    passwordPurpose: string,
  ) {
    this.codes = new EmailCodes(deps.db);
    this.password = new PasswordCheck(deps, passwordPurpose);
  }

  /** A code for `purpose` to the account's own address; an account with a password is told to use it. */
  async sendCode(me: Proven, purpose: AccountCodePurpose, caller: Caller): Promise<CodeSentResponse> {
    const { db, mailer } = this.deps;
    if (await hasPassword(db, me.userId)) {
      throw new AppError('VALIDATION_FAILED', ACCOUNT_HAS_PASSWORD, { purpose: ACCOUNT_HAS_PASSWORD });
    }
    const claim = await this.codes.claimSend(me.email, purpose);
    try {
      const code = randomInt(0, 10 ** OTP_LENGTH)
        .toString()
        .padStart(OTP_LENGTH, '0');
      const identifier = identifierOf(purpose, me.userId);
      // A new code replaces the last one of its purpose.
      await db.transaction(async (tx) => {
        await tx.delete(verification).where(eq(verification.identifier, identifier));
        await tx.insert(verification).values({
          id: randomUUID(),
          identifier,
          value: hashOf(code).toString('hex'),
          expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
        });
      });
      const { settings, publicUrl } = await mailer.templateContext();
      const lang = requestLang(caller.headers) ?? (await accountLanguage(db, me.email)) ?? undefined;
      await mailer.queue(accountCodeEmail({ to: me.email, code, lang, purpose }, settings, publicUrl));
    } catch (error) {
      await this.codes.releaseSend(claim);
      throw error;
    }
    return codeSent(me.email, ACCOUNT_CODE_SENT);
  }

  /**
   * The password for an account that has one (`passwordField` named when it is missing or wrong), else the
   * code mailed for `purpose`, used up. 400 naming `code` when an account without a password sends none.
   */
  async assert(
    me: Proven,
    proof: Proof,
    purpose: AccountCodePurpose,
    passwordField: string,
    wrongPassword: string,
    caller: Caller,
  ): Promise<void> {
    if (await hasPassword(this.deps.db, me.userId)) {
      if (!proof.password) {
        throw new AppError('VALIDATION_FAILED', PASSWORD_REQUIRED, { [passwordField]: PASSWORD_REQUIRED });
      }
      return this.password.assert(me.userId, proof.password, passwordField, wrongPassword);
    }
    if (!proof.code) {
      throw new AppError('VALIDATION_FAILED', ACCOUNT_CODE_REQUIRED, { code: ACCOUNT_CODE_REQUIRED });
    }
    await this.spendCode(me, purpose, proof.code, caller);
  }

  /** The mailed code of `purpose`, used up when right; wrong, expired or spent codes throw the code messages. */
  async spendCode(me: Proven, purpose: AccountCodePurpose, code: string, caller: Caller): Promise<void> {
    // Our compare answers only right or refused, and EmailCodes throws the refusals: on `code`, the field sent.
    try {
      await this.codes.check(me.email, purpose, () => this.consume(me.userId, purpose, code), {
        consume: true,
        ip: caller.ip,
      });
    } catch (error) {
      if (!(error instanceof AppError) || !error.fields?.otp) throw error;
      throw new AppError(error.code, error.message, { code: error.fields.otp });
    }
  }

  /** Compares in constant time and deletes the row in the same step, so two right answers cannot both pass. */
  private async consume(userId: string, purpose: AccountCodePurpose, code: string): Promise<AuthResponse> {
    const identifier = identifierOf(purpose, userId);
    const [row] = await this.deps.db
      .select({ id: verification.id, value: verification.value, expiresAt: verification.expiresAt })
      .from(verification)
      .where(eq(verification.identifier, identifier))
      .orderBy(desc(verification.createdAt))
      .limit(1);
    if (!row) return verdict(false, 'INVALID_OTP');
    if (row.expiresAt.getTime() <= Date.now()) return verdict(false, 'OTP_EXPIRED');
    const stored = Buffer.from(row.value, 'hex');
    const given = hashOf(code);
    if (stored.length !== given.length || !timingSafeEqual(stored, given))
      return verdict(false, 'INVALID_OTP');
    const taken = await this.deps.db
      .delete(verification)
      .where(and(eq(verification.id, row.id), eq(verification.identifier, identifier)))
      .returning({ id: verification.id });
    return verdict(taken.length === 1, 'INVALID_OTP');
  }
}
