import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AdminShipment, ShippingSettings } from '#shared/shipping/shipping.schemas.ts';
import {
  type CourierRule,
  courierTrackingUrl,
  DEFAULT_SHIPPING_SETTINGS,
  type PackageDefaults,
  type ShipmentStatus,
  shiprocketTrackingUrl,
} from '#shared/shipping/shipping.ts';
import type { Db } from '../../../db/client.ts';
import { shipmentEvents, shipments, shippingSettings } from '../../../db/schema/index.ts';
import type { TrackingUpdate } from './providers/shipping-provider.ts';

export type ShipmentRow = typeof shipments.$inferSelect;

// --- settings ------------------------------------------------------------------------------------

export async function readShippingSettings(db: Db): Promise<PackageDefaults> {
  const [row] = await db.select().from(shippingSettings).where(eq(shippingSettings.id, 1));
  if (!row) return { ...DEFAULT_SHIPPING_SETTINGS };
  const { id: _id, updatedAt: _at, courierRule, ...rest } = row;
  return { ...rest, courierRule: courierRule as CourierRule };
}

export async function saveShippingSettings(db: Db, input: ShippingSettings, now: Date) {
  const values = { ...input, updatedAt: now };
  await db
    .insert(shippingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shippingSettings.id, set: values });
  return readShippingSettings(db);
}

// --- shipments -----------------------------------------------------------------------------------

/** The order's live (not cancelled) parcel, locked when `lock` (inside the caller's transaction). */
export async function liveShipmentOf(db: Db, orderId: string, lock = false): Promise<ShipmentRow | null> {
  const query = db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), ne(shipments.status, 'cancelled')));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function shipmentByAwb(db: Db, awb: string, lock = false): Promise<ShipmentRow | null> {
  const query = db.select().from(shipments).where(eq(shipments.awb, awb));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function liveShipmentsOf(db: Db, orderIds: string[]): Promise<ShipmentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.orderId, orderIds), ne(shipments.status, 'cancelled')));
}

export async function updateShipment(
  db: Db,
  id: string,
  values: Partial<typeof shipments.$inferInsert>,
  now: Date,
): Promise<ShipmentRow> {
  const [row] = await db
    .update(shipments)
    .set({ ...values, updatedAt: now })
    .where(eq(shipments.id, id))
    .returning();
  return row!;
}

/** Records a tracking update once (by status and time): false when it was recorded before. */
export async function recordEvent(
  db: Db,
  shipmentId: string,
  update: TrackingUpdate,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(shipmentEvents)
    .values({
      shipmentId,
      remoteStatusId: update.remoteStatusId,
      remoteStatus: update.remoteStatus,
      status: update.status,
      location: update.location,
      occurredAt: update.occurredAt,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: shipmentEvents.id });
  return inserted.length > 0;
}

/** The tracking page of a parcel: its courier's, else the aggregator's own for an AWB it booked. */
export function parcelTrackingUrl(courier: string | null, awb: string | null, viaAggregator: boolean) {
  if (!awb) return null;
  return courierTrackingUrl(courier ?? '', awb) ?? (viaAggregator ? shiprocketTrackingUrl(awb) : null);
}

export async function toAdminShipment(db: Db, row: ShipmentRow): Promise<AdminShipment> {
  const events = await db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, row.id))
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id));
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    provider: row.provider,
    status: row.status as ShipmentStatus,
    remoteOrderId: row.remoteOrderId,
    remoteShipmentId: row.remoteShipmentId,
    courierName: row.courierName,
    awb: row.awb,
    rate: row.rate,
    labelUrl: row.labelUrl,
    manifestUrl: row.manifestUrl,
    pickupScheduledFor: row.pickupScheduledFor,
    trackingUrl: parcelTrackingUrl(row.courierName, row.awb, true),
    lastError: row.lastError,
    events: events.map((e) => ({
      status: e.remoteStatus,
      location: e.location,
      occurredAt: e.occurredAt.toISOString(),
    })),
  };
}
