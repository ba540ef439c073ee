import { eq, sql } from 'drizzle-orm';
import { isTaken, type OrderStatus } from '#shared/constants/order-status.ts';
import type { Db } from '../../db/client.ts';
import { customerProfiles, orderItems, user } from '../../db/schema/index.ts';
import type { MailMessage, TemplateContext } from '../../lib/mailer.ts';
import { recordCheckoutConsent } from '../customers/customers.service.ts';
import type { DbOrTx, FirstTry } from '../mail/mail.service.ts';
import {
  codConfirmationEmail,
  isNotifiedStatus,
  orderConfirmationEmail,
  orderForMail,
  orderStatusEmail,
  storeNewOrderEmail,
  storeOrderBurstEmail,
} from '../mail/templates/index.ts';
import type { CodConfirmationKeys } from './cod-confirmation/cod-keys.ts';
import type { OrderTokens } from './order-access.ts';
import { BURST_WINDOW_MINUTES } from './order-limits.ts';
import type { OrderItemRow, OrderRow } from './orders.repo.ts';

/** The mail outbox as app.mailer offers it. */
export interface MailOutbox {
  enqueue(tx: DbOrTx, message: MailMessage): Promise<{ id: string }>;
  templateContext(): Promise<TemplateContext>;
  nudge(): void;
  /** Tries a committed email at once; whether it left within `withinMs` (the try goes on after). */
  tryNow(id: string, withinMs: number): Promise<FirstTry>;
}

/**
 * What order mails are rendered with: the templates' context, the guest's token for the order link, and the key of a
 * COD order's confirmation link (decision 087).
 */
export interface OrderTemplateContext extends TemplateContext {
  orderAccessToken(orderId: string): string;
  codConfirmationKey(orderId: string): string;
}

/**
 * Order updates besides mail (the WhatsApp channel, issue 24), queued in the order's transaction; they
 * never throw, so a failure to queue one leaves the order as it is.
 */
export interface OrderMessages {
  /** At placement: the checkout's WhatsApp box, and the message of an order confirmed at once. */
  placed(tx: Db, order: OrderRow, optIn: boolean, at: Date): Promise<void>;
  statusChanged(tx: Db, order: OrderRow, status: OrderStatus): Promise<void>;
  nudge(): void;
}

/** What orders need from the mail outbox: app.mailer with the order tokens (orderMailer builds it). */
export interface OrderMailer extends MailOutbox {
  templateContext(): Promise<OrderTemplateContext>;
  messages?: OrderMessages | undefined;
}

/** Order mails link to the order page with the guest's token, issued here (the database keeps its hash). */
export function orderMailer(
  outbox: MailOutbox,
  tokens: OrderTokens,
  keys: CodConfirmationKeys,
  messages?: OrderMessages,
): OrderMailer {
  return {
    messages,
    enqueue: (tx, message) => outbox.enqueue(tx, message),
    nudge: () => {
      outbox.nudge();
      messages?.nudge();
    },
    tryNow: (id, withinMs) => outbox.tryNow(id, withinMs),
    templateContext: async () => ({
      ...(await outbox.templateContext()),
      orderAccessToken: (orderId) => tokens.issue(orderId),
      codConfirmationKey: (orderId) => keys.issue(orderId),
    }),
  };
}

/** What order changes do besides their own rows; built once from the app. */
export interface OrderEffects {
  mailer: OrderMailer;
  /** The products cache (stock changed). */
  invalidateProducts(): void;
  now(): Date;
}

/**
 * The order is confirmed (COD at placement, online once paid): the customer's confirmation and,
 * 2 s later (the template's delay), the store's notice, both in the caller's transaction. Answers the
 * confirmation's outbox id.
 */
export async function enqueueConfirmationMails(
  tx: Db,
  mailer: OrderMailer,
  context: OrderTemplateContext,
  order: OrderRow,
  items: OrderItemRow[],
): Promise<{ confirmationId: string }> {
  const forMail = orderForMail(order, items, context.orderAccessToken(order.id));
  const confirmation = await mailer.enqueue(
    tx,
    orderConfirmationEmail(forMail, context.settings, context.publicUrl),
  );
  if (context.ownerAlerts?.newOrder !== false) {
    await mailer.enqueue(
      tx,
      storeNewOrderEmail(forMail, context.settings, context.publicUrl, context.orderNotificationEmail),
    );
  }
  return { confirmationId: confirmation.id };
}

/** The store's notice that orders arrive faster than the burst threshold (docs/product.md §9.7). */
export async function enqueueBurstNotice(
  db: DbOrTx,
  mailer: OrderMailer,
  context: TemplateContext,
  at: Date,
  threshold: number,
): Promise<void> {
  await mailer.enqueue(
    db,
    storeOrderBurstEmail(
      { orders: threshold, minutes: BURST_WINDOW_MINUTES, at },
      context.settings,
      context.publicUrl,
      context.orderNotificationEmail,
    ),
  );
}

/** A COD order waits for its buyer (decision 087): the mail asking them to confirm it, or its one reminder. */
export async function enqueueCodConfirmationMail(
  tx: Db,
  mailer: OrderMailer,
  context: OrderTemplateContext,
  order: OrderRow,
  items: OrderItemRow[],
  reminder: boolean,
): Promise<{ id: string }> {
  const forMail = orderForMail(order, items, context.orderAccessToken(order.id));
  const ask = { key: context.codConfirmationKey(order.id), confirmBy: order.codConfirmBy!, reminder };
  return mailer.enqueue(tx, codConfirmationEmail(forMail, ask, context.settings, context.publicUrl));
}

