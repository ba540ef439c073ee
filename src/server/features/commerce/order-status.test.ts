import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '#shared/constants/order-status.ts';
import { nextStatuses } from '#shared/orders/order-admin.ts';
import { holdsStock, mayTransition, ORDER_TRANSITIONS } from '#shared/orders/order-transitions.ts';
import type { Db } from '../../db/client.ts';
import {
  customerProfiles,
  emailOutbox,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
} from '../../db/schema/index.ts';
import { createAdmin } from '../../testing/accounts.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { defaultVariantOf, makeProduct, setVariant, stockOf } from '../../testing/factories.ts';
import { MailService } from '../mail/mail.service.ts';
import { MAIL_KINDS } from '../mail/mail-kinds.ts';
import { CodConfirmationKeys } from './cod-confirmation/cod-keys.ts';
import { hashOrderToken, OrderTokens } from './order-access.ts';
import {
  countOrderOnProfile,
  countsOnProfile,
  type OrderMailer,
  type OrderTemplateContext,
  orderMailer,
} from './order-effects.ts';
import { type TransitionContext, transitionOrder } from './order-status.ts';

/** Issue 15: the one order-status writer, every pair of statuses through it. */

const NOW = new Date('2026-11-24T08:00:00.000Z');
const QUANTITY = 2;
const NOTIFIED: ReadonlySet<OrderStatus> = new Set([
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'returned',
]);

let t: TestApp;
let mailer: OrderMailer;
let template: OrderTemplateContext;
let adminId: string;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  // The real outbox, without a worker: what the writer queues stays readable.
  mailer = orderMailer(
    new MailService({
      db: t.db.db,
      publicUrl: 'http://localhost',
      from: 'Karigar <shop@example.in>',
      transports: [],
      log: { info: () => {}, warn: () => {}, error: () => {} },
    }),
    new OrderTokens(t.app.config.authSecret),
    new CodConfirmationKeys(t.app.config.authSecret),
  );
  template = await mailer.templateContext();
  const admin = await createAdmin(t);
  adminId = (await admin.get('/api/me')).json().user.id;
});
afterAll(() => t.close());

/** An order already in `status` (its stock taken if the status holds it, counted if it counts). */
async function orderIn(status: OrderStatus, paymentMethod: 'cod' | 'online' = 'cod') {
  seq += 1;
  const db = t.db.db;
  const productId = await makeProduct(db, { price: 1_000, stock: 10 });
  const email = `transition.${seq}.${randomBytes(3).toString('hex')}@example.in`;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `CT${String(seq).padStart(6, '0')}${randomBytes(3).toString('hex').toUpperCase()}`,
      customerName: 'Asha Rao',
      customerEmail: email,
      customerPhone: '9876543210',
      deliveryAddress: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      subtotal: 2_000,
      shippingCost: 0,
      totalAmount: 2_000,
      paymentMethod,
      status,
      accessTokenHash: hashOrderToken(randomBytes(16).toString('hex')),
      orderDate: NOW,
      createdAt: NOW,
      updatedAt: NOW,
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId,
    // The line's stock moves on its variant (decision 066).
    variantId: (await defaultVariantOf(db, productId)).id,
    productName: 'Lotus candle',
    productCategory: 'Candles',
    catalogNumber: `TR-${seq}`,
    quantity: QUANTITY,
    unitPrice: 1_000,
    totalPrice: 2_000,
  });
  if (paymentMethod === 'online') {
    await db.insert(payments).values({ orderId: order!.id, provider: 'sandbox', amount: 2_000 });
  }
  if (countsOnProfile(status)) await countOrderOnProfile(db, order!, NOW);
  return { order: order!, productId, email };
}

async function snapshot(db: Db, o: Awaited<ReturnType<typeof orderIn>>) {
  const [row] = await db.select().from(orders).where(eq(orders.id, o.order.id));
  const [profile] = await db.select().from(customerProfiles).where(eq(customerProfiles.email, o.email));
  return {
    status: row!.status,
    updatedAt: row!.updatedAt,
    stock: await stockOf(db, o.productId),
    history: await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, o.order.id)),
    orders: profile?.totalOrders ?? 0,
    spent: profile?.totalSpent ?? 0,
    mail: (await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, o.email))).map((m) => m.kind),
    payments: (await db.select().from(payments).where(eq(payments.orderId, o.order.id))).map((p) => p.status),
  };
}

/** Runs the writer the way its callers do: the order locked in one transaction. */
function transition(orderId: string, to: OrderStatus, ctx: TransitionContext) {
  return t.db.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return transitionOrder(tx, locked!, to, ctx);
  });
}

const asAdmin = (): TransitionContext => ({ reason: 'admin', by: adminId, now: NOW, mailer, template });

const pairs = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.filter((to) => to !== from).map((to) => ({ from, to })),
);
const allowed = pairs.filter(({ from, to }) => mayTransition(from, to));
const refused = pairs.filter(({ from, to }) => !mayTransition(from, to));

