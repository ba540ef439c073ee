import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { isTaken } from '#shared/constants/order-status.ts';
import type { CodAddressInput, CodAnswerResponse } from '#shared/orders/cod-confirmation.schemas.ts';
import { type CodAnswer, COD_CONFIRMATION_MESSAGES as M } from '#shared/orders/cod-confirmation.ts';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/uuid.ts';
import { deliveryForOrder } from '../../delivery/delivery.service.ts';
import { enqueueCodConfirmationMail, type OrderEffects } from '../order-effects.ts';
import { transitionOrder } from '../order-status.ts';
import { loadOrder, type OrderRow, selectItems, toOrderDetail } from '../orders.repo.ts';
import type { CodConfirmationKeys } from './cod-keys.ts';

export interface CodConfirmationsDeps extends OrderEffects {
  db: Db;
  keys: CodConfirmationKeys;
  log: { info(details: object, message: string): void };
}

const badLink = () => new AppError('FORBIDDEN', M.badLink);
const refused = (message: string) => new AppError('CONFLICT', message);

/**
 * COD confirmation (issue 43 point 4, decision 087): the buyer's answer from the mailed page (confirm,
 * cancel, or a new address then confirm), each in the order's transaction through the status writer;
 * and the job's reminder and cancel of orders left unanswered, each row claimed so two processes never both act.
 */
export class CodConfirmations {
  constructor(private readonly deps: CodConfirmationsDeps) {}

  /** The answer given with the link's key: 403 for a key not this order's; 409 once it may no longer be given. */
  async answer(
    orderId: string,
    key: string,
    answer: Exclude<CodAnswer, 'address'>,
  ): Promise<CodAnswerResponse> {
    return this.inWaitingOrder(orderId, key, answer, (_tx, order, move) =>
      move(order, answer === 'confirm' ? 'confirmed' : 'cancelled'),
    );
  }

  /**
   * A new delivery address (the pincode checked as at checkout, served, COD offered there) and then confirmed. The
   * delivery fee was decided for the order's zone: a pincode of another zone, or with another fee, is refused
   * (400 naming the pincode) rather than repriced.
   */
  async changeAddress(orderId: string, input: CodAddressInput): Promise<CodAnswerResponse> {
    return this.inWaitingOrder(orderId, input.key, 'address', async (tx, order, move) => {
      const { address } = input;
      const delivery = await deliveryForOrder(
        tx,
        {
          pincode: address.pincode,
          state: address.state,
          paymentMethod: 'cod',
          value: order.totalAmount - order.roundOff - order.codFee - order.zoneFee,
          lines: [],
        },
        this.deps.now(),
      ).catch((error: unknown) => {
        throw error instanceof AppError ? onAddressField(error) : error;
      });
      if (delivery.zone !== order.shippingZone || delivery.zoneFee !== order.zoneFee) {
        throw new AppError('VALIDATION_FAILED', M.otherZone, { 'address.pincode': M.otherZone });
      }
      // A gift ships to its recipient: theirs is the address that changes.
      const fields = order.recipientName
        ? {
            recipientAddress: address.address,
            recipientCity: address.city,
            recipientState: address.state,
            recipientPincode: address.pincode,
          }
        : {
            deliveryAddress: address.address,
            city: address.city,
            state: address.state,
            pincode: address.pincode,
          };
      const [moved] = await tx.update(orders).set(fields).where(eq(orders.id, order.id)).returning();
      await move(moved!, 'confirmed');
    });
  }

