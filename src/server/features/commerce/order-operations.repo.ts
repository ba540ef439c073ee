import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { OrderStatus } from '#shared/constants/order-status.ts';
import { type AdminOrderDetail, codToCollect, refundState } from '#shared/orders/order-ops.ts';
import type { Db } from '../../db/client.ts';
import {
  orderNotes,
  orderReturns,
  orderStatusHistory,
  orders,
  payments,
  refunds,
  user,
} from '../../db/schema/index.ts';
import {
  type LoadedOrder,
  loadOrder,
  type OrderItemRow,
  type OrderRow,
  selectItems,
  shipmentOf,
  toAdminOrder,
} from './orders.repo.ts';

/** Reads for the admin's order page (issue 19): who did what, notes, payments, returns and refunds. */

const byName = sql<string | null>`coalesce(nullif(trim(${user.name}), ''), ${user.email})`;

/** Units already returned per order line. */
export async function returnedUnits(db: Db, orderId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({
      itemId: orderReturns.orderItemId,
      units: sql<number>`sum(${orderReturns.quantity})`.mapWith(Number),
    })
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .groupBy(orderReturns.orderItemId);
  return new Map(rows.map((r) => [r.itemId, r.units]));
}

/**
 * paise the shop holds for the order and paise already refunded: a captured online payment, or the
 * cash of a COD order once it was delivered (the courier collected it), or the cash or UPI the owner took in
 * person (its payment row, decision 074).
 */
