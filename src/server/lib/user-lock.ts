import { eq } from 'drizzle-orm';
import { SIGN_IN_REQUIRED } from '#shared/auth/auth.schemas.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import { pgErrorCode } from './pg-errors.ts';

/**
 * PostgreSQL errors a second attempt of the same transaction can get past: a unique violation
 * from a race the lock did not cover (the one-default index is the backstop), a serialization
 * failure, a deadlock.
 */
const RETRYABLE = new Set(['23505', '40001', '40P01']);

/**
 * Runs `fn` in one transaction that first locks the user's own row (`FOR NO KEY UPDATE`: it
 * serializes this user's list changes against each other, but not sessions or orders, whose
 * foreign-key checks only need KEY SHARE). Two concurrent changes for one user run one after the
 * other, so counts, "first address" and "one default" are decided on what is really there.
 * A retryable failure (see RETRYABLE) runs the whole transaction once more.
 */
export async function inUserTransaction<T>(db: Db, userId: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: user.id })
          .from(user)
          .where(eq(user.id, userId))
          .for('no key update');
        // The account was deleted under a live request: nothing of theirs may be written.
        if (!row) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
        return fn(tx);
      });
    } catch (error) {
      if (attempt >= 2 || !RETRYABLE.has(pgErrorCode(error) ?? '')) throw error;
    }
  }
}
