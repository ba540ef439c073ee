import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '#shared/constants/order-status.ts';
import { said } from '#shared/i18n/said.ts';
import { CUSTOMER_CANCEL_MESSAGES, customerMayCancel } from '#shared/orders/order.ts';
import type { ShipmentInput } from '#shared/orders/order-admin.schemas.ts';
import type { AdminSettableStatus } from '#shared/orders/order-admin.ts';
import {
  type AdminOrderDetail,
  type BulkStatusResult,
  ORDER_OPS_MESSAGES,
  type RefundInput,
  type ReturnInput,
  type SlipSize,
} from '#shared/orders/order-ops.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import type { Db } from '../../db/client.ts';
import { orderNotes, orderReturns, orders, payments, refunds } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { creditOrder } from '../gst/gst.service.ts';
import { orderForMail, orderPartReturnEmail, orderRefundEmail } from '../mail/templates/index.ts';
import { lowerSpentOnProfile, type OrderEffects, type OrderTemplateContext } from './order-effects.ts';
import {
  capturedPayment,
  loadAdminOrderDetail,
  loadOrdersWithItems,
  moneyOf,
  returnedUnits,
} from './order-operations.repo.ts';
import { transitionOrder } from './order-status.ts';
import { loadOrder, type OrderRow, selectItems } from './orders.repo.ts';
import { type Buyer, changeOrderStatus, isBuyerOf, orderNotFound } from './orders.service.ts';
import { packingSlipsHtml } from './packing-slips.ts';
import type { PaymentSetup } from './payments/payment-setup.ts';
import { PaymentProviderError } from './payments/providers/payment-provider.ts';
import { releaseStock } from './stock.ts';

/** The refund's note when the customer cancels a paid order from My Orders. */
const CUSTOMER_CANCEL_NOTE = 'Cancelled by the customer';

export interface OrderOperationsDeps extends OrderEffects {
  db: Db;
  payments: PaymentSetup;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * What the first `units` units of a line were paid, after the line's share of the coupon (decision 029), in
 * paise: a return gives back the difference, so all units together give back exactly the line's net.
 */
function netOfUnits(item: { totalPrice: number; discount: number; quantity: number }, units: number): number {
  return Math.floor(((item.totalPrice - item.discount) * units) / item.quantity);
}

/**
 * The admin's work on orders after they are placed (issue 19; docs/product.md §7.4): the order's page,
 * notes, returns, refunds and bulk status changes. Every change locks the order and happens in its
 * transaction; status moves only through transitionOrder.
 */
export class OrderOperations {
  constructor(private readonly deps: OrderOperationsDeps) {}

  async detail(id: string): Promise<AdminOrderDetail> {
    if (!isUuid(id)) throw orderNotFound();
    const detail = await loadAdminOrderDetail(this.deps.db, id.toLowerCase());
    if (!detail) throw orderNotFound();
    return detail;
  }

  /** An internal note, kept with who wrote it and when (the customer never sees it). */
  async addNote(id: string, body: string, by: string): Promise<AdminOrderDetail> {
    await this.inOrder(id, async (tx, order) => {
      await tx
        .insert(orderNotes)
        .values({ orderId: order.id, body, createdBy: by, createdAt: this.deps.now() });
    });
    return this.detail(id);
  }

  /**
   * The courier and tracking number of an order already on its way (issue 19 item 6: bulk Shipped asks
   * for none, each parcel's number is added on its page). Shown on /track-order and in order history;
   * no mail, as the shipped mail went once.
   */
  async setShipment(id: string, input: ShipmentInput): Promise<AdminOrderDetail> {
    await this.inOrder(id, async (tx, order) => {
      if (order.status !== 'shipped' && order.status !== 'out_for_delivery') {
        throw new AppError('CONFLICT', ORDER_OPS_MESSAGES.shipmentNotOnItsWay);
      }
      await tx
        .update(orders)
        .set({
          courier: input.courier,
          trackingNumber: input.trackingNumber,
          trackingUrl: input.trackingUrl ?? null,
          updatedAt: this.deps.now(),
        })
        .where(eq(orders.id, order.id));
    });
    return this.detail(id);
  }

