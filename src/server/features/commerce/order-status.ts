import { and, eq, inArray } from 'drizzle-orm';
import { isTaken, type OrderStatus } from '#shared/constants/order-status.ts';
import { said } from '#shared/i18n/said.ts';
import { orderStatusLabel } from '#shared/orders/order.ts';
import { holdsStock, mayTransition, ORDER_TRANSITION_MESSAGES } from '#shared/orders/order-transitions.ts';
import type { Db } from '../../db/client.ts';
import { orderStatusHistory, orders, payments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { noteChanges } from '../audit/audit.service.ts';
import { creditOrder, issueInvoice } from '../gst/gst.service.ts';
import { releaseCouponUse, retakeCouponUse } from '../promotions/coupons.service.ts';
import {
  countOrderOnProfile,
  countsOnProfile,
  enqueueConfirmationMails,
  enqueueStatusMail,
  type OrderMailer,
  type OrderTemplateContext,
  uncountOrderOnProfile,
} from './order-effects.ts';
import { type OrderItemRow, type OrderRow, selectItems } from './orders.repo.ts';
import { releaseStock, reserveStock } from './stock.ts';

/**
 * Why an order changes status; it decides the mail and what happens to an open payment:
 * - `admin`: the admin's dropdown (the customer hears of shipped … returned);
 * - `payment`: the gateway says it is paid (the confirmation mails, as a COD order gets at once);
 * - `payment_expired`: unpaid past the timeout (no mail; the open payment is marked expired, so a
 *   payment arriving later may still revive the order);
 * - `return`: the admin recorded that a delivered order came back whole (the returns flow puts the
 *   resaleable units back itself, so no stock moves here; the customer hears of it);
 * - `courier`: the shipping aggregator's tracking (its webhook or a tracking read) says the parcel moved: the
 *   customer hears of it as of the admin's change (decision 065);
 * - `confirmation`: a COD order's buyer answered (the mailed page) or did not in time
 *   (decision 087): confirmed gets the confirmation mails, cancelled the cancelled mail.
 * An order leaving awaiting_confirmation for confirmed gets the confirmation mails whoever confirms it.
 */
export type TransitionReason =
  | 'admin'
  | 'payment'
  | 'payment_expired'
  | 'return'
  | 'courier'
  | 'confirmation';

export type TransitionContext = {
  /** The user making the change (kept in the history); null for the gateway and the timeout. */
  by: string | null;
  now: Date;
} & (
  | { reason: 'payment_expired' }
  | {
      reason: Exclude<TransitionReason, 'payment_expired'>;
      mailer: OrderMailer;
      template: OrderTemplateContext;
    }
);

export interface Transition {
  order: OrderRow;
  items: OrderItemRow[];
  /** Stock went back or was taken again (the products cache must forget). */
  stockMoved: boolean;
  /** False when the order already had that status (nothing written). */
  changed: boolean;
}

/** 409 when the transition table refuses the move from `from` to another status `to` for `reason`. */
export function refuseUnlessMayTransition(
  from: OrderStatus,
  to: OrderStatus,
  reason: TransitionReason,
): void {
  if (mayTransition(from, to, reason === 'return' ? 'return' : 'status')) return;
  if (from === 'delivered') {
    const message = ORDER_TRANSITION_MESSAGES.deliveredIsFinal;
    throw new AppError('CONFLICT', message, { status: message });
  }
  const message = ORDER_TRANSITION_MESSAGES.refused(orderStatusLabel(from), orderStatusLabel(to));
  // The statuses as codes: the web names them in the page's language.
  const refused = said('refused', { from, to });
  throw new AppError('CONFLICT', message, { status: message }, undefined, {
    said: refused,
    saidFields: { status: refused },
  });
}

/**
 * The one writer of `orders.status`. `order` must be locked by the caller (FOR UPDATE) in `tx`.
 * Checks the move against the shared transition table (409 when refused), then in `tx`: gives the
 * stock back when the order stops holding it (cancelled, returned) or takes it again when it
 * starts (409 INSUFFICIENT_STOCK when it is gone), closes an unpaid order's open payment, writes
 * the status, updated_at and a history row (when, by whom), moves the customer's order count and
 * total spent (countsOnProfile) and queues the mail. Setting the status it already has is a no-op.
 */
export async function transitionOrder(
  tx: Db,
  order: OrderRow,
  to: OrderStatus,
  ctx: TransitionContext,
): Promise<Transition> {
  const from = order.status as OrderStatus;
  const items = await selectItems(tx, [order.id]);
  if (from === to) return { order, items, stockMoved: false, changed: false };
  refuseUnlessMayTransition(from, to, ctx.reason);

  const stockMoved =
    ctx.reason !== 'return' && (await moveStock(tx, items, holdsStock(from), holdsStock(to)));
  if (from === 'pending_payment' && !holdsStock(to)) {
    // Expired: a payment arriving later revives the order if the stock is still there.
    // Cancelled by the admin: a payment arriving later is refunded, not revived.
    await tx
      .update(payments)
      .set({ status: ctx.reason === 'payment_expired' ? 'expired' : 'cancelled', updatedAt: ctx.now })
      .where(
        and(eq(payments.orderId, order.id), inArray(payments.status, ['created', 'failed', 'authorized'])),
      );
  }
  const [updated] = await tx
    .update(orders)
    .set({ status: to, updatedAt: ctx.now })
    .where(eq(orders.id, order.id))
    .returning();
  // An admin's or staff member's change shows in the audit log as before → after (decision 037).
  noteChanges({ status: from }, { status: to });
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    changedBy: ctx.by,
    createdAt: ctx.now,
  });

  // The invoice is issued when the order is first taken; what stops holding stock is credited (decision 038).
  if (holdsStock(to) && isTaken(to)) await issueInvoice(tx, order.id, ctx.now);
  if (holdsStock(from) && !holdsStock(to)) {
    await creditOrder(tx, order.id, {
      amount: 'rest',
      reason: orderStatusLabel(to),
      by: ctx.by,
      now: ctx.now,
    });
  }

  // A coupon's use goes back with a cancelled or expired order, and comes back with a revived one (L2).
  if (to === 'cancelled') await releaseCouponUse(tx, order.id, ctx.now);
  if (from === 'cancelled') await retakeCouponUse(tx, order.id);

  const counted = countsOnProfile(from);
  if (counted && !countsOnProfile(to)) await uncountOrderOnProfile(tx, updated!, ctx.now);
  if (!counted && countsOnProfile(to)) await countOrderOnProfile(tx, updated!, ctx.now);

  const confirmedNow = to === 'confirmed' && (ctx.reason === 'payment' || from === 'awaiting_confirmation');
  if (ctx.reason !== 'payment_expired' && confirmedNow) {
    await enqueueConfirmationMails(tx, ctx.mailer, ctx.template, updated!, items);
  } else if (ctx.reason !== 'payment' && ctx.reason !== 'payment_expired') {
    // A whole return is mailed like the dropdown's 'returned'; a part return by the returns flow; an unanswered
    // COD confirmation's cancel like the dropdown's.
    await enqueueStatusMail(tx, ctx.mailer, ctx.template, updated!, items, to);
  }
  if (ctx.reason !== 'payment_expired') await ctx.mailer.messages?.statusChanged(tx, updated!, to);
  return { order: updated!, items, stockMoved, changed: true };
}

/**
 * Stock follows holdsStock: back when an order stops holding it, taken again when it starts; each line's on its
 * variant (decision 066; a line whose product was deleted since moves none).
 */
async function moveStock(tx: Db, items: OrderItemRow[], before: boolean, after: boolean): Promise<boolean> {
  if (before === after) return false;
  const lines = items.flatMap((item, index) =>
    item.productId === null || item.variantId === null
      ? []
      : [{ index, productId: item.productId, variantId: item.variantId, quantity: item.quantity }],
  );
  if (before) {
    for (const line of lines) await releaseStock(tx, line.variantId, line.quantity);
  } else {
    await reserveStock(tx, lines, { purchasableOnly: false });
  }
  return true;
}