  /**
   * The order locked, the key checked, then: waiting and in time → `change`; confirmed already → the same answer
   * again for a confirm (idempotent), 409 for anything else; cancelled → 409 saying whether it ran out of time.
   */
  private async inWaitingOrder(
    orderId: string,
    key: string,
    answer: CodAnswer,
    change: (
      tx: Db,
      order: OrderRow,
      move: (order: OrderRow, to: 'confirmed' | 'cancelled') => Promise<void>,
    ) => Promise<void>,
  ): Promise<CodAnswerResponse> {
    if (!isUuid(orderId)) throw badLink();
    const id = orderId.toLowerCase();
    if (!this.deps.keys.matches(id, key)) throw badLink();
    const now = this.deps.now();
    // Read before the transaction: inside it, its connection is the only one to use (PGlite has one).
    const template = await this.deps.mailer.templateContext();
    const moved = await this.deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order) throw badLink();
      if (order.status === 'awaiting_confirmation') {
        if (order.codConfirmBy && order.codConfirmBy <= now) throw refused(M.expired);
        await change(tx, order, async (locked, to) => {
          await transitionOrder(tx, locked, to, {
            reason: 'confirmation',
            by: null,
            now,
            mailer: this.deps.mailer,
            template,
          });
        });
        return true;
      }
      if (order.status === 'cancelled' || order.status === 'returned') {
        const ranOut = order.codConfirmBy !== null && order.updatedAt >= order.codConfirmBy;
        throw refused(ranOut ? M.cancelledUnanswered : M.cancelled);
      }
      if (isTaken(order.status) && answer === 'confirm') return false;
      throw refused(M.alreadyConfirmed);
    });
    if (moved) {
      this.deps.invalidateProducts();
      this.deps.mailer.nudge();
    }
    const loaded = (await loadOrder(this.deps.db, id))!;
    const message =
      loaded.order.status === 'cancelled'
        ? M.cancelledNow(loaded.order.orderNumber)
        : M.confirmed(loaded.order.orderNumber);
    return { order: toOrderDetail(loaded), message };
  }

  // --- the job ------------------------------------------------------------------------------------

  /**
   * The one reminder of orders past its time and before their deadline: each row locked (SKIP LOCKED: another
   * process takes others) and its reminder time cleared in the same transaction, so it is sent once.
   */
  async remindDue(opts: { limit: number }): Promise<number> {
    const now = this.deps.now();
    const template = await this.deps.mailer.templateContext();
    const reminded = await this.deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'awaiting_confirmation'),
            lte(orders.codRemindAt, now),
            gt(orders.codConfirmBy, now),
          ),
        )
        .orderBy(asc(orders.codRemindAt))
        .limit(opts.limit)
        .for('update', { skipLocked: true });
      for (const order of due) {
        await tx.update(orders).set({ codRemindAt: null }).where(eq(orders.id, order.id));
        const items = await selectItems(tx, [order.id]);
        await enqueueCodConfirmationMail(tx, this.deps.mailer, template, order, items, true);
      }
      return due.length;
    });
    if (reminded > 0) this.deps.mailer.nudge();
    return reminded;
  }

  /** Orders unanswered at their deadline: cancelled, their stock back, the buyer told; rows claimed as above. */
  async cancelUnanswered(opts: { limit: number }): Promise<number> {
    const now = this.deps.now();
    const template = await this.deps.mailer.templateContext();
    const cancelled = await this.deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'awaiting_confirmation'), lte(orders.codConfirmBy, now)))
        .orderBy(asc(orders.codConfirmBy))
        .limit(opts.limit)
        .for('update', { skipLocked: true });
      for (const order of due) {
        await transitionOrder(tx, order, 'cancelled', {
          reason: 'confirmation',
          by: null,
          now,
          mailer: this.deps.mailer,
          template,
        });
      }
      return due.length;
    });
    if (cancelled > 0) {
      this.deps.invalidateProducts();
      this.deps.mailer.nudge();
      this.deps.log.info({ cancelled }, 'unconfirmed COD orders cancelled, stock released');
    }
    return cancelled;
  }
}

/** The delivery feature names the checkout's fields; here the address form's pincode is the one to fix. */
function onAddressField(error: AppError): AppError {
  if (!error.fields) return error;
  const message = Object.values(error.fields)[0] ?? error.message;
  const said = error.details?.saidFields ? Object.values(error.details.saidFields)[0] : undefined;
  return new AppError('VALIDATION_FAILED', message, { 'address.pincode': message }, undefined, {
    ...(said ? { said, saidFields: { 'address.pincode': said } } : {}),
  });
}
