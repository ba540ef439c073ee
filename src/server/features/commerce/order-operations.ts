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
import { mayTransition } from '#shared/orders/order-transitions.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import type { Db } from '../../db/client.ts';
import {
  orderNotes,
  orderReturns,
  orders,
  payments,
  refundRequests,
  refunds,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { creditOrder } from '../gst/gst.service.ts';
import {
  orderForMail,
  orderPartReturnEmail,
  orderRefundEmail,
  storeCustomerCancelledEmail,
} from '../mail/templates/index.ts';
import { lowerSpentOnProfile, type OrderEffects, type OrderTemplateContext } from './order-effects.ts';
import {
  capturedPayment,
  loadAdminOrderDetail,
  loadOrdersWithItems,
  moneyOf,
  returnedUnits,
} from './order-operations.repo.ts';
import { refuseUnlessMayTransition, transitionOrder } from './order-status.ts';
import { loadOrder, type OrderRow, selectItems } from './orders.repo.ts';
import { type Buyer, changeOrderStatus, isBuyerOf, orderNotFound } from './orders.service.ts';
import { packingSlipsHtml } from './packing-slips.ts';
import type { PaymentSetup } from './payments/payment-setup.ts';
import { PaymentProviderError, type ProviderRefund } from './payments/providers/payment-provider.ts';
import { releaseStock } from './stock.ts';

type RefundRequestRow = typeof refundRequests.$inferSelect;

/**
 * How long a refund request the gateway did not answer may still be on its way there: a younger one makes the
 * order's next refund wait (409); an older one the gateway does not list was never received (L6). Five times
 * the Razorpay client's 10 s timeout.
 */
const REFUND_ANSWER_WAIT_MS = 50_000;

const refundWaiting = () =>
  new AppError('CONFLICT', ORDER_OPS_MESSAGES.refundWaiting, undefined, undefined, {
    said: said('refundWaiting'),
  });

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
        const restock = input.resaleable && item.variantId !== null;
        if (restock) await releaseStock(tx, item.variantId!, quantity);
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
        return {
          name: item.productName,
          nameHi: item.productNameHi,
          options: item.variantOptions,
          optionsHi: item.variantOptionsHi,
          quantity,
        };
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
   * Money given back (full or part, with a note). A COD refund is recorded as paid back by hand, in the order's
   * transaction. An online one goes through its gateway (Razorpay's refund API; the sandbox alike) as a refund
   * request committed first and sent outside the transaction (giveBack): a refusal records nothing (502), and a
   * refund the gateway made is recorded once, however late its answer comes (review 2026-11-29 L6).
   */
  async refund(id: string, input: RefundInput, by: string): Promise<AdminOrderDetail> {
    await this.giveBack(id, by, { amount: input.amount, note: input.note, cancel: false });
    return this.detail(id);
  }

  /**
   * Cancelling a paid online order and giving back what is left of its payment, in one step (issue 19
   * item 4: the refund is offered, not forgotten). The order is cancelled when the refund is made: when the
   * gateway refuses, the order is not cancelled either (502) and the admin may retry or cancel alone.
   */
  async cancelAndRefund(id: string, by: string): Promise<AdminOrderDetail> {
    await this.giveBack(id, by, {
      amount: 'all-left',
      note: ORDER_OPS_MESSAGES.cancelRefundNote,
      cancel: true,
    });
    return this.detail(id);
  }

  /**
   * The customer cancels their own order from My Orders (issue 22) before it is packed: the admin's
   * cancel (stock back once, the cancelled mail) and, for a paid online order, the refund through its
   * gateway, the cancel with it (a refusal leaves the order standing, 502). Answers the amount
   * refunded (paise; 0 when nothing was paid).
   */
  async cancelByCustomer(id: string, buyer: Buyer): Promise<{ orderNumber: string; refunded: number }> {
    const result = { orderNumber: '', refunded: 0 };
    result.refunded = await this.giveBack(id, buyer.id, {
      amount: 'if-paid',
      note: CUSTOMER_CANCEL_NOTE,
      cancel: true,
      check: (order) => {
        if (!isBuyerOf(order, buyer)) throw orderNotFound();
        if (order.status === 'cancelled')
          throw new AppError('CONFLICT', CUSTOMER_CANCEL_MESSAGES.alreadyCancelled);
        if (!customerMayCancel(order.status as OrderStatus)) {
          throw new AppError('CONFLICT', CUSTOMER_CANCEL_MESSAGES.tooLate);
        }
        result.orderNumber = order.orderNumber;
      },
    });
    await this.tellStoreOfCustomerCancel(id, result.refunded);
    return result;
  }

  /**
   * The store hears of a customer's cancel (audit D-M4) once it is done, in either of giveBack's ways (in the
   * order's transaction, or settled after the gateway's answer): a slip printed earlier may be on the table.
   */
  private async tellStoreOfCustomerCancel(orderId: string, refunded: number): Promise<void> {
    const template = await this.deps.mailer.templateContext();
    if (template.ownerAlerts?.cancellation === false) return;
    const { db } = this.deps;
    const loaded = await loadOrder(db, orderId);
    if (loaded?.order.status !== 'cancelled') return;
    const forMail = orderForMail(loaded.order, loaded.items, template.orderAccessToken(orderId));
    await this.deps.mailer.enqueue(
      db,
      storeCustomerCancelledEmail(
        forMail,
        refunded,
        template.settings,
        template.publicUrl,
        template.orderNotificationEmail,
      ),
    );
    this.deps.mailer.nudge();
  }

  /**
   * Gives back `amount` (paise; `all-left`: what is left, 409 when nothing is; `if-paid`: what is left, if
   * anything) and, with `cancel`, cancels the order through the status writer. Answers the paise given back.
   *
   * Without a gateway everything happens in the order's transaction. Through a gateway (L6): an earlier request
   * of the order is settled first (reconcile); then, with the order locked, the checks and a refund request are
   * committed; the gateway is called with the request's id as its idempotency key and no lock held; its answer
   * is settled in a second transaction (the refund, the cancel, the credit note and the mail). A refusal drops
   * the request (502). No answer: the gateway is asked for the refund under the key; when it has none yet, the
   * request stays (502) and the next refund or cancel of the order settles it first.
   */
  private async giveBack(
    id: string,
    by: string,
    plan: {
      amount: number | 'all-left' | 'if-paid';
      note: string;
      cancel: boolean;
      check?: (order: OrderRow) => void;
    },
  ): Promise<number> {
    const template = await this.deps.mailer.templateContext();
    await this.reconcile(id, template);
    let given = 0;
    let stockMoved = false;
    const request = await this.inOrder(id, async (tx, order) => {
      plan.check?.(order);
      const money = await moneyOf(tx, order);
      const left = money.paid - money.refunded;
      if (plan.amount === 'if-paid' && left <= 0) {
        stockMoved = await this.cancelLocked(tx, order, by, template);
        return null;
      }
      const amount = typeof plan.amount === 'number' ? plan.amount : left;
      if (left <= 0) throw new AppError('CONFLICT', ORDER_OPS_MESSAGES.nothingToRefund);
      if (amount > left) {
        const message = ORDER_OPS_MESSAGES.refundTooMuch(formatRupees(left));
        throw new AppError('VALIDATION_FAILED', message, { amount: message });
      }
      if (order.paymentMethod !== 'online') {
        if (plan.cancel) stockMoved = await this.cancelLocked(tx, order, by, template);
        await this.recordRefund(tx, order.id, { amount, note: plan.note, by, gateway: null }, template);
        given = amount;
        return null;
      }
      if (plan.cancel) refuseUnlessMayTransition(order.status as OrderStatus, 'cancelled', 'admin');
      const [waiting] = await tx.select().from(refundRequests).where(eq(refundRequests.orderId, order.id));
      if (waiting) throw refundWaiting();
      const payment = await capturedPayment(tx, order.id);
      if (!payment?.providerPaymentId || !this.deps.payments.byName(payment.provider)) {
        throw new AppError('GATEWAY_FAILED', ORDER_OPS_MESSAGES.refundFailed);
      }
      const [inserted] = await tx
        .insert(refundRequests)
        .values({
          orderId: order.id,
          paymentId: payment.id,
          amount,
          note: plan.note,
          cancels: plan.cancel,
          createdBy: by,
          createdAt: this.deps.now(),
        })
        .returning();
      return inserted!;
    });
    if (request) {
      stockMoved = await this.sendRefund(request, template);
      given = request.amount;
    }
    if (stockMoved) this.deps.invalidateProducts();
    this.deps.mailer.nudge();
    return given;
  }

  /** Cancels the locked `order` (the admin's cancel through the status writer); true when stock moved. */
  private async cancelLocked(tx: Db, order: OrderRow, by: string, template: OrderTemplateContext) {
    const cancelled = await transitionOrder(tx, order, 'cancelled', {
      reason: 'admin',
      by,
      now: this.deps.now(),
      mailer: this.deps.mailer,
      template,
    });
    return cancelled.stockMoved;
  }

  /** The gateway's payment a request refunds, and the gateway itself. */
  private async gatewayOf(request: RefundRequestRow) {
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, request.paymentId));
    const provider = payment ? this.deps.payments.byName(payment.provider) : null;
    if (!payment?.providerPaymentId || !provider) {
      throw new AppError('GATEWAY_FAILED', ORDER_OPS_MESSAGES.refundFailed);
    }
    return { provider, providerPaymentId: payment.providerPaymentId };
  }

  /** Asks the gateway for the committed `request`'s refund and settles the answer (see giveBack). */
  private async sendRefund(request: RefundRequestRow, template: OrderTemplateContext): Promise<boolean> {
    const { provider, providerPaymentId } = await this.gatewayOf(request);
    const [order] = await this.deps.db.select().from(orders).where(eq(orders.id, request.orderId));
    let made: ProviderRefund | null;
    try {
      made = await provider.refundPayment(providerPaymentId, {
        amount: request.amount,
        notes: { order_number: order!.orderNumber, note: request.note.slice(0, 250) },
        key: request.id,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.answered) {
        this.deps.log?.warn({ err: error, orderId: request.orderId }, 'refund refused by the gateway');
        await this.deps.db.delete(refundRequests).where(eq(refundRequests.id, request.id));
        throw new AppError('GATEWAY_FAILED', ORDER_OPS_MESSAGES.refundFailed);
      }
      this.deps.log?.warn({ err: error, orderId: request.orderId }, 'no answer from the gateway to a refund');
      made = await provider.findRefund(providerPaymentId, request.id).catch(() => null);
      if (!made) {
        throw new AppError('GATEWAY_FAILED', ORDER_OPS_MESSAGES.refundUnconfirmed, undefined, undefined, {
          said: said('refundUnconfirmed'),
        });
      }
    }
    return this.settle(request, { provider: provider.name, refundId: made.refundId }, template);
  }

  /**
   * An earlier refund request of the order the gateway never answered: the gateway's own list decides. A refund
   * under its key is recorded (settle), and the new refund or cancel is refused (409) so that a retry is never a
   * second refund; none, once the request is older than REFUND_ANSWER_WAIT_MS, means the
   * gateway never got it and the request is dropped; a younger one, or a gateway that cannot say, is 409.
   */
  private async reconcile(id: string, template: OrderTemplateContext): Promise<void> {
    if (!isUuid(id)) return;
    const [request] = await this.deps.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.orderId, id.toLowerCase()));
    if (!request) return;
    const { provider, providerPaymentId } = await this.gatewayOf(request);
    const made = await provider.findRefund(providerPaymentId, request.id).catch((error: unknown) => {
      if (error instanceof PaymentProviderError) throw refundWaiting();
      throw error;
    });
    if (made) {
      if (await this.settle(request, { provider: provider.name, refundId: made.refundId }, template)) {
        this.deps.invalidateProducts();
      }
      this.deps.mailer.nudge();
      // A retry of that refund must not become a second one: whoever asks again sees it first.
      const amount = formatRupees(request.amount);
      throw new AppError('CONFLICT', ORDER_OPS_MESSAGES.earlierRefundMade(amount), undefined, undefined, {
        said: said('earlierRefundMade', { amountPaise: request.amount }),
      });
    }
    if (this.deps.now().getTime() - request.createdAt.getTime() < REFUND_ANSWER_WAIT_MS)
      throw refundWaiting();
    this.deps.log?.warn({ orderId: request.orderId }, 'refund request the gateway never got, dropped');
    await this.deps.db.delete(refundRequests).where(eq(refundRequests.id, request.id));
  }

  /**
   * Records the gateway's refund of `request` with the order locked, once: the request row is taken (a second
   * settler finds none and does nothing); the order is cancelled when the request goes with a cancel and the
   * order may still be (else it is left as it is now). True when stock moved.
   */
  private async settle(
    request: RefundRequestRow,
    gateway: { provider: string; refundId: string },
    template: OrderTemplateContext,
  ): Promise<boolean> {
    let stockMoved = false;
    await this.inOrder(request.orderId, async (tx, order) => {
      const [taken] = await tx
        .delete(refundRequests)
        .where(eq(refundRequests.id, request.id))
        .returning({ id: refundRequests.id });
      if (!taken) return;
      let current = order;
      if (request.cancels && mayTransition(order.status as OrderStatus, 'cancelled', 'status')) {
        const cancelled = await transitionOrder(tx, order, 'cancelled', {
          reason: 'admin',
          by: request.createdBy,
          now: this.deps.now(),
          mailer: this.deps.mailer,
          template,
        });
        stockMoved = cancelled.stockMoved;
        current = cancelled.order;
      }
      const money = await moneyOf(tx, current);
      if (request.amount >= money.paid - money.refunded) {
        await tx
          .update(payments)
          .set({ status: 'refunded', updatedAt: this.deps.now() })
          .where(eq(payments.id, request.paymentId));
      }
      await this.recordRefund(
        tx,
        current.id,
        { amount: request.amount, note: request.note, by: request.createdBy, gateway },
        template,
      );
    });
    return stockMoved;
  }

  /** Records money given back in `tx`: the refund row, its credit note and the customer's mail. */
  private async recordRefund(
    tx: Db,
    orderId: string,
    input: {
      amount: number;
      note: string;
      by: string | null;
      gateway: { provider: string; refundId: string } | null;
    },
    template: OrderTemplateContext,
  ): Promise<void> {
    const now = this.deps.now();
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId,
        amount: input.amount,
        note: input.note,
        provider: input.gateway?.provider ?? null,
        providerRefundId: input.gateway?.refundId ?? null,
        createdBy: input.by,
        createdAt: now,
      })
      .returning({ id: refunds.id });
    // Money given back lowers the invoiced value: a credit note, up to what is not credited yet (decision 038).
    // The note is the team's own remark and stays off the tax document (audit D-m5).
    await creditOrder(tx, orderId, {
      amount: input.amount,
      reason: 'Refund',
      refundId: refund!.id,
      by: input.by,
      now,
    });
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    const items = await selectItems(tx, [orderId]);
    const forMail = orderForMail(order!, items, template.orderAccessToken(orderId));
    await this.deps.mailer.enqueue(
      tx,
      orderRefundEmail(
        { order: forMail, amount: input.amount, throughGateway: input.gateway !== null },
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
  private async inOrder<T>(id: string, change: (tx: Db, order: OrderRow) => Promise<T>): Promise<T> {
    if (!isUuid(id)) throw orderNotFound();
    return this.deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id.toLowerCase())).for('update');
      if (!order) throw orderNotFound();
      return change(tx, order);
    });
  }
}
