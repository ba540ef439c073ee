import type { ShipmentStatus } from '#shared/shipping/shipping.ts';
import type { TrackingUpdate } from './shipping-provider.ts';

/*
 * Shiprocket's tracking words (decision 065): its shipment statuses as Karigar reads them, its webhook's body and
 * its tracking answer's scans. Labels are read first (the webhook's `current_status_id` and `shipment_status_id`
 * number the same status differently); the ids of Shiprocket's status list are the fallback.
 */

/** Shiprocket's shipment status labels that mean something to Karigar, normalised (upper case, single spaces). */
const BY_LABEL: Record<string, ShipmentStatus> = {
  'PICKED UP': 'shipped',
  SHIPPED: 'shipped',
  'IN TRANSIT': 'shipped',
  'REACHED AT DESTINATION HUB': 'shipped',
  'OUT FOR DELIVERY': 'out_for_delivery',
  DELIVERED: 'delivered',
  UNDELIVERED: 'delivery_failed',
  'RTO INITIATED': 'rto_initiated',
  'RTO ACKNOWLEDGED': 'rto_initiated',
  'RTO IN TRANSIT': 'rto_initiated',
  'RTO DELIVERED': 'rto_delivered',
  CANCELED: 'cancelled',
  CANCELLED: 'cancelled',
};

/** The same by Shiprocket's shipment status id (its API's status list). */
const BY_ID: Record<number, ShipmentStatus> = {
  6: 'shipped',
  7: 'delivered',
  8: 'cancelled',
  9: 'rto_initiated',
  10: 'rto_delivered',
  14: 'rto_initiated',
  17: 'out_for_delivery',
  18: 'shipped',
  21: 'delivery_failed',
  38: 'shipped',
  42: 'shipped',
};

const normalise = (label: string) =>
  label
    .trim()
    .toUpperCase()
    .replace(/[_\s-]+/g, ' ');

/** What a Shiprocket status means to Karigar, by its label, else its shipment status id; null: nothing. */
export function shiprocketStatus(label: string, id: number | null): ShipmentStatus | null {
  return BY_LABEL[normalise(label)] ?? (id === null ? null : (BY_ID[id] ?? null));
}

const IST_OFFSET = '+05:30';

/**
 * Shiprocket's times are India's, written '23 05 2023 11:43:52' (the webhook's current_timestamp) or
 * '2023-05-23 11:43:52' (its scans and dates); null when neither.
 */
export function shiprocketTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const dayFirst = /^(\d{2})[ -/](\d{2})[ -/](\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const yearFirst = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const parts = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5], dayFirst[6]]
    : yearFirst
      ? yearFirst.slice(1)
      : null;
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}${IST_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;
const integer = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

/**
 * Shiprocket's tracking webhook body (`awb`, `current_status`, `current_status_id`, `shipment_status`,
 * `shipment_status_id`, `current_timestamp`, `order_id` = our order number, `sr_order_id`, `courier_name`,
 * `scans`): the one update it reports, or null when the body is not one (no AWB or no status).
 */
export function parseShiprocketWebhook(
  body: unknown,
  receivedAt: Date,
): (TrackingUpdate & { orderNumber: string | null }) | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const awb = text(b.awb);
  const label = text(b.current_status) ?? text(b.shipment_status);
  if (!awb || !label) return null;
  const scans = Array.isArray(b.scans) ? (b.scans as Array<Record<string, unknown>>) : [];
  const lastScan = scans.at(-1);
  return {
    awb,
    orderNumber: text(b.order_id),
    remoteStatusId: integer(b.shipment_status_id),
    remoteStatus: normalise(label),
    status: shiprocketStatus(label, integer(b.shipment_status_id)),
    occurredAt: shiprocketTime(b.current_timestamp) ?? receivedAt,
    location: text(lastScan?.location),
    courierName: text(b.courier_name),
  };
}

/**
 * `GET /courier/track/awb/{awb}`'s `tracking_data.shipment_track_activities` (newest first, each with `date`,
 * `activity`, `location`, `sr-status` and `sr-status-label`) as updates, oldest first.
 */
export function parseShiprocketTracking(body: unknown, awb: string): TrackingUpdate[] {
  const data = (body as { tracking_data?: Record<string, unknown> } | null)?.tracking_data;
  const activities = Array.isArray(data?.shipment_track_activities)
    ? (data.shipment_track_activities as Array<Record<string, unknown>>)
    : [];
  const track = Array.isArray(data?.shipment_track)
    ? (data.shipment_track as Array<Record<string, unknown>>)[0]
    : undefined;
  const courierName = text(track?.courier_name);
  return activities
    .flatMap((activity) => {
      const label = text(activity['sr-status-label']) ?? text(activity.activity);
      const occurredAt = shiprocketTime(activity.date);
      if (!label || !occurredAt) return [];
      const id = integer(activity['sr-status']);
      return [
        {
          awb,
          remoteStatusId: id,
          remoteStatus: normalise(label),
          status: shiprocketStatus(label, id),
          occurredAt,
          location: text(activity.location),
          courierName,
        },
      ];
    })
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}
