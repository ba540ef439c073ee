import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type {
  CustomerDetail,
  CustomerRow,
  CustomerStats,
  LoginActivity,
} from '#shared/customers/customer-admin.schemas.ts';
import {
  type CustomerSegment,
  type CustomerStatus,
  type CustomerStatusFilter,
  SEGMENT_RULES,
} from '#shared/customers/customer-admin.ts';
import type { Db } from '../../db/client.ts';
import { customerProfiles, loginActivities } from '../../db/schema/index.ts';
import { notTeamAccount } from './customers.service.ts';

type ProfileRow = typeof customerProfiles.$inferSelect;
type LoginRow = typeof loginActivities.$inferSelect;

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** `%`, `_` and `\` typed in the search box match themselves (PostgreSQL's default LIKE escape is `\`). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A real opt-in (docs/decisions/023): consent given for an email its owner has proven. Guests and
 * unverified sign-ups may have ticked a box for an email that is not theirs, so they never count.
 */
const optedIn = and(eq(customerProfiles.marketingConsent, true), eq(customerProfiles.emailVerified, true))!;

/**
 * docs/product.md §7.6: the text matches email or full name case-insensitively, combined with the status. The
 * records of admin and staff accounts are customers' only to an admin who searches for one (to suspend it):
 * staff never see them (review 2026-11-29 H1), and the list as browsed is the shop's customers (audit D-m8).
 */
function listWhere(query: { q: string; status: CustomerStatusFilter; team: boolean }): SQL | undefined {
  const parts: SQL[] = [];
  if (!query.team || !query.q) parts.push(notTeamAccount);
  if (query.status !== 'all') parts.push(eq(customerProfiles.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    parts.push(or(ilike(customerProfiles.email, pattern), ilike(customerProfiles.fullName, pattern))!);
  }
  return parts.length ? and(...parts) : undefined;
}

/** All Customers: newest first (docs/product.md §7.6), a page at a time. */
export async function listCustomers(
  db: Db,
  query: { q: string; status: CustomerStatusFilter; page: number; limit: number; team: boolean },
): Promise<{ items: CustomerRow[]; total: number }> {
  const where = listWhere(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(customerProfiles)
      .where(where)
      .orderBy(desc(customerProfiles.createdAt), desc(customerProfiles.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(customerProfiles).where(where),
  ]);
  return { items: rows.map(toCustomerRow), total: counted?.n ?? 0 };
}

export async function setCustomerStatus(db: Db, id: string, status: CustomerStatus, at: Date) {
  await db.update(customerProfiles).set({ status, updatedAt: at }).where(eq(customerProfiles.id, id));
}

export async function findCustomer(db: Db, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(customerProfiles).where(eq(customerProfiles.id, id));
  return row;
}

/** The most recent sign-in attempts, of one email or of everyone. */
export async function recentLogins(db: Db, limit: number, email?: string): Promise<LoginActivity[]> {
  const rows = await db
    .select()
    .from(loginActivities)
    .where(email === undefined ? undefined : eq(loginActivities.email, email))
    .orderBy(desc(loginActivities.loginTime), desc(loginActivities.id))
    .limit(limit);
  return rows.map(toLoginActivity);
}

/** Customer stats (docs/product.md §9.6) in one query; windows of 7 and 30 days back from `now`, both ends included. */
export async function customerStats(db: Db, now: Date): Promise<CustomerStats> {
  const p = customerProfiles;
  const [row] = await db
    .select({
      totalCustomers: count(),
      activeCustomers: sql<number>`count(*) filter (where ${eq(p.status, 'active')})`.mapWith(Number),
      newThisWeek: sql<number>`count(*) filter (where ${gte(p.signupDate, daysBefore(now, 7))})`.mapWith(
        Number,
      ),
      newThisMonth: sql<number>`count(*) filter (where ${gte(p.signupDate, daysBefore(now, 30))})`.mapWith(
        Number,
      ),
      marketingOptIns: sql<number>`count(*) filter (where ${optedIn})`.mapWith(Number),
      totalLogins: sql<number>`coalesce(sum(${p.loginCount}), 0)`.mapWith(Number),
      averageLoginCount: sql<number>`coalesce(round(avg(${p.loginCount}), 1), 0)`.mapWith(Number),
    })
    .from(p)
    .where(notTeamAccount);
  return row!;
}

/** docs/product.md §9.6 segments (the boundaries count as inside). */
function segmentQuery(segment: CustomerSegment, now: Date): { where: SQL; orderBy: SQL[] } {
  const p = customerProfiles;
  switch (segment) {
    case 'high-value':
      return {
        where: and(
          gte(p.totalOrders, SEGMENT_RULES.highValueMinOrders),
          gte(p.totalSpent, SEGMENT_RULES.highValueMinSpent),
        )!,
        orderBy: [desc(p.totalSpent), desc(p.totalOrders), asc(p.id)],
      };
    case 'recent-signups':
      return {
        where: gte(p.signupDate, daysBefore(now, SEGMENT_RULES.recentSignupDays)),
        orderBy: [desc(p.signupDate), asc(p.id)],
      };
    case 'inactive': {
      // A customer who never signed in counts from the signup.
      const lastSeen = sql`coalesce(${p.lastLoginAt}, ${p.signupDate})`;
      const cutoff = daysBefore(now, SEGMENT_RULES.inactiveDays);
      return {
        where: or(lte(p.lastLoginAt, cutoff), and(isNull(p.lastLoginAt), lte(p.signupDate, cutoff)))!,
        orderBy: [asc(lastSeen), asc(p.id)],
      };
    }
  }
}

export async function customerSegment(
  db: Db,
  segment: CustomerSegment,
  now: Date,
  limit: number,
): Promise<{ items: CustomerRow[]; total: number }> {
  const segmentRule = segmentQuery(segment, now);
  const where = and(segmentRule.where, notTeamAccount);
  const { orderBy } = segmentRule;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(customerProfiles)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit),
    db.select({ n: count() }).from(customerProfiles).where(where),
  ]);
  return { items: rows.map(toCustomerRow), total: counted?.n ?? 0 };
}

/**
 * Every customer for the CSV exports, newest first, a batch at a time (security review L11: the
 * export streams); `marketing`: active customers who really opted in (verified email, consent given). The cursor is the timestamp as text, so
 * no microseconds are lost between batches.
 */
export async function* customersForExport(
  db: Db,
  opts: { marketing: boolean; batchSize?: number },
): AsyncGenerator<ProfileRow[]> {
  const batchSize = opts.batchSize ?? 500;
  const audience = opts.marketing ? and(eq(customerProfiles.status, 'active'), optedIn) : undefined;
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ profile: customerProfiles, createdAtText: sql<string>`${customerProfiles.createdAt}::text` })
      .from(customerProfiles)
      .where(
        and(
          audience,
          after &&
            sql`(${customerProfiles.createdAt}, ${customerProfiles.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(desc(customerProfiles.createdAt), desc(customerProfiles.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows.map((r) => r.profile);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAtText, id: last.profile.id };
  }
}

export function toCustomerRow(p: ProfileRow): CustomerRow {
  return {
    id: p.id,
    email: p.email,
    fullName: p.fullName,
    mobileNumber: p.mobileNumber,
    status: p.status as CustomerStatus,
    emailVerified: p.emailVerified,
    marketingConsent: p.marketingConsent,
    signupMethod: p.signupMethod,
    signupDate: p.signupDate.toISOString(),
    lastLoginAt: p.lastLoginAt?.toISOString() ?? null,
    loginCount: p.loginCount,
    totalOrders: p.totalOrders,
    totalSpent: p.totalSpent,
  };
}

export function toCustomerDetail(p: ProfileRow, suspended: boolean): CustomerDetail {
  return {
    ...toCustomerRow(p),
    userId: p.userId,
    suspended,
    preferredCategories: p.preferredCategories,
    source: p.source,
    ipAddress: p.ipAddress,
    userAgent: p.userAgent,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function toLoginActivity(r: LoginRow): LoginActivity {
  return {
    id: r.id,
    email: r.email,
    loginTime: r.loginTime.toISOString(),
    loginMethod: r.loginMethod,
    success: r.success,
    ipAddress: r.ipAddress,
    userAgent: r.userAgent,
    deviceInfo: r.deviceInfo,
    failureReason: r.failureReason,
  };
}
