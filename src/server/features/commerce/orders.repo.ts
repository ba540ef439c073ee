import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type GiftRecipient, recipientOfRow } from '#shared/orders/gift.ts';
import type { Shipment } from '#shared/orders/order.schemas.ts';
import {
  currentLocation,
  estimateDelivery,
  type OrderCustomer,
  type OrderDetail,
  type OrderLine,
  type OrderStatus,
  type OrderSummary,
  orderStatusLabel,
  type PaymentMethod,
  type RecentOrder,
  type StatusDates,
  type TrackingResult,
  trackingTimeline,
} from '#shared/orders/order.ts';
import {
  type AdminOrder,
  type AdminOrderFilter,
  indiaDayEnd,
  indiaDayStart,
  nextStatuses,
  type OrderGroup,
  orderGroupOf,
  phoneDigits,
} from '#shared/orders/order-admin.ts';
import { courierTrackingUrl } from '#shared/shipping/shipping.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orderStatusHistory, orders, user } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;

/** An order with everything its pages show. */
export interface LoadedOrder {
  order: OrderRow;
  items: OrderItemRow[];
  history: HistoryRow[];
}

export async function selectOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function loadOrder(db: Db, id: string): Promise<LoadedOrder | undefined> {
  const order = await selectOrder(db, id);
  if (!order) return undefined;
  const [items, history] = await Promise.all([selectItems(db, [id]), selectHistory(db, [id])]);
  return { order, items, history };
}

export async function loadOrderByNumber(db: Db, orderNumber: string): Promise<LoadedOrder | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) return undefined;
  const history = await selectHistory(db, [order.id]);
  return { order, items: [], history };
}

export function selectItems(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

export function selectHistory(db: Db, orderIds: string[]): Promise<HistoryRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** The orders of a user: theirs by id, and guest orders placed with their verified email. */
function ownedBy(user: { id: string; email: string; emailVerified: boolean }): SQL {
  return user.emailVerified
    ? or(
        eq(orders.userId, user.id),
        and(isNull(orders.userId), eq(orders.customerEmail, user.email.toLowerCase())),
      )!
    : eq(orders.userId, user.id);
}

export async function listUserOrders(
  db: Db,
  user: { id: string; email: string; emailVerified: boolean },
  page: { page: number; limit: number },
): Promise<{ items: LoadedOrder[]; total: number }> {
  const where = ownedBy(user);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items: await withLines(db, rows), total: counted?.n ?? 0 };
}

export async function listRecentUserOrders(
  db: Db,
  user: { id: string; email: string; emailVerified: boolean },
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(ownedBy(user))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** Statuses per admin tab (docs/product.md §4.6 groups). */
const GROUP_WHERE: Record<OrderGroup, SQL> = {
  new: notInArray(orders.status, ['delivered', 'cancelled', 'returned']),
  delivered: eq(orders.status, 'delivered'),
  cancelled: inArray(orders.status, ['cancelled', 'returned']),
};

/** Something typed to find one phone number: digits with the usual separators, at least 3 digits. */
const PHONE_LIKE = /^[\d\s+()-]+$/;

/**
 * Which orders the admin's list covers: with no filter, those created since `since` (the 3-month
 * window); else the whole history narrowed by the search (number, name, email, phone digits), the
 * India-day range and one customer's email (the order's email or the buyer account's).
 */
export function adminOrdersWhere(filter: AdminOrderFilter, since: Date | null): SQL | undefined {
  const conditions: SQL[] = [];
  if (since) conditions.push(gte(orders.createdAt, since));
  if (filter.from) conditions.push(gte(orders.createdAt, indiaDayStart(filter.from)));
  if (filter.to) conditions.push(lt(orders.createdAt, indiaDayEnd(filter.to)));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const keys = [
      ilike(orders.orderNumber, pattern),
      ilike(orders.customerName, pattern),
      ilike(orders.customerEmail, pattern),
    ];
    const digits = phoneDigits(filter.q);
    if (PHONE_LIKE.test(filter.q) && digits.length >= 3) {
      keys.push(
        sql`regexp_replace(${orders.customerPhone}, '[^0-9]', '', 'g') like ${containsPattern(digits)}`,
      );
    }
    conditions.push(or(...keys)!);
  }
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.email) {
    conditions.push(
      or(
        eq(orders.customerEmail, filter.email),
        inArray(
          orders.userId,
          sql`(select ${user.id} from ${user} where lower(${user.email}) = ${filter.email})`,
        ),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Admin list: one tab's orders under `where`, newest first, a page at a time, with their lines; and
 * every tab's count under the same `where` for the labels. The window is served by
 * orders_created_at_idx (range + order).
 */
export async function listAdminOrders(
  db: Db,
  query: { group: OrderGroup; where: SQL | undefined; page: number; limit: number },
): Promise<{ items: Array<{ order: OrderRow; items: OrderItemRow[] }>; groups: Record<OrderGroup, number> }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(query.where, GROUP_WHERE[query.group]))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({
        all: count(),
        delivered: sql<number>`count(*) filter (where ${GROUP_WHERE.delivered})`.mapWith(Number),
        cancelled: sql<number>`count(*) filter (where ${GROUP_WHERE.cancelled})`.mapWith(Number),
      })
      .from(orders)
      .where(query.where),
  ]);
  const lines = await selectItems(
    db,
    rows.map((r) => r.id),
  );
  const all = counted?.all ?? 0;
  const delivered = counted?.delivered ?? 0;
  const cancelled = counted?.cancelled ?? 0;
  return {
    items: rows.map((order) => ({ order, items: lines.filter((i) => i.orderId === order.id) })),
    groups: { new: all - delivered - cancelled, delivered, cancelled },
  };
}

