import { and, desc, eq, inArray, isNotNull, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { type Said, said } from '#shared/i18n/said.ts';
import { type CouponEffect, couponEffect, type DiscountLine } from '#shared/pricing/discount.ts';
import {
  type AdminCoupon,
  COUPON_ADMIN_MESSAGES,
  COUPON_MESSAGES,
  type CouponData,
  couponDate,
  normalizeCode,
} from '#shared/promotions/coupon.schemas.ts';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons, orders, products } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { isUuid } from '../../lib/uuid.ts';

/*
 * Coupons (decision 029): the admin's writes and figures, and the two checks a code goes through: the cart's
 * and checkout's quote (`evaluateCoupon`, no lock), then the order's own transaction (`claimCoupon`: the use is
 * taken by a conditional update on the coupon's row, so the last use goes to one order only, and the checks
 * that depend on other orders run again behind that row's lock). This feature owns `coupons` and
 * `coupon_redemptions`; commerce calls `claimCoupon` and `recordRedemption` with its transaction.
 */

export type CouponRow = typeof coupons.$inferSelect;

/** Who is ordering: the account when signed in, and at checkout the email and phone typed. */
export interface Buyer {
  userId: string | null;
  email?: string | undefined;
  phone?: string | undefined;
}

export interface AppliedCoupon {
  coupon: CouponRow;
  effect: CouponEffect;
}

/** 400 naming the code field, with the reason's message. */
/** 400 naming `couponCode`; a reason with figures (its start, its minimum) also gives them as `said`. */
export const couponRefused = (message: string, reason?: Said) =>
  new AppError(
    'BAD_REQUEST',
    message,
    { couponCode: message },
    undefined,
    reason ? { said: reason, saidFields: { couponCode: reason } } : undefined,
  );

const refuse = (message: string, reason?: Said): never => {
  throw couponRefused(message, reason);
};