  /**
   * What came back of a delivered order (spec audit 4.1): the units are recorded with the reason, go back
   * into stock when resaleable, and the customer's total spent drops by their amount and they are mailed.
   * When every unit is back the order becomes Returned through the status writer (which also takes it off
   * the customer's order count).
   */
  async recordReturn(id: string, input: ReturnInput, by: string): Promise<AdminOrderDetail> {
    const template = await this.deps.mailer.templateContext();
    let restocked = false;
    await this.inOrder(id, async (tx, order) => {
      if (order.status !== 'delivered') throw new AppError('CONFLICT', ORDER_OPS_MESSAGES.notDelivered);
      const now = this.deps.now();
      const items = await selectItems(tx, [order.id]);
      const already = await returnedUnits(tx, order.id);
      const coming = new Map<number, number>();
      input.lines.forEach((line, index) => {
        const item = items.find((i) => i.id === line.itemId);
        const left = item ? item.quantity - (already.get(item.id) ?? 0) - (coming.get(item.id) ?? 0) : 0;
        if (line.quantity > left) {
          throw new AppError('VALIDATION_FAILED', ORDER_OPS_MESSAGES.returnQuantity(left), {
            [`lines.${index}.quantity`]: ORDER_OPS_MESSAGES.returnQuantity(left),
          });
        }
        coming.set(line.itemId, (coming.get(line.itemId) ?? 0) + line.quantity);
      });

      let amount = 0;
      for (const [itemId, quantity] of coming) {
        const item = items.find((i) => i.id === itemId)!;
        const before = already.get(itemId) ?? 0;
        const lineAmount = netOfUnits(item, before + quantity) - netOfUnits(item, before);
        amount += lineAmount;
        const restock = input.resaleable && item.productId !== null;
        if (restock) await releaseStock(tx, item.productId!, quantity);
        restocked ||= restock;
        await tx.insert(orderReturns).values({
          orderId: order.id,
          orderItemId: itemId,
          quantity,
          amount: lineAmount,
          reason: input.reason,
          restocked: restock,
          createdBy: by,
          createdAt: now,
        });
      }

      const allBack = items.every((i) => (already.get(i.id) ?? 0) + (coming.get(i.id) ?? 0) >= i.quantity);
      if (allBack) {
        await transitionOrder(tx, order, 'returned', {
          reason: 'return',
          by,
          now,
          mailer: this.deps.mailer,
          template,
        });
        return;
      }
      const [updated] = await tx
        .update(orders)
        .set({ returnedAmount: sql`${orders.returnedAmount} + ${amount}`, updatedAt: now })
        .where(eq(orders.id, order.id))
        .returning();
      await lowerSpentOnProfile(tx, order, amount, now);
      const lines = [...coming].map(([itemId, quantity]) => {
        const item = items.find((i) => i.id === itemId)!;
        return { name: item.productName, nameHi: item.productNameHi, quantity };
      });
      const forMail = orderForMail(updated!, items, template.orderAccessToken(order.id));
      await this.deps.mailer.enqueue(
        tx,
        orderPartReturnEmail({ order: forMail, lines }, template.settings, template.publicUrl),
      );
    });
    if (restocked) this.deps.invalidateProducts();
    this.deps.mailer.nudge();
    return this.detail(id);
  }

  /**
   * Money given back (full or part, with a note): for an online payment through its gateway (Razorpay's
   * refund API; the sandbox alike) while the order is locked, so two refunds cannot both spend what is
   * left; a gateway refusal records nothing (502). A COD refund is recorded as paid back by hand.
   */
  async refund(id: string, input: RefundInput, by: string): Promise<AdminOrderDetail> {
    const template = await this.deps.mailer.templateContext();
    await this.inOrder(id, (tx, order) => this.refundLocked(tx, order, input, by, template));
    this.deps.mailer.nudge();
    return this.detail(id);
  }

