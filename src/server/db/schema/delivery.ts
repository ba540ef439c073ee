import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Festival } from '#shared/delivery/delivery.ts';

/*
 * Delivery (issue 20 items 4–5, decision 039): the cash-on-delivery rules, the dispatch clock, shipping zones
 * and the pincodes the shop does not deliver to. Owned by the delivery feature; commerce reads them through
 * delivery.service.ts inside the order's transaction.
 */

/** One row (id 1): absent until the admin first saves, the defaults (DEFAULT_DELIVERY_SETTINGS) apply. */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey().default(1),
    codEnabled: boolean('cod_enabled').notNull().default(true),
    /** paise: the order value (total before the COD fee) COD needs at least */
    codMinOrder: integer('cod_min_order').notNull().default(0),
    /** paise: the most order value COD takes; null: no maximum */
    codMaxOrder: integer('cod_max_order'),
    /** paise: added to a COD order as its own line */
    codFee: integer('cod_fee').notNull().default(0),
    /** A COD order waits for its buyer's confirmation before the shop works on it (decision 087). */
    codConfirmation: boolean('cod_confirmation').notNull().default(false),
    /** Hours a COD order waits for that confirmation before it is cancelled (a reminder at half of them). */
    codConfirmHours: integer('cod_confirm_hours').notNull().default(24),
    /** Pincodes where COD is not offered. */
    codBlockedPincodes: text('cod_blocked_pincodes').array().notNull().default(sql`'{}'::text[]`),
    /** 'HH:MM' India time: orders after it dispatch the next dispatch day. */
    dispatchCutoff: text('dispatch_cutoff').notNull().default('14:00'),
    /** Days of the week the shop dispatches (0 Sunday … 6 Saturday). */
    dispatchDays: integer('dispatch_days').array().notNull().default(sql`'{1,2,3,4,5,6}'::integer[]`),
    /** Business days from dispatch for a pincode no zone covers. */
    defaultMinDays: integer('default_min_days').notNull().default(5),
    defaultMaxDays: integer('default_max_days').notNull().default(7),
    /** Made-to-order units the shop makes in a week, all products together; null: no limit (decision 070). */
    weeklyMakingCapacity: integer('weekly_making_capacity'),
    /** Festival days the product pages count the last order day back from ("Order by 24 Oct for Diwali"). */
    festivals: jsonb('festivals').$type<Festival[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_settings_single_row', sql`${t.id} = 1`),
    check(
      'delivery_settings_amounts',
      sql`${t.codMinOrder} >= 0 and ${t.codFee} >= 0 and (${t.codMaxOrder} is null or ${t.codMaxOrder} >= ${t.codMinOrder})`,
    ),
    check('delivery_settings_cod_confirm_hours', sql`${t.codConfirmHours} between 2 and 72`),
    check('delivery_settings_days', sql`${t.defaultMinDays} between 0 and ${t.defaultMaxDays}`),
    check('delivery_settings_making_capacity', sql`${t.weeklyMakingCapacity} between 1 and 100000`),
  ],
);

/** A shipping zone: the first one (by position) whose rules cover a pincode gives its days and fee. */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Pincode prefixes (1–6 digits) or ranges 'from-to' of whole pincodes. */
    pincodeRules: text('pincode_rules').array().notNull().default(sql`'{}'::text[]`),
    /** States (as the address form names them) the zone covers whole. */
    states: text('states').array().notNull().default(sql`'{}'::text[]`),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    /** paise: a delivery fee added to orders to this zone, its own line; 0: none */
    fee: integer('fee').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipping_zones_days', sql`${t.minDays} between 0 and ${t.maxDays}`),
    check('shipping_zones_fee', sql`${t.fee} >= 0`),
  ],
);

/** Pincodes the shop does not deliver to (uploaded as CSV). */
export const unserviceablePincodes = pgTable('unserviceable_pincodes', {
  pincode: text('pincode').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
