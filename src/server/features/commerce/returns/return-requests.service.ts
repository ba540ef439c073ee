import { and, eq, inArray } from 'drizzle-orm';
import {
  type AcceptReturnInput,
  type AdminReturnRequest,
  type DeclineReturnInput,
  RETURN_MESSAGES as M,
  type MyOrderProblem,
  type MyReturnRequests,
  RETURN_LIMITS,
  RETURN_REASON_LABELS,
  type ReturnRequest,
  type ReturnRequestFields,
  reportableUntil,
  windowCloses,
} from '#shared/orders/return-requests.schemas.ts';
import type { Db } from '../../../db/client.ts';
import { orders, returnRequestPhotos, returnRequests } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/uuid.ts';
import {
  orderForMail,
  returnAcceptedEmail,
  returnDeclinedEmail,
  returnReportedEmail,
  storeReturnReportedEmail,
} from '../../mail/templates/index.ts';
import { readReturnWindow } from '../../settings/settings.service.ts';
import type { PrivatePhoto } from '../../uploads/uploads.service.ts';
import type { OrderMailer } from '../order-effects.ts';
import type { OrderOperations } from '../order-operations.ts';
import { loadOrder, type OrderRow, selectItems } from '../orders.repo.ts';
import { type Buyer, isBuyerOf, orderNotFound } from '../orders.service.ts';
import { countsFor, deliveredAt, deliveredSince, loadPhoto, loadRequests } from './return-requests.repo.ts';

const DAY_MS = 86_400_000;

export interface ReturnRequestsDeps {
  db: Db;
  mailer: OrderMailer;
  operations: OrderOperations;
  now: () => Date;
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });
const requestNotFound = () => new AppError('NOT_FOUND', M.requestNotFound);

export const buyerPhotoUrl = (requestId: string, photoId: number) =>
  `/api/me/return-requests/${requestId}/photos/${photoId}`;
export const teamPhotoUrl = (requestId: string, photoId: number) =>
  `/api/admin/return-requests/${requestId}/photos/${photoId}`;

/**
 * "Report a problem" (issue 46 point 6, decision 084): the buyer reports a delivered order's problem inside the
 * owner's windows; the team accepts it (a refund through OrderOperations.refund, the order's one refund path) or
 * declines it with a reason. Every rule is checked with the order locked, the counts read from the database.
 */
export class ReturnRequests {
  constructor(private readonly deps: ReturnRequestsDeps) {}