async function findByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${normalizeCode(code)})`);
  return row;
}

const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com'];

/**
 * One mailbox, one key (review 2026-11-29 L2): lower case, no `+tag`, and for Gmail no dots and one domain.
 * `mailboxKeySql` is the same rule in SQL, for the stored emails (coupons.test.ts checks they agree).
 */
export function mailboxKey(email: string): string {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const untagged = local.split('+')[0] ?? '';
  return GMAIL_DOMAINS.includes(domain)
    ? `${untagged.replaceAll('.', '')}@gmail.com`
    : `${untagged}@${domain}`;
}

export function mailboxKeySql(email: SQL): SQL<string> {
  const local = sql`split_part(split_part(lower(${email}), '@', 1), '+', 1)`;
  const domain = sql`split_part(lower(${email}), '@', 2)`;
  return sql`(case when ${domain} in ('gmail.com', 'googlemail.com') then replace(${local}, '.', '') || '@gmail.com' else ${local} || '@' || ${domain} end)`;
}

/** The buyer's earlier orders and uses match by account, mailbox or phone. */
function sameBuyer(buyer: Buyer, cols: { userId: SQL | typeof orders.userId; email: SQL; phone: SQL }) {
  const matches: SQL[] = [];
  if (buyer.userId) matches.push(sql`${cols.userId} = ${buyer.userId}`);
  if (buyer.email) matches.push(sql`${mailboxKeySql(cols.email)} = ${mailboxKey(buyer.email)}`);
  if (buyer.phone) matches.push(sql`${cols.phone} = ${buyer.phone}`);
  return matches.length ? or(...matches) : undefined;
}

/** The checks that read other orders: already used by this buyer, and first order only. */
async function checkBuyer(db: Db, coupon: CouponRow, buyer: Buyer): Promise<void> {
  if (coupon.perCustomerLimit !== null) {
    const who = sameBuyer(buyer, {
      userId: sql`${couponRedemptions.userId}`,
      email: sql`${couponRedemptions.email}`,
      phone: sql`${couponRedemptions.phone}`,
    });
    if (who) {
      const [used] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, coupon.id), isNull(couponRedemptions.releasedAt), who));
      if ((used?.n ?? 0) >= coupon.perCustomerLimit) refuse(COUPON_MESSAGES.usedByYou);
    }
  }
  if (coupon.firstOrderOnly) {
    const who = sameBuyer(buyer, {
      userId: orders.userId,
      email: sql`${orders.customerEmail}`,
      phone: sql`${orders.customerPhone}`,
    });
    if (who) {
      const [earlier] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(who, notInArray(orders.status, ['cancelled'])))
        .limit(1);
      if (earlier) refuse(COUPON_MESSAGES.firstOrderOnly);
    }
  }
}

/** The checks on the coupon itself and the cart, in the order a shopper would want to hear them. */
function checkTerms(coupon: CouponRow | undefined, lines: readonly DiscountLine[], now: Date): AppliedCoupon {
  if (!coupon) return refuse(COUPON_MESSAGES.unknown);
  if (!coupon.active) refuse(COUPON_MESSAGES.paused);
  if (coupon.endsAt && now >= coupon.endsAt) refuse(COUPON_MESSAGES.expired);
  if (coupon.startsAt && now < coupon.startsAt)
    refuse(
      COUPON_MESSAGES.notYetActive(couponDate(coupon.startsAt)),
      said('notYetActive', { startsAt: coupon.startsAt.toISOString() }),
    );
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) refuse(COUPON_MESSAGES.usedUp);
  const effect = couponEffect(coupon, lines);
  if (effect.eligibleSubtotal === 0) refuse(COUPON_MESSAGES.notForItems);
  if (coupon.minSubtotal !== null && effect.eligibleSubtotal < coupon.minSubtotal) {
    refuse(
      COUPON_MESSAGES.belowMinimum(coupon.minSubtotal, coupon.minSubtotal - effect.eligibleSubtotal),
      said('belowMinimum', {
        minimumPaise: coupon.minSubtotal,
        shortPaise: coupon.minSubtotal - effect.eligibleSubtotal,
      }),
    );
  }
  return { coupon, effect };
}

/** The cart's and checkout's check: the coupon and what it takes off these lines, or a 400 with the reason. */
export async function evaluateCoupon(
  db: Db,
  code: string,
  lines: readonly DiscountLine[],
  buyer: Buyer,
  now: Date,
): Promise<AppliedCoupon> {
  if (!normalizeCode(code)) refuse(COUPON_MESSAGES.required);
  const applied = checkTerms(await findByCode(db, code), lines, now);
  await checkBuyer(db, applied.coupon, buyer);
  return applied;
}

/**
 * Inside the order's transaction: the same checks, then one use taken by a conditional update (refused when
 * a concurrent order took the last one), then the buyer's checks again behind the row lock that update holds
 * (a second order by the same buyer waits for the first to commit, then sees its use).
 */
export async function claimCoupon(
  tx: Db,
  code: string,
  lines: readonly DiscountLine[],
  buyer: Buyer,
  now: Date,
): Promise<AppliedCoupon> {
  const applied = await evaluateCoupon(tx, code, lines, buyer, now);
  const [taken] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, applied.coupon.id),
        eq(coupons.active, true),
        or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`),
      ),
    )
    .returning({ id: coupons.id });
  if (!taken) refuse(COUPON_MESSAGES.usedUp);
  await checkBuyer(tx, applied.coupon, buyer);
  return applied;
}

/** The order's use of the coupon, written in the order's transaction once the order row exists. */
export async function recordRedemption(
  tx: Db,
  applied: AppliedCoupon,
  order: { id: string; userId: string | null; customerEmail: string; customerPhone: string; createdAt: Date },
): Promise<void> {
  await tx.insert(couponRedemptions).values({
    couponId: applied.coupon.id,
    orderId: order.id,
    userId: order.userId,
    email: order.customerEmail.toLowerCase(),
    phone: order.customerPhone,
    discount: applied.effect.discount,
    createdAt: order.createdAt,
  });
}

/**
 * Review 2026-11-29 L2: an order cancelled (or expired unpaid) gives its use back, in the change's transaction;
 * one that comes back (a late payment revives an expired order) takes it again, over the limit if need be:
 * the buyer has paid for that price.
 */
export async function releaseCouponUse(tx: Db, orderId: string, now: Date): Promise<void> {
  const [released] = await tx
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  if (released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, released.couponId));
  }
}