export async function moneyOf(db: Db, order: OrderRow): Promise<{ paid: number; refunded: number }> {
  // One after another: a refund reads these inside its transaction, whose one connection runs a query at a time.
  const [captured] = await db
    .select({ n: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
    .from(payments)
    .where(sql`${payments.orderId} = ${order.id} and ${payments.status} in ('paid', 'refunded')`);
  const [given] = await db
    .select({ n: sql<number>`coalesce(sum(${refunds.amount}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(eq(refunds.orderId, order.id));
  const [delivered] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orderStatusHistory)
    .where(sql`${orderStatusHistory.orderId} = ${order.id} and ${orderStatusHistory.toStatus} = 'delivered'`);
  const paid =
    order.paymentMethod !== 'cod' ? (captured?.n ?? 0) : (delivered?.n ?? 0) > 0 ? order.totalAmount : 0;
  return { paid, refunded: given?.n ?? 0 };
}

/** The captured payment of an online order (the one a refund goes back through). */
export async function capturedPayment(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(sql`${payments.orderId} = ${orderId} and ${payments.status} in ('paid', 'refunded')`)
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row;
}

export async function loadAdminOrderDetail(db: Db, id: string): Promise<AdminOrderDetail | undefined> {
  const loaded = await loadOrder(db, id);
  if (!loaded) return undefined;
  return toAdminOrderDetail(db, loaded);
}

export async function toAdminOrderDetail(db: Db, loaded: LoadedOrder): Promise<AdminOrderDetail> {
  const { order, items } = loaded;
  const [history, notes, paymentRows, returnRows, refundRows, money] = await Promise.all([
    db
      .select({ row: orderStatusHistory, by: byName })
      .from(orderStatusHistory)
      .leftJoin(user, eq(user.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db
      .select({ row: orderNotes, by: byName })
      .from(orderNotes)
      .leftJoin(user, eq(user.id, orderNotes.createdBy))
      .where(eq(orderNotes.orderId, order.id))
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.createdAt)),
    db
      .select({ row: orderReturns, by: byName })
      .from(orderReturns)
      .leftJoin(user, eq(user.id, orderReturns.createdBy))
      .where(eq(orderReturns.orderId, order.id))
      .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id)),
    db
      .select({ row: refunds, by: byName })
      .from(refunds)
      .leftJoin(user, eq(user.id, refunds.createdBy))
      .where(eq(refunds.orderId, order.id))
      .orderBy(asc(refunds.createdAt)),
    moneyOf(db, order),
  ]);
  const nameOf = new Map(items.map((item) => [item.id, item.productName]));
  const returned = new Map<number, number>();
  for (const { row } of returnRows)
    returned.set(row.orderItemId, (returned.get(row.orderItemId) ?? 0) + row.quantity);
  const base = toAdminOrder(loaded);
  return {
    ...base,
    history: history.map(({ row, by }) => ({
      from: row.fromStatus as OrderStatus | null,
      to: row.toStatus as OrderStatus,
      at: row.createdAt.toISOString(),
      by,
    })),
    notes: notes.map(({ row, by }) => ({ id: row.id, body: row.body, at: row.createdAt.toISOString(), by })),
    payments: paymentRows.map((p) => ({
      provider: p.provider,
      providerOrderId: p.providerOrderId,
      providerPaymentId: p.providerPaymentId,
      amount: p.amount,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
    shipment: shipmentOf(order).shipment ?? null,
    lines: items.map((item) => ({
      itemId: item.id,
      name: item.productName,
      quantity: item.quantity,
      returned: returned.get(item.id) ?? 0,
    })),
    returns: returnRows.map(({ row, by }) => ({
      itemId: row.orderItemId,
      name: nameOf.get(row.orderItemId) ?? '',
      quantity: row.quantity,
      amount: row.amount,
      reason: row.reason,
      restocked: row.restocked,
      at: row.createdAt.toISOString(),
      by,
    })),
    refunds: refundRows.map(({ row, by }) => ({
      amount: row.amount,
      note: row.note,
      provider: row.provider,
      providerRefundId: row.providerRefundId,
      at: row.createdAt.toISOString(),
      by,
    })),
    paid: money.paid,
    refundable: Math.max(money.paid - money.refunded, 0),
    refundState: refundState(money.paid, money.refunded),
    codToCollect: codToCollect({ ...base, paid: money.paid }),
  };
}

/** Orders with their lines, in the order the ids were given; unknown ids are left out. */
export async function loadOrdersWithItems(
  db: Db,
  ids: string[],
): Promise<Array<{ order: OrderRow; items: OrderItemRow[] }>> {
  if (ids.length === 0) return [];
  const [rows, items] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    selectItems(db, ids),
  ]);
  const byId = new Map(rows.map((order) => [order.id, order]));
  return ids.flatMap((id) => {
    const order = byId.get(id);
    return order ? [{ order, items: items.filter((item) => item.orderId === id) }] : [];
  });
}

/** One CSV row: a line item with its order, the units of it returned and the paise refunded on the order. */
export interface ExportLine {
  order: OrderRow;
  item: OrderItemRow;
  returned: number;
  refunded: number;
}

/**
 * The CSV's lines: orders newest first, `batchSize` at a time (keyset on created_at, id), one entry per
 * line item, with the units returned of it and the paise refunded on its order.
 */
export async function* linesForExport(
  db: Db,
  where: SQL | undefined,
  batchSize = 200,
): AsyncGenerator<ExportLine[]> {
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ order: orders, createdAtText: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(
        and(
          where,
          after && sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.order.id);
    const [items, returnRows, refundRows] = await Promise.all([
      selectItems(db, ids),
      db
        .select({
          itemId: orderReturns.orderItemId,
          units: sql<number>`sum(${orderReturns.quantity})`.mapWith(Number),
        })
        .from(orderReturns)
        .where(inArray(orderReturns.orderId, ids))
        .groupBy(orderReturns.orderItemId),
      db
        .select({ orderId: refunds.orderId, paise: sql<number>`sum(${refunds.amount})`.mapWith(Number) })
        .from(refunds)
        .where(inArray(refunds.orderId, ids))
        .groupBy(refunds.orderId),
    ]);
    const returned = new Map(returnRows.map((r) => [r.itemId, r.units]));
    const refunded = new Map(refundRows.map((r) => [r.orderId, r.paise]));
    yield rows.flatMap(({ order }) =>
      items
        .filter((item) => item.orderId === order.id)
        .map((item) => ({
          order,
          item,
          returned: returned.get(item.id) ?? 0,
          refunded: refunded.get(order.id) ?? 0,
        })),
    );
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAtText, id: last.order.id };
  }
}
