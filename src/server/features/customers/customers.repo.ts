import { and, count, eq, gte, inArray, lt, max, or, sql } from 'drizzle-orm';
import type { ConsentSource } from '#shared/customers/marketing-consent.ts';
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

export interface ConsentChoice {
  given: boolean;
  source: ConsentSource;
  at: Date;
}

const consentColumns = (c: ConsentChoice) => ({
  marketingConsent: c.given,
  marketingConsentAt: c.at,
  marketingConsentSource: c.source,
});

/**
 * A marketing consent choice on the profile of an email, created when missing (with these details).
 * `unverifiedOnly`: the choice comes from someone who has not proven the email (a sign-up awaiting its
 * code, a guest at checkout), so a verified customer's own choice is left alone (docs/decisions/023).
 */
export async function upsertConsent(
  db: Db,
  p: Omit<ProfileDetails, 'userId'> & { userId: string | null; signupMethod: 'email' | 'guest' },
  choice: ConsentChoice,
  opts: { unverifiedOnly: boolean },
): Promise<void> {
  const { at } = choice;
  await db
    .insert(customerProfiles)
    .values({ ...p, ...consentColumns(choice), signupDate: at, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: customerProfiles.email,
      set: { ...consentColumns(choice), updatedAt: at },
      setWhere: opts.unverifiedOnly ? eq(customerProfiles.emailVerified, false) : undefined,
    });
}

/** A profile's consent by its id (the unsubscribe link); its email, or undefined when there is no such profile. */
export async function setConsentById(
  db: Db,
  id: string,
  choice: ConsentChoice,
): Promise<{ email: string } | undefined> {
  const [row] = await db
    .update(customerProfiles)
    .set({ ...consentColumns(choice), updatedAt: choice.at })
    .where(eq(customerProfiles.id, id))
    .returning({ email: customerProfiles.email });
  return row;
}

/** A profile's consent by its email, when it has one (a cart reminder's unsubscribe link, decision 075). */
export async function setConsentByEmail(db: Db, email: string, choice: ConsentChoice): Promise<void> {
  await db
    .update(customerProfiles)
    .set({ ...consentColumns(choice), updatedAt: choice.at })
    .where(eq(customerProfiles.email, email));
}

export async function findConsent(db: Db, email: string) {
  const [row] = await db
    .select({
      marketingConsent: customerProfiles.marketingConsent,
      at: customerProfiles.marketingConsentAt,
      source: customerProfiles.marketingConsentSource,
    })
    .from(customerProfiles)
    .where(eq(customerProfiles.email, email));
  return row;
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
        // Audit 3.3: a guest who ordered before signing up becomes a sign-up, dated now.
        signupMethod: 'email',
        signupDate: sql`case when ${customerProfiles.signupMethod} = 'guest' then excluded.signup_date else ${customerProfiles.signupDate} end`,
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

/** Failed sign-ins of an email for `reason` since a moment, from one client key (null: from any). */
export async function countFailedLogins(
  db: Db,
  email: string,
  client: string | null,
  reason: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginActivities)
    .where(
      and(
        eq(loginActivities.email, email),
        client === null ? undefined : eq(loginActivities.clientKey, client),
        eq(loginActivities.success, false),
        eq(loginActivities.failureReason, reason),
        gte(loginActivities.loginTime, since),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the email signed in successfully from the client key since a moment. */
export async function signedInFrom(db: Db, email: string, client: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: loginActivities.id })
    .from(loginActivities)
    .where(
      and(
        eq(loginActivities.email, email),
        eq(loginActivities.clientKey, client),
        eq(loginActivities.success, true),
        gte(loginActivities.loginTime, since),
      ),
    )
    .limit(1);
  return row !== undefined;
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

/** My Account: the signed-in customer's name and mobile on their profile. */
export async function updateProfileContact(
  db: Db,
  userId: string,
  contact: { fullName: string; mobileNumber: string },
  at: Date,
): Promise<void> {
  await db
    .update(customerProfiles)
    .set({ ...contact, updatedAt: at })
    .where(eq(customerProfiles.userId, userId));
}

/**
 * The account's email changed: its profile follows. A guest profile of the new email (orders placed
 * before as a guest) is folded into it, so the list keeps one row per email.
 */
export async function moveProfileEmail(db: Db, userId: string, newEmail: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [guest] = await tx
      .delete(customerProfiles)
      .where(and(eq(customerProfiles.email, newEmail), sql`${customerProfiles.userId} is null`))
      .returning({ orders: customerProfiles.totalOrders, spent: customerProfiles.totalSpent });
    await tx
      .update(customerProfiles)
      .set({
        email: newEmail,
        emailVerified: true,
        totalOrders: sql`${customerProfiles.totalOrders} + ${guest?.orders ?? 0}`,
        totalSpent: sql`${customerProfiles.totalSpent} + ${guest?.spent ?? 0}`,
        updatedAt: at,
      })
      .where(eq(customerProfiles.userId, userId));
  });
}

/** Account deletion (issue 22): the profile and the sign-in history of the email or account. */
export async function deleteCustomerRecords(db: Db, email: string, userId: string): Promise<void> {
  await db
    .delete(customerProfiles)
    .where(or(eq(customerProfiles.email, email), eq(customerProfiles.userId, userId)));
  await db
    .delete(loginActivities)
    .where(or(eq(loginActivities.email, email), eq(loginActivities.userId, userId)));
}

/** Privacy export (issue 22): the profile's record of the person, and their consents. */
export async function findProfileRecord(db: Db, email: string) {
  const [row] = await db
    .select({
      fullName: customerProfiles.fullName,
      mobileNumber: customerProfiles.mobileNumber,
      signupDate: customerProfiles.signupDate,
      lastLoginAt: customerProfiles.lastLoginAt,
      loginCount: customerProfiles.loginCount,
      marketingConsent: customerProfiles.marketingConsent,
      marketingConsentAt: customerProfiles.marketingConsentAt,
      marketingConsentSource: customerProfiles.marketingConsentSource,
    })
    .from(customerProfiles)
    .where(eq(customerProfiles.email, email));
  return row;
}