  /** The buyer's report with its photos (already checked and re-encoded); mails the buyer and the shop. */
  async report(
    orderId: string,
    buyer: Buyer,
    fields: ReturnRequestFields,
    photos: PrivatePhoto[],
  ): Promise<ReturnRequest> {
    if (!isUuid(orderId)) throw orderNotFound();
    const { db, mailer } = this.deps;
    const template = await mailer.templateContext();
    const window = await readReturnWindow(db);
    const id = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, orderId.toLowerCase()))
        .for('update');
      if (!order || !isBuyerOf(order, buyer)) throw orderNotFound();
      if (order.status !== 'delivered') throw invalid('order', M.notDelivered);
      const now = this.deps.now();
      const delivered = await deliveredAt(tx, order.id);
      if (!delivered || now > windowCloses(delivered, window)) throw invalid('order', M.windowClosed);
      if (now > reportableUntil(fields.reason, delivered, window)) {
        throw invalid('reason', M.damageWindowClosed(window.damageHours));
      }
      const counts = await countsFor(tx, order.id, buyer.id, new Date(now.getTime() - DAY_MS));
      if (counts.open > 0) throw invalid('order', M.alreadyOpen);
      if (counts.forOrder >= RETURN_LIMITS.perOrder) throw invalid('order', M.tooManyForOrder);
      if (counts.buyerToday >= RETURN_LIMITS.perBuyerPerDay) throw invalid('order', M.tooManyToday);
      if (fields.reason === 'damaged' && photos.length === 0) throw invalid('photos', M.photoNeeded);

      const [request] = await tx
        .insert(returnRequests)
        .values({ orderId: order.id, userId: buyer.id, ...fields, createdAt: now })
        .returning({ id: returnRequests.id });
      if (photos.length > 0) {
        await tx.insert(returnRequestPhotos).values(
          photos.map((photo, position) => ({
            requestId: request!.id,
            position,
            contentType: photo.contentType,
            width: photo.width,
            height: photo.height,
            bytes: photo.bytes,
          })),
        );
      }
      await this.mailReported(tx, order, { ...fields, photos: photos.length }, template);
      return request!.id;
    });
    mailer.nudge();
    return (await this.load(eq(returnRequests.id, id), buyerPhotoUrl))[0]!;
  }

  private async mailReported(
    tx: Db,
    order: OrderRow,
    request: ReturnRequestFields & { photos: number },
    template: Awaited<ReturnType<OrderMailer['templateContext']>>,
  ) {
    const items = await selectItems(tx, [order.id]);
    const forMail = orderForMail(order, items, template.orderAccessToken(order.id));
    await this.deps.mailer.enqueue(
      tx,
      returnReportedEmail({ order: forMail, request }, template.settings, template.publicUrl),
    );
    await this.deps.mailer.enqueue(
      tx,
      storeReturnReportedEmail(
        { orderNumber: order.orderNumber, customerName: order.customerName, request },
        {
          settings: template.settings,
          publicUrl: template.publicUrl,
          notifyTo: template.orderNotificationEmail,
        },
      ),
    );
  }

  /** The order's problem as its buyer sees it: the windows, whether a report may be made now, and its requests. */
  async forBuyer(orderId: string, buyer: Buyer): Promise<MyOrderProblem> {
    if (!isUuid(orderId)) throw orderNotFound();
    const { db } = this.deps;
    const loaded = await loadOrder(db, orderId.toLowerCase());
    if (!loaded || !isBuyerOf(loaded.order, buyer)) throw orderNotFound();
    const requests = await this.load(eq(returnRequests.orderId, loaded.order.id), buyerPhotoUrl);
    const delivered = loaded.order.status === 'delivered' ? await deliveredAt(db, loaded.order.id) : null;
    if (!delivered) return { deliveredAt: null, damageUntil: null, until: null, canReport: false, requests };
    const window = await readReturnWindow(db);
    const until = windowCloses(delivered, window);
    const canReport =
      this.deps.now() <= until &&
      requests.length < RETURN_LIMITS.perOrder &&
      !requests.some((r) => r.status === 'open');
    return {
      deliveredAt: delivered.toISOString(),
      damageUntil: reportableUntil('damaged', delivered, window).toISOString(),
      until: until.toISOString(),
      canReport,
      requests,
    };
  }

  /**
   * The buyer's own requests, newest first, and the delivered orders they may report now with each window's end
   * (My Orders shows a report's state, or 'Report a problem', on the order's card).
   */
  async mine(buyer: Buyer): Promise<MyReturnRequests> {
    const { db } = this.deps;
    const items = await this.load(eq(returnRequests.userId, buyer.id), buyerPhotoUrl);
    const window = await readReturnWindow(db);
    const now = this.deps.now();
    const longest = windowCloses(new Date(0), window).getTime();
    const delivered = await deliveredSince(db, buyer, new Date(now.getTime() - longest));
    const reportable = delivered
      .filter(({ orderId }) => {
        const its = items.filter((r) => r.orderId === orderId);
        return its.length < RETURN_LIMITS.perOrder && !its.some((r) => r.status === 'open');
      })
      .map(({ orderId, deliveredAt }) => ({
        orderId,
        damageUntil: reportableUntil('damaged', deliveredAt, window).toISOString(),
        until: windowCloses(deliveredAt, window).toISOString(),
      }));
    return { items, reportable };
  }

  /** The team's list: open ones (Orders → Problems reported), or one order's. */
  async forTeam(filter: { status?: 'open'; orderId?: string }): Promise<AdminReturnRequest[]> {
    if (filter.orderId !== undefined && !isUuid(filter.orderId)) throw orderNotFound();
    const where = and(
      filter.status ? eq(returnRequests.status, filter.status) : undefined,
      filter.orderId ? eq(returnRequests.orderId, filter.orderId.toLowerCase()) : undefined,
    );
    return this.load(where, teamPhotoUrl);
  }

  /** A photo's bytes for its buyer (`buyer` given) or the team; 404 for anyone else. */
  async photo(requestId: string, photoId: number, buyer: Buyer | null) {
    if (!isUuid(requestId)) throw requestNotFound();
    const row = await loadPhoto(this.deps.db, requestId.toLowerCase(), photoId);
    if (!row) throw requestNotFound();
    if (buyer && !isBuyerOf({ userId: row.orderUserId, customerEmail: row.customerEmail }, buyer)) {
      throw requestNotFound();
    }
    return { bytes: Buffer.from(row.bytes), contentType: row.contentType };
  }

  /**
   * Accepts an open request; with `refundAmount`, refunds it through the order's own refund (gateway or by hand,
   * its credit note and refund mail). The request is taken first, so two accepts never refund twice; a refused
   * refund gives it back open and answers the refund's own error.
   */
  async accept(id: string, input: AcceptReturnInput, by: string): Promise<AdminReturnRequest> {
    const request = await this.decide(id, {
      status: 'accepted',
      refundAmount: input.refundAmount ?? null,
      by,
    });
    if (input.refundAmount) {
      try {
        await this.deps.operations.refund(
          request.orderId,
          { amount: input.refundAmount, note: `Problem reported: ${RETURN_REASON_LABELS[request.reason]}` },
          by,
        );
      } catch (error) {
        await this.deps.db
          .update(returnRequests)
          .set({ status: 'open', refundAmount: null, decidedBy: null, decidedAt: null })
          .where(eq(returnRequests.id, request.id));
        // The refund's own 400 names its `amount`; here the field is `refundAmount`.
        if (error instanceof AppError && error.fields?.amount)
          throw invalid('refundAmount', error.fields.amount);
        throw error;
      }
    }
    await this.mailBuyer(request.orderId, (order, template) =>
      returnAcceptedEmail(
        { order, refundAmount: input.refundAmount ?? null },
        template.settings,
        template.publicUrl,
      ),
    );
    return (await this.load(eq(returnRequests.id, request.id), teamPhotoUrl))[0]!;
  }

  /** Declines an open request with the reason the buyer is shown and mailed. */
  async decline(id: string, input: DeclineReturnInput, by: string): Promise<AdminReturnRequest> {
    const request = await this.decide(id, { status: 'declined', declineReason: input.reason, by });
    await this.mailBuyer(request.orderId, (order, template) =>
      returnDeclinedEmail({ order, reason: input.reason }, template.settings, template.publicUrl),
    );
    return (await this.load(eq(returnRequests.id, request.id), teamPhotoUrl))[0]!;
  }

  /** Takes an open request to its decision in one statement: 404 unknown, 409 when answered already. */
  private async decide(
    id: string,
    change: {
      status: 'accepted' | 'declined';
      refundAmount?: number | null;
      declineReason?: string;
      by: string;
    },
  ) {
    if (!isUuid(id)) throw requestNotFound();
    const { db } = this.deps;
    const [taken] = await db
      .update(returnRequests)
      .set({
        status: change.status,
        refundAmount: change.refundAmount ?? null,
        declineReason: change.declineReason ?? null,
        decidedBy: change.by,
        decidedAt: this.deps.now(),
      })
      .where(and(eq(returnRequests.id, id.toLowerCase()), eq(returnRequests.status, 'open')))
      .returning();
    if (taken) return taken;
    const [exists] = await db
      .select({ id: returnRequests.id })
      .from(returnRequests)
      .where(eq(returnRequests.id, id.toLowerCase()));
    throw exists ? new AppError('CONFLICT', M.alreadyDecided) : requestNotFound();
  }

  private async mailBuyer(
    orderId: string,
    mail: (
      order: ReturnType<typeof orderForMail>,
      template: Awaited<ReturnType<OrderMailer['templateContext']>>,
    ) => Parameters<OrderMailer['enqueue']>[1],
  ) {
    const { db, mailer } = this.deps;
    const template = await mailer.templateContext();
    const loaded = await loadOrder(db, orderId);
    if (!loaded) return;
    await mailer.enqueue(
      db,
      mail(orderForMail(loaded.order, loaded.items, template.orderAccessToken(orderId)), template),
    );
    mailer.nudge();
  }

  private load(where: Parameters<typeof loadRequests>[1], photoUrl: typeof buyerPhotoUrl) {
    return loadRequests(this.deps.db, where, photoUrl);
  }
}

