import {
  invalidOtpMessage,
  OTP_EXPIRED,
  OTP_MAX_ATTEMPTS,
  OTP_NOT_FOUND,
  OTP_RESEND_LOCK_SECONDS,
  OTP_TOO_MANY_ATTEMPTS,
  OTP_TTL_SECONDS,
  resendTooSoonMessage,
  TOO_MANY_ATTEMPTS,
} from '#shared/auth/auth.schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { clientKey, WindowRateLimiter } from '../../lib/rate-limiter.ts';
import {
  type CodePurpose,
  codesSentSince,
  deleteAttempt,
  deleteAttemptsBefore,
  insertAttempt,
  latestCode,
  markAttemptUsed,
  purgeUnverifiedAccounts,
  withEmailCodesLock,
} from './account.repo.ts';
import type { AuthResponse } from './auth.ts';
import { AUTH_RATE_LIMITS } from './auth-options.ts';

/** Codes mailed to one email (any purpose, whoever asks, from any IP) within the window. */
export const CODES_PER_EMAIL = 5;
export const CODES_PER_EMAIL_WINDOW_SECONDS = 15 * 60;
const ATTEMPTS_KEPT_MS = 24 * 60 * 60 * 1000;

export const rateLimited = (retryAfter?: number) =>
  new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS, undefined, retryAfter ?? 60);
const otpError = (
  code: 'INVALID_OTP' | 'OTP_EXPIRED' | 'OTP_NOT_FOUND' | 'TOO_MANY_ATTEMPTS',
  message: string,
) => new AppError(code, message, { otp: message });
/** better-auth's answers that mean "this code is not accepted" (anything else is not about the code). */
const CODE_REFUSALS = new Set(['INVALID_OTP', 'OTP_EXPIRED', 'TOO_MANY_ATTEMPTS', 'USER_NOT_FOUND']);

/**
 * The per-email rules of mailed codes, kept in `auth_attempts` whether or not the email has an
 * account (so answers never reveal one): the resend lock, the codes-per-window cap and the
 * attempts of a code. Each rule reads and writes under a lock on the email, so parallel requests
 * cannot slip past it (review H4, L3): an attempt is counted before the code is compared, and
 * given back only when the code was right.
 */
export class EmailCodes {
  /**
   * Code checks per client (an IPv4 address or IPv6 /64, clientKey), counted here too: a check this class refuses never reaches
   * better-auth, whose per-IP limit would otherwise not see it.
   */
  private readonly checksPerClient: WindowRateLimiter;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = () => Date.now(),
  ) {
    const { max, window } = AUTH_RATE_LIMITS['/email-otp/check-verification-otp'];
    this.checksPerClient = new WindowRateLimiter(db, 'code-check', max, window * 1000, now);
  }

  /**
   * Claims the sending of a code: refused while the last code of this purpose is under a minute
   * old, or when the email had CODES_PER_EMAIL codes in the window. Returns the claim, which
   * `releaseSend` gives back when no code went out.
   */
  async claimSend(email: string, purpose: CodePurpose): Promise<number> {
    const now = this.now();
    const claim = await withEmailCodesLock(this.db, email, async (tx) => {
      const sent = await codesSentSince(tx, email, new Date(now - CODES_PER_EMAIL_WINDOW_SECONDS * 1000));
      const last = sent.find((s) => s.purpose === purpose);
      if (last) {
        const wait = Math.ceil((last.createdAt.getTime() + OTP_RESEND_LOCK_SECONDS * 1000 - now) / 1000);
        if (wait > 0) return new AppError('RATE_LIMITED', resendTooSoonMessage(wait), undefined, wait);
      }
      if (sent.length >= CODES_PER_EMAIL) {
        const oldest = sent[sent.length - 1]!.createdAt.getTime();
        return rateLimited(
          Math.max(1, Math.ceil((oldest + CODES_PER_EMAIL_WINDOW_SECONDS * 1000 - now) / 1000)),
        );
      }
      return insertAttempt(tx, email, purpose, 'sent', new Date(now));
    });
    if (claim instanceof AppError) throw claim;
    // Housekeeping rides on code traffic: old rows go, and so do sign-ups whose last code died long ago.
    const keptSince = new Date(now - ATTEMPTS_KEPT_MS);
    await deleteAttemptsBefore(this.db, keptSince);
    await purgeUnverifiedAccounts(this.db, keptSince);
    return claim;
  }

  async releaseSend(claim: number): Promise<void> {
    await deleteAttempt(this.db, claim);
  }

  /**
   * One attempt at the latest code of a purpose: counted before `compare` asks better-auth, so at
   * most OTP_MAX_ATTEMPTS comparisons ever happen per code, however many run in parallel. A right
   * code gives its attempt back (`consume`: the code is marked used). A refused code throws the
   * spec's message; other better-auth answers are returned for the caller to handle.
   */
  async check(
    email: string,
    purpose: CodePurpose,
    compare: () => Promise<AuthResponse>,
    opts: { consume: boolean; ip: string },
  ): Promise<AuthResponse> {
    const verdict = await this.checksPerClient.hit(clientKey(opts));
    if (!verdict.allowed) throw rateLimited(verdict.retryAfter);
    const now = this.now();
    const gate = await withEmailCodesLock(this.db, email, async (tx) => {
      const latest = await latestCode(tx, email, purpose);
      if (!latest || latest.used) return otpError('OTP_NOT_FOUND', OTP_NOT_FOUND);
      if (now - latest.sentAt.getTime() > OTP_TTL_SECONDS * 1000) return otpError('OTP_EXPIRED', OTP_EXPIRED);
      if (latest.failures >= OTP_MAX_ATTEMPTS) return otpError('TOO_MANY_ATTEMPTS', OTP_TOO_MANY_ATTEMPTS);
      const attempt = await insertAttempt(tx, email, purpose, 'failed', new Date(now));
      return { attempt, failures: latest.failures + 1 };
    });
    if (gate instanceof AppError) throw gate;

    let res: AuthResponse;
    try {
      res = await compare();
    } catch (error) {
      await deleteAttempt(this.db, gate.attempt);
      throw error;
    }
    if (res.ok) {
      if (opts.consume) await markAttemptUsed(this.db, gate.attempt);
      else await deleteAttempt(this.db, gate.attempt);
      return res;
    }
    const code = res.body?.code;
    if (res.status === 429 || !code || !CODE_REFUSALS.has(code)) {
      await deleteAttempt(this.db, gate.attempt);
      return res;
    }
    if (code === 'OTP_EXPIRED') throw otpError('OTP_EXPIRED', OTP_EXPIRED);
    const remaining = OTP_MAX_ATTEMPTS - gate.failures;
    if (code === 'TOO_MANY_ATTEMPTS' || remaining <= 0) {
      throw otpError('TOO_MANY_ATTEMPTS', OTP_TOO_MANY_ATTEMPTS);
    }
    throw otpError('INVALID_OTP', invalidOtpMessage(remaining));
  }
}
