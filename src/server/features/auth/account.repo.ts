import { and, asc, desc, eq, gt, gte, lt, max, ne, notExists, sql } from 'drizzle-orm';
import type { AccountCodePurpose } from '#shared/auth/my-account.schemas.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import type { Db } from '../../db/client.ts';
import { account, authAttempts, pendingSignUps, session, user } from '../../db/schema/index.ts';

export type CodePurpose =
  | 'email-verification'
  | 'forget-password'
  | 'change-email'
  | 'sign-in'
  | AccountCodePurpose;
export type CodeAction = 'sent' | 'failed' | 'used';

/** An account as the sign-in paths read it. */
const accountColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  emailVerified: user.emailVerified,
  mobileNumber: user.mobileNumber,
  language: user.language,
};

/** The shop language an account chose (decision 035). */
export async function saveLanguage(db: Db, userId: string, language: Lang): Promise<void> {
  await db.update(user).set({ language }).where(eq(user.id, userId));
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ ...accountColumns, twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.email, email));
  return row;
}

export async function insertAttempt(
  db: Db,
  email: string,
  purpose: CodePurpose,
  action: CodeAction,
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(authAttempts)
    .values({ email, purpose, action, createdAt: at })
    .returning({ id: authAttempts.id });
  return row!.id;
}

export async function deleteAttempt(db: Db, id: number) {
  await db.delete(authAttempts).where(eq(authAttempts.id, id));
}

/** A code attempt counted as failed before the code was compared turned out right. */
export async function markAttemptUsed(db: Db, id: number) {
  await db.update(authAttempts).set({ action: 'used' }).where(eq(authAttempts.id, id));
}

/**
 * Runs `fn` in a transaction holding a lock on one email's code rows, so a rule that reads the
 * rows and then writes one is atomic across requests and server processes (review H4, L3).
 */
export function withEmailCodesLock<T>(db: Db, email: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth-codes:${email}`}))`);
    return fn(tx);
  });
}

/** Rows older than this are no use to any rule: dropped whenever a code is sent. */
export async function deleteAttemptsBefore(db: Db, before: Date) {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, before));
}

/** Codes sent to an email (any purpose) since a moment, newest first. */
export function codesSentSince(db: Db, email: string, since: Date) {
  return db
    .select({ purpose: authAttempts.purpose, createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.email, email), eq(authAttempts.action, 'sent'), gte(authAttempts.createdAt, since)),
    )
    .orderBy(desc(authAttempts.id));
}

/** When a code of this purpose was last used for an email (e.g. the latest password reset). */
export async function lastCodeUsed(db: Db, email: string, purpose: CodePurpose): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: max(authAttempts.createdAt) })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.email, email), eq(authAttempts.purpose, purpose), eq(authAttempts.action, 'used')),
    );
  return row?.at ?? undefined;
}

/** The newest code of a purpose sent to an email, and what happened to it since. */
export async function latestCode(db: Db, email: string, purpose: CodePurpose) {
  const [sent] = await db
    .select({ id: authAttempts.id, createdAt: authAttempts.createdAt })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.email, email), eq(authAttempts.purpose, purpose), eq(authAttempts.action, 'sent')),
    )
    .orderBy(desc(authAttempts.id))
    .limit(1);
  if (!sent) return undefined;
  const after = await db
    .select({ action: authAttempts.action })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.email, email), eq(authAttempts.purpose, purpose), gt(authAttempts.id, sent.id)),
    );
  return {
    sentAt: sent.createdAt,
    failures: after.filter((r) => r.action === 'failed').length,
    used: after.some((r) => r.action === 'used'),
  };
}

export interface PendingSignUp {
  ticketHash: string;
  email: string;
  name: string;
  mobileNumber: string | null;
  passwordHash: string;
  createdAt: Date;
}

/** Review 2026-11-29 M1: every sign-up of an unverified email waits under its own ticket. */
export async function savePendingSignUp(db: Db, row: PendingSignUp) {
  await db.insert(pendingSignUps).values(row);
}

/**
 * Verification: the sign-up whose ticket the verifying browser holds (undefined without one), and the
 * email's other waiting sign-ups are dropped.
 */
