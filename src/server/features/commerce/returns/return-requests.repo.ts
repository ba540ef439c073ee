import { and, count, desc, eq, gte, inArray, isNull, max, or, type SQL } from 'drizzle-orm';
import type { ReturnRequest } from '#shared/orders/return-requests.schemas.ts';
import type { Db } from '../../../db/client.ts';
import { orderStatusHistory, orders, returnRequestPhotos, returnRequests } from '../../../db/schema/index.ts';

export type ReturnRequestRow = typeof returnRequests.$inferSelect;

/** When the order last became delivered (its status history), or null. */
export async function deliveredAt(db: Db, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'delivered')))
    .orderBy(desc(orderStatusHistory.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** The counts the rules are checked against, in the report's transaction (the order locked). */
export async function countsFor(db: Db, orderId: string, userId: string, since: Date) {
  const [forOrder] = await db
    .select({ all: count() })
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId));
  const [open] = await db
    .select({ n: count() })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.status, 'open')));
  const [today] = await db
    .select({ n: count() })
    .from(returnRequests)
    .where(and(eq(returnRequests.userId, userId), gte(returnRequests.createdAt, since)));
  return { forOrder: forOrder!.all, open: open!.n, buyerToday: today!.n };
}

/** Requests with their order number and buyer, newest first; `photoUrl` names each photo's address for the reader. */
export async function loadRequests(
  db: Db,
  where: SQL | undefined,
  photoUrl: (requestId: string, photoId: number) => string,
  limit = 200,
): Promise<Array<ReturnRequest & { customerName: string }>> {
  const rows = await db
    .select({ request: returnRequests, orderNumber: orders.orderNumber, customerName: orders.customerName })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(where)
    .orderBy(desc(returnRequests.createdAt))
    .limit(limit);
  const ids = rows.map((r) => r.request.id);
  const photos = ids.length
    ? await db
        .select({
          id: returnRequestPhotos.id,
          requestId: returnRequestPhotos.requestId,
          width: returnRequestPhotos.width,
          height: returnRequestPhotos.height,
        })
        .from(returnRequestPhotos)
        .where(inArray(returnRequestPhotos.requestId, ids))
        .orderBy(returnRequestPhotos.requestId, returnRequestPhotos.position)
    : [];
  return rows.map(({ request, orderNumber, customerName }) => ({
    id: request.id,
    orderId: request.orderId,
    orderNumber,
    customerName,
    reason: request.reason,
    asked: request.asked,
    description: request.description,
    status: request.status,
    declineReason: request.declineReason,
    refundAmount: request.refundAmount,
    photos: photos
      .filter((p) => p.requestId === request.id)
      .map((p) => ({ id: p.id, url: photoUrl(request.id, p.id), width: p.width, height: p.height })),
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
  }));
}

/** One photo's bytes with its request's order and buyer (who may read it is the caller's check). */
export async function loadPhoto(db: Db, requestId: string, photoId: number) {
  const [row] = await db
    .select({
      bytes: returnRequestPhotos.bytes,
      contentType: returnRequestPhotos.contentType,
      userId: returnRequests.userId,
      orderUserId: orders.userId,
      customerEmail: orders.customerEmail,
    })
    .from(returnRequestPhotos)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestPhotos.requestId))
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(and(eq(returnRequestPhotos.id, photoId), eq(returnRequestPhotos.requestId, requestId)));
  return row;
}

/** The buyer's delivered orders (theirs, or guest orders under their verified email) delivered since `since`. */
export async function deliveredSince(
  db: Db,
  buyer: { id: string; email: string; emailVerified: boolean },
  since: Date,
): Promise<Array<{ orderId: string; deliveredAt: Date }>> {
  const mine = buyer.emailVerified
    ? or(
        eq(orders.userId, buyer.id),
        and(isNull(orders.userId), eq(orders.customerEmail, buyer.email.toLowerCase())),
      )
    : eq(orders.userId, buyer.id);
  const rows = await db
    .select({ orderId: orders.id, deliveredAt: max(orderStatusHistory.createdAt) })
    .from(orders)
    .innerJoin(orderStatusHistory, eq(orderStatusHistory.orderId, orders.id))
    .where(
      and(
        mine,
        eq(orders.status, 'delivered'),
        eq(orderStatusHistory.toStatus, 'delivered'),
        gte(orderStatusHistory.createdAt, since),
      ),
    )
    .groupBy(orders.id);
  return rows.flatMap((r) => (r.deliveredAt ? [{ orderId: r.orderId, deliveredAt: r.deliveredAt }] : []));
}
