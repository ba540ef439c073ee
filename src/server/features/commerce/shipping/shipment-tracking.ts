import { eq } from 'drizzle-orm';
import { type OrderStatus, STANDING_STATUSES } from '#shared/constants/order-status.ts';
import type { ShipmentStatus } from '#shared/shipping/shipping.ts';
import { orders } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/uuid.ts';
import { transitionOrder } from '../order-status.ts';
import { orderNotFound } from '../orders.service.ts';
import type { TrackingUpdate } from './providers/shipping-provider.ts';
import { ShippingProviderError } from './providers/shipping-provider.ts';
import { liveShipmentOf, recordEvent, shipmentByAwb, updateShipment } from './shipments.repo.ts';
import type { ShipmentsDeps } from './shipments.service.ts';

/** What a tracking update did: no parcel has its AWB, it was heard before, recorded, or it moved the order too. */
export type TrackingOutcome = 'unknown' | 'repeat' | 'recorded' | 'moved';

/** The order status a parcel's status leads to; the others (NDR, RTO, cancelled) stay on the parcel. */
const ORDER_STEP: Partial<Record<ShipmentStatus, OrderStatus>> = {
  shipped: 'shipped',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
};
/** Tracking moves an order only forward along these; a cancelled, returned or unpaid order stays as it is. */
const FORWARD = STANDING_STATUSES;

/** Where each parcel status stands on its way; a late update of an earlier stand changes nothing. */
const PARCEL_RANK: Record<ShipmentStatus, number> = {
  new: 0,
  created: 1,
  awb_assigned: 2,
  pickup_scheduled: 3,
  shipped: 4,
  out_for_delivery: 5,
  delivery_failed: 5,
  delivered: 6,
  rto_initiated: 7,
  rto_delivered: 8,
  cancelled: 9,
};
const FINAL: ReadonlySet<ShipmentStatus> = new Set(['delivered', 'rto_delivered', 'cancelled']);

/** The parcel's next status for an update, or null when it stays (final, or the update is behind it). */
export function nextParcelStatus(
  current: ShipmentStatus,
  update: ShipmentStatus | null,
): ShipmentStatus | null {
  if (!update || update === current || FINAL.has(current)) return null;
  const ahead = PARCEL_RANK[update] > PARCEL_RANK[current];
  // Out for delivery again after a failed attempt (or failed again): the same stand, the newer word.
  const sameStand = PARCEL_RANK[update] === PARCEL_RANK[current];
  return ahead || sameStand ? update : null;
}

/**
 * Tracking drives the order (issue 43 point 3, decision 065): each update of a parcel is recorded once; the
 * parcel's status follows it forward; shipped, out for delivery and delivered move the order through the status
 * writer, which mails and messages the buyer as for the admin's change.
 */
export class ShipmentTracking {
  constructor(private readonly deps: ShipmentsDeps) {}

  async apply(update: TrackingUpdate): Promise<TrackingOutcome> {
    const { db, mailer, now } = this.deps;
    const template = await mailer.templateContext();
    const outcome = await db.transaction(async (tx): Promise<TrackingOutcome> => {
      const found = await shipmentByAwb(tx, update.awb);
      if (!found) return 'unknown';
      // The order's row first, then the parcel's, as the booking takes them.
      const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
      const shipment = (await shipmentByAwb(tx, update.awb, true))!;
      const at = now();
      if (!(await recordEvent(tx, shipment.id, update, at))) return 'repeat';
      const next = nextParcelStatus(shipment.status as ShipmentStatus, update.status);
      if (next || (!shipment.courierName && update.courierName))
        await updateShipment(
          tx,
          shipment.id,
          { ...(next ? { status: next } : {}), courierName: shipment.courierName ?? update.courierName },
          at,
        );
      const target = next ? ORDER_STEP[next] : undefined;
      if (!target) return 'recorded';
      const from = FORWARD.indexOf(order!.status as OrderStatus);
      if (from < 0 || from >= FORWARD.indexOf(target)) return 'recorded';
      await transitionOrder(tx, order!, target, { reason: 'courier', by: null, now: at, mailer, template });
      return 'moved';
    });
    if (outcome === 'moved') mailer.nudge();
    return outcome;
  }

  /** The polling fallback: reads the parcel's tracking by its AWB and applies each step, oldest first. */
  async refresh(orderId: string): Promise<TrackingOutcome[]> {
    const provider = this.deps.setup.provider;
    if (!isUuid(orderId)) throw orderNotFound();
    const shipment = await liveShipmentOf(this.deps.db, orderId.toLowerCase());
    if (!provider || !shipment?.awb)
      throw new AppError('CONFLICT', 'This order has no booked parcel to track.');
    let updates: TrackingUpdate[];
    try {
      updates = await provider.track(shipment.awb);
    } catch (error) {
      if (error instanceof ShippingProviderError) throw new AppError('GATEWAY_FAILED', error.message);
      throw error;
    }
    const outcomes: TrackingOutcome[] = [];
    for (const update of updates) outcomes.push(await this.apply(update));
    return outcomes;
  }
}
