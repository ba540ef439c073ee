import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import type { Auth } from './auth.ts';

export const DEMO_ADMIN_EMAIL = 'admin@karigar.local';

/**
 * Makes sure an admin exists: the one named by ADMIN_EMAIL/ADMIN_PASSWORD, or on a shop with no
 * admin at all a generated one whose password is returned once so start-up can print it.
 * An existing user named by ADMIN_EMAIL is promoted; its password is left alone.
 */
export async function ensureAdmin(
  db: Db,
  auth: Auth,
  wanted: { email: string; password?: string } | undefined,
): Promise<{ email: string; password?: string; created: boolean }> {
  if (!wanted) {
    const [existingAdmin] = await db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.role, 'admin'))
      .limit(1);
    if (existingAdmin) return { email: existingAdmin.email, created: false };
  }
  const email = (wanted?.email ?? DEMO_ADMIN_EMAIL).toLowerCase();
  const [existing] = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(eq(user.email, email));
  if (existing) {
    if (existing.role !== 'admin')
      await db.update(user).set({ role: 'admin' }).where(eq(user.id, existing.id));
    return { email, created: false };
  }
  const password = wanted?.password ?? randomBytes(12).toString('base64url');
  const ctx = await auth.$context;
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
