import { and, count, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerProfiles, loginActivities } from '../../db/schema/index.ts';

export interface ProfileDetails {
  email: string;
  userId: string;
  fullName: string;
  mobileNumber: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/** A profile at sign-up, not yet verified. An existing row for the email (a guest who ordered) is left alone. */
export async function insertProfileIfMissing(db: Db, p: ProfileDetails, at: Date): Promise<void> {
  await db
    .insert(customerProfiles)
    .values({
      ...p,
      emailVerified: false,
      signupMethod: 'email',
      signupDate: at,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: customerProfiles.email });
}

/** The email is proven: the profile gets the account's details (keeping the first IP and agent). */
export async function upsertVerifiedProfile(db: Db, p: ProfileDetails, at: Date): Promise<void> {
  await db
    .insert(customerProfiles)
    .values({
      ...p,
      emailVerified: true,
      signupMethod: 'email',
      signupDate: at,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: customerProfiles.email,
      set: {
        userId: sql`excluded.user_id`,
        fullName: sql`excluded.full_name`,
        mobileNumber: sql`coalesce(excluded.mobile_number, ${customerProfiles.mobileNumber})`,
        emailVerified: true,
        ipAddress: sql`coalesce(${customerProfiles.ipAddress}, excluded.ip_address)`,
        userAgent: sql`coalesce(${customerProfiles.userAgent}, excluded.user_agent)`,
        updatedAt: at,
      },
    });
}

/** A successful sign-in: one more login, now; the profile is created when missing. */
export async function upsertProfileLogin(db: Db, p: ProfileDetails & { emailVerified: boolean }, at: Date) {
  await db
    .insert(customerProfiles)
    .values({ ...p, signupDate: at, lastLoginAt: at, loginCount: 1, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: customerProfiles.email,
      set: {
        userId: sql`coalesce(${customerProfiles.userId}, excluded.user_id)`,
        emailVerified: sql`${customerProfiles.emailVerified} or excluded.email_verified`,
        lastLoginAt: at,
        loginCount: sql`${customerProfiles.loginCount} + 1`,
        updatedAt: at,
      },
    });
}

export type LoginActivityRow = typeof loginActivities.$inferInsert;

export async function insertLoginActivity(db: Db, row: LoginActivityRow): Promise<void> {
  await db.insert(loginActivities).values(row);
}

export async function countFailedLogins(
  db: Db,
  email: string,
  ip: string,
  reason: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginActivities)
    .where(
      and(
        eq(loginActivities.email, email),
        eq(loginActivities.ipAddress, ip),
        eq(loginActivities.success, false),
        eq(loginActivities.failureReason, reason),
        gte(loginActivities.loginTime, since),
      ),
    );
  return row?.n ?? 0;
}

/** The latest successful sign-in of an email by one of the given methods. */
export async function latestLogin(db: Db, email: string, methods: string[]): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: max(loginActivities.loginTime) })
    .from(loginActivities)
    .where(
      and(
        eq(loginActivities.email, email),
        eq(loginActivities.success, true),
        inArray(loginActivities.loginMethod, methods),
      ),
    );
  return row?.at ?? undefined;
}

export async function deleteLoginActivitiesBefore(db: Db, before: Date): Promise<void> {
  await db.delete(loginActivities).where(lt(loginActivities.loginTime, before));
}