/** The customer hears about shipped, out for delivery, delivered, cancelled and returned. */
export async function enqueueStatusMail(
  tx: Db,
  mailer: OrderMailer,
  context: OrderTemplateContext,
  order: OrderRow,
  items: OrderItemRow[],
  status: OrderStatus,
): Promise<boolean> {
  if (!isNotifiedStatus(status)) return false;
  const forMail = orderForMail(order, items, context.orderAccessToken(order.id));
  await mailer.enqueue(tx, orderStatusEmail({ order: forMail, status }, context.settings, context.publicUrl));
  return true;
}

/**
 * Whether an order counts on its customer's profile (orders, total spent): a placed order that
 * stands. Unpaid online orders and unconfirmed COD ones are not taken yet; cancelled and returned ones
 * no longer count (docs/decisions/007-admin-orders-and-customer-counters.md, 087).
 */
export function countsOnProfile(status: string): boolean {
  return isTaken(status) && status !== 'cancelled' && status !== 'returned';
}

/** The profile an order belongs to: the account's email for a signed-in buyer, else the order's email. */
async function profileOwner(tx: Db, order: OrderRow): Promise<{ email: string; fullName: string }> {
  if (order.userId) {
    const [account] = await tx
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, order.userId));
    if (account) {
      return { email: account.email.toLowerCase(), fullName: account.name.trim() || order.customerName };
    }
  }
  return { email: order.customerEmail, fullName: order.customerName };
}

/**
 * Customer profile counters (docs/product.md §9.6, docs/decisions/007): one more order and its total, on the profile of the
 * account's email for a signed-in buyer, else of the order's email (a guest appears in the
 * permanent customer list by email). Created when missing.
 */
export async function countOrderOnProfile(tx: Db, order: OrderRow, at: Date): Promise<void> {
  const { email, fullName } = await profileOwner(tx, order);
  // Audit 3.2: the categories a customer has bought from are their preferred categories.
  const bought = await tx
    .selectDistinct({ category: orderItems.productCategory })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const categories = bought.map((b) => b.category);
  await tx
    .insert(customerProfiles)
    .values({
      email,
      userId: order.userId,
      fullName: fullName || 'Unknown User',
      mobileNumber: order.customerPhone,
      signupMethod: order.userId ? 'email' : 'guest',
      signupDate: at,
      totalOrders: 1,
      totalSpent: standingAmount(order),
      preferredCategories: [...categories].sort(),
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: customerProfiles.email,
      set: {
        totalOrders: sql`${customerProfiles.totalOrders} + 1`,
        totalSpent: sql`${customerProfiles.totalSpent} + ${standingAmount(order)}`,
        userId: sql`coalesce(${customerProfiles.userId}, excluded.user_id)`,
        fullName: sql`case when ${customerProfiles.fullName} = 'Unknown User' then excluded.full_name else ${customerProfiles.fullName} end`,
        mobileNumber: sql`coalesce(${customerProfiles.mobileNumber}, excluded.mobile_number)`,
        preferredCategories: sql`array(select distinct c from unnest(${customerProfiles.preferredCategories} || excluded.preferred_categories) as c order by c)`,
        updatedAt: at,
      },
    });
}

/** The checkout's ticked marketing box, on the profile the order belongs to (the customers feature's rule). */
export async function recordCheckoutConsentOf(tx: Db, order: OrderRow, at: Date): Promise<void> {
  const { email, fullName } = await profileOwner(tx, order);
  await recordCheckoutConsent(
    tx,
    { email, userId: order.userId, fullName: fullName || 'Unknown User', mobileNumber: order.customerPhone },
    at,
  );
}

/** What an order adds to its customer's total spent: its total less the lines returned from it so far. */
const standingAmount = (order: OrderRow) => order.totalAmount - order.returnedAmount;

/** A counted order was cancelled or returned: its customer has one order and its total less (never below 0). */
export async function uncountOrderOnProfile(tx: Db, order: OrderRow, at: Date): Promise<void> {
  const { email } = await profileOwner(tx, order);
  await tx
    .update(customerProfiles)
    .set({
      totalOrders: sql`greatest(${customerProfiles.totalOrders} - 1, 0)`,
      totalSpent: sql`greatest(${customerProfiles.totalSpent} - ${standingAmount(order)}, 0)`,
      updatedAt: at,
    })
    .where(eq(customerProfiles.email, email));
}

/**
 * Some lines of a counted order came back while the rest stands: the customer's total spent drops by
 * their amount (the order still counts as one order). The caller adds `amount` to orders.returned_amount.
 */
export async function lowerSpentOnProfile(tx: Db, order: OrderRow, amount: number, at: Date): Promise<void> {
  const { email } = await profileOwner(tx, order);
  await tx
    .update(customerProfiles)
    .set({ totalSpent: sql`greatest(${customerProfiles.totalSpent} - ${amount}, 0)`, updatedAt: at })
    .where(eq(customerProfiles.email, email));
}