export async function takePendingSignUp(
  db: Db,
  email: string,
  ticketHash: string | undefined,
): Promise<PendingSignUp | undefined> {
  const rows = await db.delete(pendingSignUps).where(eq(pendingSignUps.email, email)).returning();
  return rows.find((row) => ticketHash !== undefined && row.ticketHash === ticketHash);
}

/** The password hash the account was created with (the first sign-up's own row copies it). */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return row?.password ?? null;
}

/**
 * The verified sign-up's name, mobile and password become the account's. Without one (`passwordHash`
 * only: a hash of nothing anyone knows), the password of whoever created the account is gone.
 */
export async function applySignUp(
  db: Db,
  userId: string,
  signUp: Pick<PendingSignUp, 'passwordHash'> & Partial<Pick<PendingSignUp, 'name' | 'mobileNumber'>>,
) {
  await db.transaction(async (tx) => {
    if (signUp.name !== undefined) {
      await tx
        .update(user)
        .set({ name: signUp.name, mobileNumber: signUp.mobileNumber ?? null })
        .where(eq(user.id, userId));
    }
    await tx
      .update(account)
      .set({ password: signUp.passwordHash })
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  });
}

/** Every session of a user but one (the one just created). */
/** better-auth's admin plugin refuses a banned user's sign-in (BANNED_USER). */
export async function setBanned(db: Db, userId: string, banned: boolean): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ banned, banReason: banned ? 'Suspended by the shop' : null, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ id: user.id });
  return rows.length > 0;
}

export async function findRole(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return row?.role ?? null;
}

export async function findBanned(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ banned: user.banned }).from(user).where(eq(user.id, userId));
  return row?.banned ?? false;
}

export async function deleteOtherSessions(db: Db, userId: string, keepToken: string | undefined) {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), keepToken ? ne(session.token, keepToken) : undefined))
    .returning({ id: session.id });
  return ended.length;
}

/**
 * Accounts never verified, created before `before`, whose email was sent no code since then: the
 * code is long dead, so nobody can finish the sign-up. A later sign-up starts afresh.
 */
export async function purgeUnverifiedAccounts(db: Db, before: Date) {
  const codeSentSince = (email: typeof user.email | typeof pendingSignUps.email) =>
    db
      .select({ id: authAttempts.id })
      .from(authAttempts)
      .where(
        and(
          eq(authAttempts.email, email),
          eq(authAttempts.action, 'sent'),
          gte(authAttempts.createdAt, before),
        ),
      );
  await db
    .delete(user)
    .where(
      and(eq(user.emailVerified, false), lt(user.createdAt, before), notExists(codeSentSince(user.email))),
    );
  await db
    .delete(pendingSignUps)
    .where(and(lt(pendingSignUps.createdAt, before), notExists(codeSentSince(pendingSignUps.email))));
}

/** My Account: name and mobile on the user row. */
export async function updateUserContact(
  db: Db,
  userId: string,
  contact: { name: string; mobileNumber: string },
) {
  const [row] = await db
    .update(user)
    .set({ ...contact, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ name: user.name, email: user.email, mobileNumber: user.mobileNumber });
  return row;
}

export async function findUserById(db: Db, userId: string) {
  const [row] = await db
    .select({ name: user.name, email: user.email, mobileNumber: user.mobileNumber })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

/** The account's live sessions, oldest first. */
export function liveSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(asc(session.createdAt));
}

/** One session of the account ends; false when it had no such session. */
export async function deleteSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return rows.length > 0;
}

/** The account a session token belongs to (right after a sign-in made it), with when it was created. */
export async function findSessionAccount(db: Db, token: string) {
  const [row] = await db
    .select({ ...accountColumns, sessionId: session.id, createdAt: user.createdAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, token));
  return row;
}

/** Whether an account has a sign-in of this provider linked (e.g. 'google'). */
export async function hasProviderAccount(db: Db, userId: string, providerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, providerId)));
  return rows.length > 0;
}

/** Whether the account has a password (better-auth's credential row); a Google-only account has none. */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return Boolean(row?.password);
}

/** Unlinks a provider's sign-in from an account; false when none was linked. */
export async function deleteProviderAccounts(db: Db, userId: string, providerId: string): Promise<boolean> {
  const rows = await db
    .delete(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, providerId)))
    .returning({ id: account.id });
  return rows.length > 0;
}