  /**
   * Cancelling a paid online order and giving back what is left of its payment, in one step (issue 19
   * item 4: the refund is offered, not forgotten). Both happen in the order's transaction: when the
   * gateway refuses, the order is not cancelled either (502) and the admin may retry or cancel alone.
   */
  async cancelAndRefund(id: string, by: string): Promise<AdminOrderDetail> {
    await this.cancel(id, by, { refund: 'all-left', note: ORDER_OPS_MESSAGES.cancelRefundNote });
    return this.detail(id);
  }

  /**
   * The customer cancels their own order from My Orders (issue 22) before it is packed: the admin's
   * cancel (stock back once, the cancelled mail) and, for a paid online order, the refund through its
   * gateway in the same transaction (a refusal leaves the order standing, 502). Answers the amount
   * refunded (paise; 0 when nothing was paid).
   */
  async cancelByCustomer(id: string, buyer: Buyer): Promise<{ orderNumber: string; refunded: number }> {
    const result = { orderNumber: '', refunded: 0 };
    await this.cancel(id, buyer.id, {
      refund: 'if-paid',
      note: CUSTOMER_CANCEL_NOTE,
      check: (order) => {
        if (!isBuyerOf(order, buyer)) throw orderNotFound();
        if (order.status === 'cancelled')
          throw new AppError('CONFLICT', CUSTOMER_CANCEL_MESSAGES.alreadyCancelled);
        if (!customerMayCancel(order.status as OrderStatus)) {
          throw new AppError('CONFLICT', CUSTOMER_CANCEL_MESSAGES.tooLate);
        }
        result.orderNumber = order.orderNumber;
      },
      refunded: (amount) => {
        result.refunded = amount;
      },
    });
    return result;
  }

  /**
   * Cancels the order (through the status writer) and refunds what is left of its payment: always
   * (`all-left`: 409 when nothing is), or only when something was paid (`if-paid`).
   */
  private async cancel(
    id: string,
    by: string,
    opts: {
      refund: 'all-left' | 'if-paid';
      note: string;
      check?: (order: OrderRow) => void;
      refunded?: (amount: number) => void;
    },
  ): Promise<void> {
    const template = await this.deps.mailer.templateContext();
    let stockMoved = false;
    await this.inOrder(id, async (tx, order) => {
      opts.check?.(order);
      const now = this.deps.now();
      const cancelled = await transitionOrder(tx, order, 'cancelled', {
        reason: 'admin',
        by,
        now,
        mailer: this.deps.mailer,
        template,
      });
      stockMoved = cancelled.stockMoved;
      const money = await moneyOf(tx, cancelled.order);
      const left = money.paid - money.refunded;
      if (opts.refund === 'if-paid' && left <= 0) return;
      await this.refundLocked(tx, cancelled.order, { amount: left, note: opts.note }, by, template);
      opts.refunded?.(left);
    });
    if (stockMoved) this.deps.invalidateProducts();
    this.deps.mailer.nudge();
  }