export async function retakeCouponUse(tx: Db, orderId: string): Promise<void> {
  const [taken] = await tx
    .update(couponRedemptions)
    .set({ releasedAt: null })
    .where(and(eq(couponRedemptions.orderId, orderId), isNotNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  if (taken) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(eq(coupons.id, taken.couponId));
  }
}

/**
 * Account deletion (decision 034): the person's uses of coupons keep their order and amount (the coupon's
 * figures) but no longer name the account, email or phone. Guest uses count as theirs by verified email,
 * as their orders do.
 */
export async function detachRedemptionsOf(
  tx: Db,
  user: { id: string; email: string; emailVerified: boolean },
): Promise<void> {
  const byAccount = eq(couponRedemptions.userId, user.id);
  await tx
    .update(couponRedemptions)
    .set({ userId: null, email: '', phone: '' })
    .where(
      user.emailVerified ? or(byAccount, eq(couponRedemptions.email, user.email.toLowerCase())) : byAccount,
    );
}

// --- the admin's tab ---

const notFound = () => new AppError('NOT_FOUND', COUPON_ADMIN_MESSAGES.notFound);

function toValues(input: CouponData) {
  return {
    ...input,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
}

/** One code per coupon whatever its case: the unique index decides, the refusal names the field. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) !== '23505') throw error;
    throw new AppError('CONFLICT', COUPON_ADMIN_MESSAGES.codeTaken, {
      code: COUPON_ADMIN_MESSAGES.codeTaken,
    });
  }
}

/** A coupon limited to products names products of the shop (400 naming `productIds` otherwise). */
async function checkProducts(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...ids]));
  if (found.length < new Set(ids).size) {
    throw new AppError('BAD_REQUEST', COUPON_ADMIN_MESSAGES.productsUnknown, {
      productIds: COUPON_ADMIN_MESSAGES.productsUnknown,
    });
  }
}

export async function createCoupon(db: Db, input: CouponData): Promise<AdminCoupon> {
  await checkProducts(db, input.productIds);
  const [row] = await uniqueCode(() => db.insert(coupons).values(toValues(input)).returning());
  return (await listCoupons(db, row!.id))[0]!;
}

export async function updateCoupon(db: Db, id: string, input: CouponData): Promise<AdminCoupon> {
  if (!isUuid(id)) throw notFound();
  await checkProducts(db, input.productIds);
  const [row] = await uniqueCode(() =>
    db
      .update(coupons)
      .set({ ...toValues(input), updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning(),
  );
  if (!row) throw notFound();
  return (await listCoupons(db, row.id))[0]!;
}

/**
 * Every coupon (or one), newest first, with its figures: uses, the totals of the orders placed with it
 * (cancelled ones left out) and the discount they were given.
 */
export async function listCoupons(db: Db, id?: string): Promise<AdminCoupon[]> {
  const figures = db
    .select({
      couponId: couponRedemptions.couponId,
      uses: sql<number>`count(*)::int`.as('uses'),
      revenue:
        sql<number>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} <> 'cancelled'), 0)::int`.as(
          'revenue',
        ),
      discountGiven:
        sql<number>`coalesce(sum(${couponRedemptions.discount}) filter (where ${orders.status} <> 'cancelled'), 0)::int`.as(
          'discount_given',
        ),
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .groupBy(couponRedemptions.couponId)
    .as('figures');
  const rows = await db
    .select({
      coupon: coupons,
      uses: figures.uses,
      revenue: figures.revenue,
      discountGiven: figures.discountGiven,
    })
    .from(coupons)
    .leftJoin(figures, eq(figures.couponId, coupons.id))
    .where(id ? eq(coupons.id, id) : undefined)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  const named = await productNames(
    db,
    rows.flatMap((r) => r.coupon.productIds),
  );
  return rows.map(({ coupon: c, uses, revenue, discountGiven }) => ({
    id: c.id,
    code: c.code,
    description: c.description,
    kind: c.kind,
    value: c.value,
    minSubtotal: c.minSubtotal,
    maxDiscount: c.maxDiscount,
    startsAt: c.startsAt?.toISOString() ?? null,
    endsAt: c.endsAt?.toISOString() ?? null,
    usageLimit: c.usageLimit,
    perCustomerLimit: c.perCustomerLimit,
    categories: c.categories,
    productIds: c.productIds,
    products: c.productIds.flatMap((pid) => {
      const name = named.get(pid);
      return name === undefined ? [] : [{ id: pid, name }];
    }),
    firstOrderOnly: c.firstOrderOnly,
    active: c.active,
    createdAt: c.createdAt.toISOString(),
    report: { uses: uses ?? 0, revenue: revenue ?? 0, discountGiven: discountGiven ?? 0 },
  }));
}

/** The names of the products coupons are limited to, by id (one query for the whole list). */
async function productNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Privacy (decision 034): the person's coupon uses, detached with the account (the coupon's count stays). */
export const promotionsPersonalData = {
  owner: 'promotions',
  tables: ['coupon_redemptions'],
  forget: (tx: Db, person: { id: string; email: string; emailVerified: boolean }) =>
    detachRedemptionsOf(tx, person),
};
