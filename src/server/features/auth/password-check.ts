import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { account } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { WindowRateLimiter } from '../../lib/rate-limiter.ts';
import type { Auth } from './auth.ts';
import { rateLimited } from './email-codes.ts';

const TRIES = 5;
const TRIES_WINDOW_MS = 15 * 60_000;

/**
 * The signed-in person's password asked again before a grave change (deleting the account, decision 034;
 * changing its email, review 2026-11-29 L7): 5 tries per account in 15 minutes, per purpose. An account
 * without a password (Google only) is never asked for one: AccountProof asks it for a mailed code (decision 081).
 */
export class PasswordCheck {
  private readonly tries: WindowRateLimiter;

  constructor(
    private readonly deps: { db: Db; auth: Auth },
    purpose: string,
  ) {
    this.tries = new WindowRateLimiter(deps.db, purpose, TRIES, TRIES_WINDOW_MS);
  }

  /** 429 past the tries, else 400 naming `field` with `message` when the password is not the account's. */
  async assert(userId: string, password: string, field: string, message: string): Promise<void> {
    const verdict = await this.tries.hit(userId);
    if (!verdict.allowed) throw rateLimited(verdict.retryAfter);
    if (!(await this.matches(userId, password)))
      throw new AppError('VALIDATION_FAILED', message, { [field]: message });
  }

  private async matches(userId: string, password: string): Promise<boolean> {
    const [credential] = await this.deps.db
      .select({ hash: account.password })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    if (!credential?.hash) return false;
    return (await this.deps.auth.$context).password.verify({ hash: credential.hash, password });
  }
}
