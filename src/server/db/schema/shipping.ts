import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './commerce.ts';

/*
 * Shipping (issue 43, decision 065): parcels booked through an aggregator (Shiprocket), what its tracking said,
 * and the shop's pickup and package defaults. Owned by commerce (commerce/shipping); the order's status still
 * moves only through transitionOrder.
 */

/**
 * One parcel of an order booked with an aggregator. Karigar's own idempotency: the row is written before the
 * aggregator is asked to create anything, `create_sent_at` before each create, and the remote ids as soon as
 * they are answered, so a retry after a lost answer looks the remote order up by our order number instead of
 * creating a second one.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Our order number: the aggregator's channel order id, by which a lost create is found again. */
    orderNumber: text('order_number').notNull(),
    provider: text('provider').notNull(),
    /** SHIPMENT_STATUSES (src/shared/shipping/shipping.ts). */
    status: text('status').notNull().default('new'),
    /** The aggregator's order and shipment ids, stored the moment they are answered. */
    remoteOrderId: text('remote_order_id'),
    remoteShipmentId: text('remote_shipment_id'),
    /** When a create was last sent: set with no remote id, the answer was lost and the next try reconciles. */
    createSentAt: timestamp('create_sent_at', { withTimezone: true }),
    /** A booking in progress holds the row until then; another one waits (409) rather than booking twice. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    courierId: text('courier_id'),
    courierName: text('courier_name'),
    awb: text('awb'),
    /** paise: the courier's rate the owner's rule picked (the freight, COD charges included). */
    rate: integer('rate'),
    labelUrl: text('label_url'),
    manifestUrl: text('manifest_url'),
    /** The pickup date the aggregator answered ('YYYY-MM-DD …' as it gives it). */
    pickupScheduledFor: text('pickup_scheduled_for'),
    /** The last refusal or failure of a step, shown to the owner (null once a step succeeds). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live parcel per order: a cancelled one may be followed by another.
    uniqueIndex('shipments_live_order_idx').on(t.orderId).where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('shipments_awb_idx').on(t.awb),
    index('shipments_order_number_idx').on(t.orderNumber),
    index('shipments_remote_shipment_idx').on(t.remoteShipmentId),
    check('shipments_rate_not_negative', sql`${t.rate} is null or ${t.rate} >= 0`),
  ],
);

/** A tracking event the aggregator sent (webhook) or answered (tracking by AWB); each is recorded once. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The aggregator's status code and label (Shiprocket's shipment status id, e.g. 7 DELIVERED). */
    remoteStatusId: integer('remote_status_id'),
    remoteStatus: text('remote_status').notNull(),
    /** What it means to Karigar (SHIPMENT_STATUSES), or null for a scan that changes nothing. */
    status: text('status'),
    location: text('location'),
    /** When the courier says it happened (its own clock, read as India time). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipment_events_once_idx').on(t.shipmentId, t.remoteStatus, t.occurredAt),
    index('shipment_events_shipment_idx').on(t.shipmentId, t.occurredAt),
  ],
);

/** One row (id 1): the pickup and package defaults; absent until the admin first saves (the defaults apply). */
export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** The pickup location's name as registered with the aggregator (Shiprocket's `pickup_location`). */
    pickupLocation: text('pickup_location').notNull().default('Primary'),
    /** The pickup address's pincode (the serviceability check's `pickup_postcode`). */
    pickupPincode: text('pickup_pincode'),
    /** How the courier is chosen among those serving the route: 'cheapest' or 'fastest'. */
    courierRule: text('courier_rule').notNull().default('cheapest'),
    /** A parcel's weight in grams and size in centimetres when its products give none. */
    defaultWeightGrams: integer('default_weight_grams').notNull().default(500),
    defaultLengthCm: integer('default_length_cm').notNull().default(20),
    defaultBreadthCm: integer('default_breadth_cm').notNull().default(15),
    defaultHeightCm: integer('default_height_cm').notNull().default(10),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipping_settings_single_row', sql`${t.id} = 1`),
    check('shipping_settings_courier_rule', sql`${t.courierRule} in ('cheapest', 'fastest')`),
    check(
      'shipping_settings_package',
      sql`${t.defaultWeightGrams} > 0 and ${t.defaultLengthCm} > 0 and ${t.defaultBreadthCm} > 0 and ${t.defaultHeightCm} > 0`,
    ),
  ],
);