/**
 * Privacy (decision 034): the person's problem reports with their photos are exported; deleting the account
 * deletes them (the refunds and credit notes they led to stay with the order, kept for the tax law).
 */
export const returnRequestsPersonalData = {
  owner: 'commerce',
  tables: ['return_requests', 'return_request_photos'],
  exportFor: async (db: Db, person: Buyer) => {
    const requests = await loadRequests(db, eq(returnRequests.userId, person.id), buyerPhotoUrl);
    const photos = requests.length
      ? await db
          .select({
            requestId: returnRequestPhotos.requestId,
            contentType: returnRequestPhotos.contentType,
            bytes: returnRequestPhotos.bytes,
          })
          .from(returnRequestPhotos)
          .where(
            inArray(
              returnRequestPhotos.requestId,
              requests.map((r) => r.id),
            ),
          )
          .orderBy(returnRequestPhotos.requestId, returnRequestPhotos.position)
      : [];
    return {
      problemReports: requests.map(({ customerName: _name, photos: _urls, ...request }) => ({
        ...request,
        photos: photos
          .filter((p) => p.requestId === request.id)
          .map((p) => `data:${p.contentType};base64,${Buffer.from(p.bytes).toString('base64')}`),
      })),
    };
  },
  forget: async (tx: Db, person: Buyer) => {
    await tx.delete(returnRequests).where(eq(returnRequests.userId, person.id));
  },
};
