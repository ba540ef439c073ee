import { and, asc, eq, gte, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  RECOVERED_WITHIN_DAYS,
  REMIND_AFTER_MS,
  REMIND_AGAIN_AFTER_MS,
} from '#shared/cart-recovery/cart-recovery.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import {
  cartRecoveries,
  cartRecoverySettings,
  customerProfiles,
  orders,
  products,
  productVariants,
  type RememberedLine,
  rememberedCarts,
} from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;
/** A cart left longer ago than this gets no first reminder (turning reminders on does not mail every old cart). */
const STALE_AFTER_MS = 7 * DAY_MS;

export type RememberedCartRow = typeof rememberedCarts.$inferSelect;

export interface CartToRemember {
  shopperKey: string;
  userId: string | null;
  email: string | null;
  phone: string | null;
  language: 'en' | 'hi';
  items: RememberedLine[];
  /** true: the box ticked now; false: unticked (no consent from this cart); undefined: as it was. */
  consent: boolean | undefined;
  at: Date;
}

/**
 * One cart per shopper. A save with lines moves `left_at` (the reminders count from the last change); an empty one
 * keeps it, so the job still finds the order that emptied it. A cart saved again after a purchase starts afresh.
 */
export async function upsertCart(db: Db, c: CartToRemember): Promise<void> {
  const at = c.at.toISOString();
  const filled = c.items.length > 0;
  const consent =
    c.consent === true
      ? sql`coalesce(${rememberedCarts.emailConsentAt}, ${at}::timestamptz)`
      : c.consent === false
        ? sql`null`
        : sql`${rememberedCarts.emailConsentAt}`;
  const afresh = sql`${filled} and ${rememberedCarts.purchasedAt} is not null`;
  await db
    .insert(rememberedCarts)
    .values({
      shopperKey: c.shopperKey,
      userId: c.userId,
      email: c.email,
      phone: c.phone,
      language: c.language,
      items: c.items,
      emailConsentAt: c.consent === true ? c.at : null,
      leftAt: c.at,
      createdAt: c.at,
    })
    .onConflictDoUpdate({
      target: rememberedCarts.shopperKey,
      set: {
        email: sql`coalesce(excluded.email, ${rememberedCarts.email})`,
        phone: sql`coalesce(excluded.phone, ${rememberedCarts.phone})`,
        language: c.language,
        items: sql`excluded.items`,
        emailConsentAt: consent,
        leftAt: filled ? sql`excluded.left_at` : sql`${rememberedCarts.leftAt}`,
        remindersSent: sql`case when ${afresh} then 0 else ${rememberedCarts.remindersSent} end`,
        lastRemindedAt: sql`case when ${afresh} then null else ${rememberedCarts.lastRemindedAt} end`,
        restoredAt: sql`case when ${afresh} then null else ${rememberedCarts.restoredAt} end`,
        orderId: sql`case when ${afresh} then null else ${rememberedCarts.orderId} end`,
        purchasedAt: sql`case when ${afresh} then null else ${rememberedCarts.purchasedAt} end`,
      },
    });
}

/**
 * Messages stop at purchase: each cart whose shopper (the account, the email, or a phone-only guest's phone) ordered
 * since `left_at` is marked with that first order; an order within RECOVERED_WITHIN_DAYS after a reminder's link
 * restored the cart is recorded as recovered. In the caller's transaction, before it claims due carts.
 */
export async function settlePurchases(tx: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const settled = await queryRows<{ orderId: string; restoredAt: string | null; orderedAt: string }>(
    tx,
    sql`with bought as (
          select c.id as cart_id, o.id as order_id, o.created_at
          from ${rememberedCarts} c
          join lateral (
            select o.id, o.created_at from ${orders} o
            where o.created_at >= c.left_at
              and (o.user_id = c.user_id
                   or (c.email is not null and o.customer_email = c.email)
                   or (c.user_id is null and c.email is null and o.customer_phone = c.phone))
            order by o.created_at limit 1
          ) o on true
          where c.purchased_at is null and c.left_at >= ${since}::timestamptz
        )
        update ${rememberedCarts} c set purchased_at = b.created_at, order_id = b.order_id
        from bought b where c.id = b.cart_id
        returning b.order_id as "orderId", c.restored_at::text as "restoredAt", b.created_at::text as "orderedAt"`,
  );
  const recovered = settled.filter(({ restoredAt, orderedAt }) => {
    if (!restoredAt) return false;
    const gap = new Date(orderedAt).getTime() - new Date(restoredAt).getTime();
    return gap >= 0 && gap <= RECOVERED_WITHIN_DAYS * DAY_MS;
  });
  if (recovered.length > 0) {
    await tx
      .insert(cartRecoveries)
      .values(
        recovered.map((r) => ({
          orderId: r.orderId,
          restoredAt: new Date(r.restoredAt!),
          createdAt: new Date(r.orderedAt),
        })),
      )
      .onConflictDoNothing();
  }
  return settled.length;
}

export interface DueCart {
  id: string;
  email: string;
  language: string;
  items: RememberedLine[];
  remindersSent: number;
}

/**
 * Carts due a reminder (the first 1 h after `left_at`, the second 24 h after it) whose address may be mailed: the
 * profile's verified consent, or the box ticked for this cart with no withdrawal since (decisions 023, 075). Locked
 * for the caller's transaction with SKIP LOCKED: two senders at once take different carts, or none.
 */