  /** A refund of the locked `order` in `tx`: the gateway first, then the record and the mail. */
  private async refundLocked(
    tx: Db,
    order: OrderRow,
    input: RefundInput,
    by: string,
    template: OrderTemplateContext,
  ): Promise<void> {
    const money = await moneyOf(tx, order);
    const left = money.paid - money.refunded;
    if (left <= 0) throw new AppError('CONFLICT', ORDER_OPS_MESSAGES.nothingToRefund);
    if (input.amount > left) {
      const message = ORDER_OPS_MESSAGES.refundTooMuch(formatRupees(left));
      throw new AppError('VALIDATION_FAILED', message, { amount: message });
    }
    const now = this.deps.now();
    let gateway: { provider: string; refundId: string } | null = null;
    if (order.paymentMethod === 'online') {
      const payment = await capturedPayment(tx, order.id);
      const provider = payment ? this.deps.payments.byName(payment.provider) : null;
      if (!payment?.providerPaymentId || !provider) {
        throw new AppError('GATEWAY_FAILED', ORDER_OPS_MESSAGES.refundFailed);
      }
      try {
        const made = await provider.refundPayment(payment.providerPaymentId, {
          amount: input.amount,
          notes: { order_number: order.orderNumber, note: input.note.slice(0, 250) },
        });
        gateway = { provider: payment.provider, refundId: made.refundId };
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        this.deps.log?.warn({ err: error, orderId: order.id }, 'refund refused by the gateway');
        throw new AppError('GATEWAY_FAILED', ORDER_OPS_MESSAGES.refundFailed);
      }
      if (input.amount === left) {
        await tx
          .update(payments)
          .set({ status: 'refunded', updatedAt: now })
          .where(eq(payments.id, payment.id));
      }
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        amount: input.amount,
        note: input.note,
        provider: gateway?.provider ?? null,
        providerRefundId: gateway?.refundId ?? null,
        createdBy: by,
        createdAt: now,
      })
      .returning({ id: refunds.id });
    // Money given back lowers the invoiced value: a credit note, up to what is not credited yet (decision 038).
    await creditOrder(tx, order.id, {
      amount: input.amount,
      reason: `Refund: ${input.note}`,
      refundId: refund!.id,
      by,
      now,
    });
    const items = await selectItems(tx, [order.id]);
    const forMail = orderForMail(order, items, template.orderAccessToken(order.id));
    await this.deps.mailer.enqueue(
      tx,
      orderRefundEmail(
        { order: forMail, amount: input.amount, throughGateway: gateway !== null },
        template.settings,
        template.publicUrl,
      ),
    );
  }

  /**
   * One status for several orders: each goes through the status writer in its own transaction, so a
   * refused one (a delivered order, missing stock) is reported and the others still change. A paid
   * online order is not cancelled here: its page cancels it with the refund offered.
   */
  async bulkStatus(ids: string[], status: AdminSettableStatus, by: string): Promise<BulkStatusResult> {
    const result: BulkStatusResult = { changed: [], refused: [] };
    for (const id of new Set(ids.map((i) => i.toLowerCase()))) {
      if (status === 'cancelled' && isUuid(id)) {
        const paid = await this.paidOnlineAndOpen(id);
        if (paid) {
          result.refused.push({
            id,
            orderNumber: paid,
            message: ORDER_OPS_MESSAGES.cancelPaidOnItsPage,
            said: said('cancelPaidOnItsPage'),
          });
          continue;
        }
      }
      try {
        const { order } = await changeOrderStatus(
          this.deps.db,
          { orderId: id, status, changedBy: by },
          this.deps,
        );
        result.changed.push({ id, orderNumber: order.orderNumber });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const loaded = await loadOrder(this.deps.db, id);
        result.refused.push({
          id,
          orderNumber: loaded?.order.orderNumber ?? null,
          message: error.message,
          ...(error.details?.said ? { said: error.details.said } : {}),
        });
      }
    }
    return result;
  }

  /** The order number of a not yet cancelled online order with money left to refund, else null. */
  private async paidOnlineAndOpen(id: string): Promise<string | null> {
    const [order] = await this.deps.db.select().from(orders).where(eq(orders.id, id));
    if (order?.paymentMethod !== 'online' || order.status === 'cancelled') return null;
    const money = await moneyOf(this.deps.db, order);
    return money.paid > money.refunded ? order.orderNumber : null;
  }

  /** The print view of the orders' packing slips, in the order given; 404 when none is known. */
  async packingSlips(ids: string[], size: SlipSize): Promise<string> {
    const slips = await loadOrdersWithItems(
      this.deps.db,
      ids.map((id) => id.toLowerCase()),
    );
    if (slips.length === 0) throw orderNotFound();
    const { settings } = await this.deps.mailer.templateContext();
    return packingSlipsHtml(slips, settings, size);
  }

  /** Runs `change` with the order locked (FOR UPDATE) in one transaction; 404 for an unknown order. */
  private async inOrder(id: string, change: (tx: Db, order: OrderRow) => Promise<void>): Promise<void> {
    if (!isUuid(id)) throw orderNotFound();
    await this.deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id.toLowerCase())).for('update');
      if (!order) throw orderNotFound();
      await change(tx, order);
    });
  }
}
