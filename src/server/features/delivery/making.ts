import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '#shared/constants/order-status.ts';
import {
  type DeliveryRules,
  type DeliveryWindow,
  deliveryWindow,
  type Making,
  queueDays,
  slowestWindow,
} from '#shared/delivery/delivery.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';

/*
 * Made to order (issue 42 point 3, decision 070): each made-to-order piece's making days and the queue ahead of it.
 * The queue is the made-to-order units of orders confirmed but not yet packed; the product's weekly capacity and
 * the shop's (all made-to-order products together) each push the making start out a week per full week ahead.
 */

/** Orders whose made-to-order pieces are still to be made. */
const MAKING_STATUSES: OrderStatus[] = ['confirmed', 'processing'];

export interface MakingLine {
  productId: number;
  quantity: number;
}

/** The making of each made-to-order product among the lines (none for pieces from stock). */
export async function makingOfLines(
  db: Db,
  lines: readonly MakingLine[],
  rules: Pick<DeliveryRules, 'weeklyMakingCapacity'>,
): Promise<Making[]> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  if (ids.length === 0) return [];
  const made = await db
    .select({
      id: products.id,
      minDays: products.makingDaysMin,
      maxDays: products.makingDaysMax,
      capacity: products.weeklyCapacity,
    })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.fulfilment, 'made_to_order')));
  if (made.length === 0) return [];

  const queued = await queuedUnits(db, rules.weeklyMakingCapacity ? 'all' : made.map((p) => p.id));
  const newUnits = (id: number) =>
    lines.filter((l) => l.productId === id).reduce((n, l) => n + l.quantity, 0);
  const shopQueue = queueDays(
    [...queued.values()].reduce((n, u) => n + u, 0),
    made.reduce((n, p) => n + newUnits(p.id), 0),
    rules.weeklyMakingCapacity,
  );
  return made.map((p) => ({
    minDays: p.minDays ?? 0,
    maxDays: p.maxDays ?? 0,
    queueDays: Math.max(shopQueue, queueDays(queued.get(p.id) ?? 0, newUnits(p.id), p.capacity)),
  }));
}

/** Made-to-order units still to be made, by product: of the given products, or of all. */
async function queuedUnits(db: Db, productIds: number[] | 'all'): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        inArray(orders.status, MAKING_STATUSES),
        eq(products.fulfilment, 'made_to_order'),
        productIds === 'all' ? undefined : inArray(orderItems.productId, productIds),
      ),
    )
    .groupBy(orderItems.productId);
  return new Map(rows.map((r) => [r.productId!, r.units]));
}

/** The parcel's window: the stock pieces' and each made-to-order piece's, whichever is latest. */
export function promisedWindow(
  now: Date,
  days: { minDays: number; maxDays: number },
  rules: Pick<DeliveryRules, 'dispatchCutoff' | 'dispatchDays'>,
  making: readonly Making[],
): DeliveryWindow {
  return slowestWindow([
    deliveryWindow(now, days, rules),
    ...making.map((m) => deliveryWindow(now, days, rules, m)),
  ]);
}