export function lockDue(
  tx: Db,
  now: Date,
  limit: number,
  remindAfterMs = REMIND_AFTER_MS,
): Promise<DueCart[]> {
  const first = new Date(now.getTime() - remindAfterMs).toISOString();
  const second = new Date(now.getTime() - REMIND_AGAIN_AFTER_MS).toISOString();
  const stale = new Date(now.getTime() - STALE_AFTER_MS).toISOString();
  return queryRows<DueCart>(
    tx,
    sql`select c.id, c.email, c.language, c.items, c.reminders_sent as "remindersSent"
        from ${rememberedCarts} c
        left join ${customerProfiles} p on p.email = c.email
        where c.purchased_at is null and c.unsubscribed_at is null and c.email is not null
          and jsonb_array_length(c.items) > 0
          and ((c.reminders_sent = 0 and c.left_at <= ${first}::timestamptz and c.left_at > ${stale}::timestamptz)
               or (c.reminders_sent = 1 and c.left_at <= ${second}::timestamptz))
          and ((p.marketing_consent and p.email_verified)
               or (c.email_consent_at is not null
                   and (p.marketing_consent_at is null or p.marketing_consent_at <= c.email_consent_at
                        or p.marketing_consent)))
        order by c.left_at, c.id
        limit ${limit}
        for update of c skip locked`,
  );
}

/** A reminder queued: a first one for a cart already a day old is also its last. */
export async function markReminded(tx: Db, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  const second = new Date(now.getTime() - REMIND_AGAIN_AFTER_MS).toISOString();
  await tx
    .update(rememberedCarts)
    .set({
      remindersSent: sql`case when ${rememberedCarts.leftAt} <= ${second}::timestamptz then 2 else ${rememberedCarts.remindersSent} + 1 end`,
      lastRemindedAt: now,
    })
    .where(inArray(rememberedCarts.id, ids));
}

/** The cart a restoring link names, marked restored (an order after it counts as recovered). */
export async function markRestored(db: Db, id: string, now: Date): Promise<RememberedCartRow | undefined> {
  const [row] = await db
    .update(rememberedCarts)
    .set({ restoredAt: now })
    .where(eq(rememberedCarts.id, id))
    .returning();
  return row;
}

/** The reminder's unsubscribe link: every cart of that address stops; its email, or undefined for no such cart. */
export async function unsubscribeCart(db: Db, id: string, now: Date): Promise<string | undefined> {
  const [cart] = await db
    .select({ email: rememberedCarts.email })
    .from(rememberedCarts)
    .where(eq(rememberedCarts.id, id));
  if (!cart?.email) return undefined;
  await db
    .update(rememberedCarts)
    .set({ unsubscribedAt: now })
    .where(and(eq(rememberedCarts.email, cart.email), isNull(rememberedCarts.unsubscribedAt)));
  return cart.email;
}

export async function readSettings(db: Db): Promise<{ enabled: boolean; couponCode: string | null }> {
  const [row] = await db.select().from(cartRecoverySettings).where(eq(cartRecoverySettings.id, 1));
  return { enabled: row?.enabled ?? false, couponCode: row?.couponCode ?? null };
}

export async function writeSettings(
  db: Db,
  settings: { enabled: boolean; couponCode: string | null },
  at: Date,
): Promise<void> {
  const values = { ...settings, updatedAt: at };
  await db
    .insert(cartRecoverySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: cartRecoverySettings.id, set: values });
}

/** The owner's figures since `since`: carts remembered, carts reminded, and the orders recovered with their totals. */
export async function figuresSince(db: Db, since: Date) {
  const [carts] = await db
    .select({
      remembered: sql<number>`count(*)::int`,
      reminded: sql<number>`(count(*) filter (where ${rememberedCarts.remindersSent} > 0))::int`,
    })
    .from(rememberedCarts)
    .where(gte(rememberedCarts.leftAt, since));
  const [recovered] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::int`,
    })
    .from(cartRecoveries)
    .innerJoin(orders, eq(orders.id, cartRecoveries.orderId))
    .where(
      and(
        gte(cartRecoveries.createdAt, since),
        notInArray(orders.status, ['cancelled', 'returned', 'pending_payment', 'awaiting_confirmation']),
      ),
    );
  return {
    remembered: carts?.remembered ?? 0,
    reminded: carts?.reminded ?? 0,
    recoveredOrders: recovered?.orders ?? 0,
    recoveredRevenue: recovered?.revenue ?? 0,
  };
}

/** A remembered line's product and variant as the shop offers them now. */
export type Piece = { product: typeof products.$inferSelect; variant: typeof productVariants.$inferSelect };

/** Each line's product and offered variant (its default when it names none); undefined when withdrawn or gone. */
export async function readPieces(db: Db, items: RememberedLine[]): Promise<Array<Piece | undefined>> {
  const ids = [...new Set(items.map((i) => i.productId))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ product: products, variant: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(products.id, ids),
        isNull(products.archivedAt),
        eq(productVariants.active, true),
        isNull(productVariants.archivedAt),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return items.map((item) =>
    rows.find(
      (r) =>
        r.product.id === item.productId && (item.variantId === undefined || r.variant.id === item.variantId),
    ),
  );
}
