import { randomBytes, randomUUID } from 'node:crypto';
import { symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { twoFactor, user } from '../../db/schema/index.ts';
import type { Config } from '../../env.ts';
import type { Auth } from './auth.ts';
import type { EnsureAdminResult } from './bootstrap-admin.ts';
import { DEMO_AUTHENTICATOR_KEY, DEMO_TWO_FACTOR_SECRET } from './demo-authenticator.ts';

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Ten recovery codes shaped like better-auth's own (`xxxxx-xxxxx`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/**
 * Turns two-factor sign-in on for an account with a known secret, as better-auth's own enable + first code would
 * (the secret and recovery codes encrypted with the auth secret): for the demo admin, and for the tests' team
 * accounts. The account's sessions are kept; its next password sign-in asks for a code.
 */
export async function enrolTwoFactor(
  db: Db,
  auth: Auth,
  userId: string,
  secret: string,
  recoveryCodes: string[] = newRecoveryCodes(),
): Promise<{ recoveryCodes: string[] }> {
  const ctx = await auth.$context;
  const encryptedSecret = await symmetricEncrypt({ key: ctx.secretConfig, data: secret });
  const encryptedCodes = await symmetricEncrypt({
    key: ctx.secretConfig,
    data: JSON.stringify(recoveryCodes),
  });
  await db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.insert(twoFactor).values({
      id: randomUUID(),
      userId,
      secret: encryptedSecret,
      backupCodes: encryptedCodes,
      verified: true,
    });
    await tx.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
  });
  return { recoveryCodes };
}

/**
 * The admin a start just created, on a shop that starts with the demo outside production, gets the demo key;
 * returns the key then, else null (decision 059).
 */
export async function enrolDemoAdmin(
  db: Db,
  auth: Auth,
  admin: EnsureAdminResult,
  config: Pick<Config, 'env' | 'seedDemo'>,
): Promise<string | null> {
  if (!admin.created || !config.seedDemo || config.env === 'production') return null;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, admin.email));
  if (!row) return null;
  await enrolTwoFactor(db, auth, row.id, DEMO_TWO_FACTOR_SECRET);
  return DEMO_AUTHENTICATOR_KEY;
}