async function withLines(db: Db, rows: OrderRow[]): Promise<LoadedOrder[]> {
  const ids = rows.map((r) => r.id);
  const [items, history] = await Promise.all([selectItems(db, ids), selectHistory(db, ids)]);
  return rows.map((order) => ({
    order,
    items: items.filter((i) => i.orderId === order.id),
    history: history.filter((h) => h.orderId === order.id),
  }));
}

// --- mapping to the contract ---

export function toOrderLine(item: OrderItemRow): OrderLine {
  return {
    productId: item.productId,
    name: item.productName,
    ...(item.productNameHi ? { nameHi: item.productNameHi } : {}),
    variantId: item.variantId,
    ...(item.variantSku ? { sku: item.variantSku } : {}),
    ...(item.variantOptions ? { options: item.variantOptions } : {}),
    ...(item.variantOptionsHi ? { optionsHi: item.variantOptionsHi } : {}),
    ...(item.personalisation?.length
      ? { personalisation: item.personalisation, personalisationAddOn: item.personalisationAddOn }
      : {}),
    category: item.productCategory,
    catalogNumber: item.catalogNumber,
    image: item.productImage,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    totalPrice: item.totalPrice,
    discount: item.discount,
  };
}

export function toOrderCustomer(order: OrderRow): OrderCustomer {
  return {
    fullName: order.customerName,
    email: order.customerEmail,
    phone: order.customerPhone,
    address: order.deliveryAddress,
    city: order.city,
    state: order.state,
    pincode: order.pincode,
  };
}

/** The recipient of a gift sent to someone else, or null (decision 068). */
export const recipientOf = (order: OrderRow): GiftRecipient | null => recipientOfRow(order);

/** Where the parcel goes (slip, courier): the gift's recipient, else the buyer (decision 068). */
export function shipToOf(order: OrderRow): GiftRecipient {
  return recipientOf(order) ?? toOrderCustomer(order);
}

/** The order's note, gift and gift wrap as its answers carry them (decision 068). */
export function noteAndGiftOf(order: OrderRow) {
  return {
    orderNote: order.orderNote,
    gift: order.isGift
      ? {
          message: order.giftMessage,
          wrap: order.giftWrapFee > 0,
          slip: order.giftSlip,
          recipient: recipientOf(order),
        }
      : null,
    giftWrapFee: order.giftWrapFee,
  };
}

/**
 * The courier's hand-over, when the order shipped with one (left out of the answer otherwise); without a link
 * of its own, the common courier's tracking page for the AWB (decision 065).
 */
export function shipmentOf(order: OrderRow): { shipment?: Shipment } {
  return order.courier && order.trackingNumber
    ? {
        shipment: {
          courier: order.courier,
          trackingNumber: order.trackingNumber,
          trackingUrl: order.trackingUrl ?? courierTrackingUrl(order.courier, order.trackingNumber),
        },
      }
    : {};
}

/** When the order reached each status (the latest time, if it came back to one). */
export function statusDates(history: HistoryRow[]): StatusDates {
  const dates: StatusDates = {};
  for (const h of history) dates[h.toStatus as OrderStatus] = h.createdAt.toISOString();
  return dates;
}

/**
 * The window promised at checkout (decision 039) while the order is on its way; the day it went out once out
 * for delivery; orders placed before the window was stored keep the old 5–7 business days.
 */
function estimatedDeliveryOf(order: OrderRow, status: OrderStatus, dates: ReturnType<typeof statusDates>) {
  const estimate = estimateDelivery(
    order.orderDate.toISOString(),
    status,
    dates[status] ?? order.updatedAt.toISOString(),
  );
  if (!estimate || status === 'out_for_delivery' || !order.deliveryFrom || !order.deliveryTo) return estimate;
  return { from: order.deliveryFrom, to: order.deliveryTo };
}