describe('the transition table (src/shared/orders)', () => {
  it('lets a delivered order go nowhere, no order back into pending_payment or awaiting_confirmation, an awaiting one only to confirmed or cancelled; every other move is open', () => {
    for (const { from, to } of pairs) {
      const open =
        from === 'awaiting_confirmation'
          ? to === 'confirmed' || to === 'cancelled'
          : from !== 'delivered' && to !== 'pending_payment' && to !== 'awaiting_confirmation';
      expect(mayTransition(from, to), `${from} → ${to}`).toBe(open);
    }
  });

  it("is the admin dropdown's list", () => {
    for (const status of ORDER_STATUSES) expect(nextStatuses(status)).toEqual(ORDER_TRANSITIONS[status]);
  });
});

describe('transitionOrder: every allowed move', () => {
  it.each(allowed)(
    '$from → $to: status, history (when, by whom), stock, counters and mail in one go',
    async ({ from, to }) => {
      const o = await orderIn(from);
      const before = await snapshot(t.db.db, o);
      const result = await transition(o.order.id, to, asAdmin());
      const after = await snapshot(t.db.db, o);

      expect(result.changed).toBe(true);
      expect(after.status).toBe(to);
      expect(after.updatedAt).toEqual(NOW);
      expect(after.history).toHaveLength(before.history.length + 1);
      expect(after.history.at(-1)).toMatchObject({
        fromStatus: from,
        toStatus: to,
        changedBy: adminId,
        createdAt: NOW,
      });

      const stockDelta = holdsStock(from) === holdsStock(to) ? 0 : holdsStock(to) ? -QUANTITY : QUANTITY;
      expect(after.stock! - before.stock!).toBe(stockDelta);
      expect(result.stockMoved).toBe(stockDelta !== 0);

      const countDelta = countsOnProfile(from) === countsOnProfile(to) ? 0 : countsOnProfile(to) ? 1 : -1;
      expect(after.orders - before.orders).toBe(countDelta);
      expect(after.spent - before.spent).toBe(countDelta * 2_000);

      // Confirming a COD order that waited for its buyer sends the confirmation (decision 087).
      const confirmation = from === 'awaiting_confirmation' && to === 'confirmed';
      expect(after.mail).toEqual(
        confirmation ? [MAIL_KINDS.orderConfirmation] : NOTIFIED.has(to) ? [MAIL_KINDS.orderStatus] : [],
      );
    },
  );
});

describe('transitionOrder: every refused move', () => {
  it.each(refused)('$from → $to: 409 CONFLICT, nothing written', async ({ from, to }) => {
    const o = await orderIn(from);
    const before = await snapshot(t.db.db, o);
    await expect(transition(o.order.id, to, asAdmin())).rejects.toMatchObject({
      code: 'CONFLICT',
      statusCode: 409,
      fields: { status: expect.any(String) },
    });
    expect(await snapshot(t.db.db, o)).toEqual(before);
  });

  it('setting the status an order already has writes nothing', async () => {
    const o = await orderIn('shipped');
    const before = await snapshot(t.db.db, o);
    const result = await transition(o.order.id, 'shipped', asAdmin());
    expect(result.changed).toBe(false);
    expect(await snapshot(t.db.db, o)).toEqual(before);
  });

  it('bringing back an order whose stock is gone: 409 INSUFFICIENT_STOCK, nothing written', async () => {
    const o = await orderIn('cancelled');
    await setVariant(t.db.db, o.productId, { stockQuantity: 1 });
    const before = await snapshot(t.db.db, o);
    await expect(transition(o.order.id, 'confirmed', asAdmin())).rejects.toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      fields: { 'items.0': 'Only 1 items available.' },
    });
    expect(await snapshot(t.db.db, o)).toEqual(before);
  });
});

describe('transitionOrder: what the reason decides', () => {
  it('payment: pending_payment → confirmed counts the order and queues the confirmation, not a status mail', async () => {
    const o = await orderIn('pending_payment', 'online');
    await transition(o.order.id, 'confirmed', { reason: 'payment', by: null, now: NOW, mailer, template });
    const after = await snapshot(t.db.db, o);
    expect(after).toMatchObject({
      status: 'confirmed',
      orders: 1,
      spent: 2_000,
      mail: [MAIL_KINDS.orderConfirmation],
    });
    expect(after.history.at(-1)).toMatchObject({ fromStatus: 'pending_payment', changedBy: null });
  });

  it('payment_expired: pending_payment → cancelled gives the stock back, marks the payment expired, mails nobody', async () => {
    const o = await orderIn('pending_payment', 'online');
    const before = await snapshot(t.db.db, o);
    await transition(o.order.id, 'cancelled', { reason: 'payment_expired', by: null, now: NOW });
    const after = await snapshot(t.db.db, o);
    expect(after).toMatchObject({
      status: 'cancelled',
      stock: before.stock! + QUANTITY,
      mail: [],
      payments: ['expired'],
    });
  });

  it('admin: cancelling an unpaid order cancels its open payment (a late payment is refunded, not revived)', async () => {
    const o = await orderIn('pending_payment', 'online');
    await transition(o.order.id, 'cancelled', asAdmin());
    expect(await snapshot(t.db.db, o)).toMatchObject({ status: 'cancelled', payments: ['cancelled'] });
  });
});
