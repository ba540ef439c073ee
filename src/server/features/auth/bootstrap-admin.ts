import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { account, session, user } from '../../db/schema/index.ts';
import type { Auth } from './auth.ts';
import { isWeakPassword } from './password-rule.ts';

export const DEMO_ADMIN_EMAIL = 'admin@karigar.local';
export const ADMIN_PASSWORD_WEAK =
  'The admin password is too common or too easy to guess: choose another (at least 8 characters, not a common password).';

export type EnsureAdminResult = {
  email: string;
  /** The generated password of a created demo admin (shown once, never when ADMIN_PASSWORD chose it). */
  password?: string;
  created: boolean;
  /** ADMIN_EMAIL named an account that was not verified and no ADMIN_PASSWORD was given: left alone. */
  refusedUnverified?: boolean;
  /** An existing account became the admin with ADMIN_PASSWORD as its password; its sessions ended. */
  passwordSet?: boolean;
  /** The named admin was suspended: the suspension is lifted (review 2026-11-29 H1, the way back in). */
  unsuspended?: boolean;
};

/**
 * Makes sure an admin exists: the one named by ADMIN_EMAIL/ADMIN_PASSWORD, or on a shop with no
 * admin at all a generated one whose password is returned once so start-up can hand it over.
 * An existing account named by ADMIN_EMAIL (review M1) gets ADMIN_PASSWORD as its password and
 * loses every session (whoever made the account no longer gets in), or without ADMIN_PASSWORD
 * is promoted only when its email is verified: an unverified account may be someone else's.
 */
export async function ensureAdmin(
  db: Db,
  auth: Auth,
  wanted: { email: string; password?: string } | undefined,
): Promise<EnsureAdminResult> {
  if (!wanted) {
    const [existingAdmin] = await db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.role, 'admin'))
      .limit(1);
    if (existingAdmin) return { email: existingAdmin.email, created: false };
  }
  const email = (wanted?.email ?? DEMO_ADMIN_EMAIL).toLowerCase();
  const ctx = await auth.$context;
  const [existing] = await db
    .select({ id: user.id, role: user.role, emailVerified: user.emailVerified, banned: user.banned })
    .from(user)
    .where(eq(user.email, email));
  // An admin already there keeps their password: ADMIN_PASSWORD is not used, so not checked (a restart does
  // not load the password list, issue 17's RSS budget). A suspended one is let back in: whoever holds the
  // server's command line or environment is the shop's owner.
  if (existing?.role === 'admin') {
    if (!existing.banned) return { email, created: false };
    await db.update(user).set({ banned: false, banReason: null }).where(eq(user.id, existing.id));
    return { email, created: false, unsuspended: true };
  }
  // The password rule of every account (review M8); start-up or admin:create stops with this line.
  if (wanted?.password && isWeakPassword(wanted.password, [email])) throw new Error(ADMIN_PASSWORD_WEAK);
  if (existing) {
    if (wanted?.password) {
      const hash = await ctx.password.hash(wanted.password);
      const hadCredential = await db.transaction(async (tx) => {
        await tx.update(user).set({ role: 'admin', emailVerified: true }).where(eq(user.id, existing.id));
        await tx.delete(session).where(eq(session.userId, existing.id));
        const updated = await tx
          .update(account)
          .set({ password: hash })
          .where(and(eq(account.userId, existing.id), eq(account.providerId, 'credential')))
          .returning({ id: account.id });
        return updated.length > 0;
      });
      if (!hadCredential) {
        await ctx.internalAdapter.linkAccount({
          userId: existing.id,
          providerId: 'credential',
          accountId: existing.id,
          password: hash,
        });
      }
      return { email, created: false, passwordSet: true };
    }
    if (!existing.emailVerified) return { email, created: false, refusedUnverified: true };
    await db.update(user).set({ role: 'admin' }).where(eq(user.id, existing.id));
    return { email, created: false };
  }
  const password = wanted?.password ?? randomBytes(12).toString('base64url');
  const created = await ctx.internalAdapter.createUser(
    { email, name: 'Store Admin', emailVerified: true, role: 'admin' },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await ctx.password.hash(password),
  });
  return { email, password: wanted?.password ? undefined : password, created: true };
}

export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/** The generated admin login, in a file only the server's user can read (mode 0600). */
export function writeAdminPasswordFile(dataDir: string, email: string, password: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, ADMIN_PASSWORD_FILE);
  writeFileSync(file, `${email}\n${password}\n`, { mode: 0o600 });
  return file;
}