/** The dates promised at checkout, when the order has them (decision 070). */
const promiseOf = (order: OrderRow) =>
  order.deliveryFrom && order.deliveryTo
    ? { dispatchBy: order.dispatchBy, from: order.deliveryFrom, to: order.deliveryTo }
    : null;

export function toOrderSummary({ order, items, history }: LoadedOrder): OrderSummary {
  const status = order.status as OrderStatus;
  const orderDate = order.orderDate.toISOString();
  const dates = statusDates(history);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status,
    statusLabel: orderStatusLabel(status),
    paymentMethod: order.paymentMethod as PaymentMethod,
    customer: toOrderCustomer(order),
    items: items.map(toOrderLine),
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    discount: order.discountAmount,
    couponCode: order.couponCode,
    zoneFee: order.zoneFee,
    codFee: order.codFee,
    roundOff: order.roundOff,
    shippingZone: order.shippingZone,
    ...noteAndGiftOf(order),
    total: order.totalAmount,
    orderDate,
    updatedAt: order.updatedAt.toISOString(),
    timeline: trackingTimeline(status, orderDate, dates, promiseOf(order)),
    estimatedDelivery: estimatedDeliveryOf(order, status, dates),
    ...shipmentOf(order),
  };
}

/** The order's page; with `accessToken` (issued by OrderTokens) for the buyer's own answers. */
export function toOrderDetail(loaded: LoadedOrder, opts: { accessToken?: string } = {}): OrderDetail {
  return {
    ...toOrderSummary(loaded),
    ...(opts.accessToken ? { accessToken: opts.accessToken } : {}),
    ...(loaded.order.status === 'awaiting_confirmation' && loaded.order.codConfirmBy
      ? { confirmBy: loaded.order.codConfirmBy.toISOString() }
      : {}),
  };
}

export function toRecentOrder(order: OrderRow): RecentOrder {
  const status = order.status as OrderStatus;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status,
    statusLabel: orderStatusLabel(status),
    total: order.totalAmount,
    createdAt: order.createdAt.toISOString(),
  };
}

/** The public view: status, dates and timeline; nothing that names or locates the customer. */
export function toTrackingResult({ order, history }: LoadedOrder): TrackingResult {
  const status = order.status as OrderStatus;
  const orderDate = order.orderDate.toISOString();
  const dates = statusDates(history);
  return {
    orderNumber: order.orderNumber,
    status,
    statusLabel: orderStatusLabel(status),
    currentLocation: currentLocation(status),
    estimatedDelivery: estimatedDeliveryOf(order, status, dates),
    orderDate,
    timeline: trackingTimeline(status, orderDate, dates, promiseOf(order)),
    ...shipmentOf(order),
  };
}

/** The admin's view of an order: everything to fulfil it, and the dropdown's choices. */
export function toAdminOrder({ order, items }: { order: OrderRow; items: OrderItemRow[] }): AdminOrder {
  const status = order.status as OrderStatus;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status,
    statusLabel: orderStatusLabel(status),
    group: orderGroupOf(status),
    paymentMethod: order.paymentMethod as PaymentMethod,
    customer: toOrderCustomer(order),
    items: items.map(toOrderLine),
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    discount: order.discountAmount,
    couponCode: order.couponCode,
    zoneFee: order.zoneFee,
    codFee: order.codFee,
    roundOff: order.roundOff,
    shippingZone: order.shippingZone,
    ...noteAndGiftOf(order),
    total: order.totalAmount,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    nextStatuses: nextStatuses(status),
  };
}

/**
 * Account deletion (issue 22): the orders stay (tax records) but no longer name the person: no account,
 * name, email, phone, street, city or pincode. The state stays (place of supply on the invoice).
 */
export async function detachOrders(
  tx: Db,
  user: { id: string; email: string; emailVerified: boolean },
  at: Date,
): Promise<string[]> {
  const rows = await tx
    .update(orders)
    .set({
      userId: null,
      customerName: DETACHED_NAME,
      customerEmail: '',
      customerPhone: '',
      deliveryAddress: '',
      city: '',
      pincode: '',
      // The note and the gift name people too (decision 068).
      orderNote: null,
      giftMessage: null,
      recipientName: null,
      recipientPhone: null,
      recipientAddress: null,
      recipientCity: null,
      recipientState: null,
      recipientPincode: null,
      updatedAt: at,
    })
    .where(ownedBy(user))
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

const DETACHED_NAME = 'Deleted account';
