import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PersonalisationInput } from '#shared/catalog/personalisation.ts';
import { user } from './auth.ts';
import { orders } from './commerce.ts';

/** A remembered line: what the shopper chose, never a price (prices are decided again when it is restored). */
export interface RememberedLine {
  productId: number;
  variantId?: number;
  quantity: number;
  personalisation?: PersonalisationInput;
}

/**
 * A known shopper's cart, kept on the server (issue 44 point 3, decision 075): one per shopper (`shopper_key`:
 * `user:<id>`, or a guest's `email:<address>` / `phone:<digits>`). Reminders go 1 h and 24 h after `left_at`, by
 * mail only with marketing consent; an order by the shopper after `left_at` stops them.
 */
export const rememberedCarts = pgTable(
  'remembered_carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopperKey: text('shopper_key').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** Lower-cased; null for a guest who typed only a phone. */
    email: text('email'),
    /** The 10 digits. */
    phone: text('phone'),
    language: text('language').notNull().default('en'),
    items: jsonb('items').$type<RememberedLine[]>().notNull(),
    /** When the shopper ticked the checkout's marketing box for this cart (decision 023); null: not ticked. */
    emailConsentAt: timestamp('email_consent_at', { withTimezone: true }),
    /** The cart's last change: the reminders count from it. */
    leftAt: timestamp('left_at', { withTimezone: true }).notNull(),
    /** 0, 1 or 2: the reminders mailed since `left_at`. */
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    /** The last time a reminder's link restored it. */
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    /** The shopper's first order after `left_at` (found by the reminder job): no more reminders. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    /** The reminder's unsubscribe link was used: no more reminders to this address. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('remembered_carts_shopper_idx').on(t.shopperKey),
    check('remembered_carts_language', sql`${t.language} in ('en', 'hi')`),
    check('remembered_carts_reminders', sql`${t.remindersSent} between 0 and 2`),
    check('remembered_carts_contact', sql`${t.email} is not null or ${t.phone} is not null`),
    index('remembered_carts_due_idx')
      .on(t.remindersSent, t.leftAt)
      .where(sql`${t.purchasedAt} is null and ${t.unsubscribedAt} is null and ${t.remindersSent} < 2`),
    index('remembered_carts_email_idx').on(t.email),
    index('remembered_carts_user_idx').on(t.userId),
    index('remembered_carts_order_idx').on(t.orderId),
  ],
);

/** The owner's switch and coupon for cart reminders: one row (id 1); off until the owner turns it on. */
export const cartRecoverySettings = pgTable(
  'cart_recovery_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    /** A coupon code (Coupons tab) the reminder offers; null: none. */
    couponCode: text('coupon_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('cart_recovery_settings_one_row', sql`${t.id} = 1`)],
);

/** An order placed within RECOVERED_WITHIN_DAYS of a reminder's link restoring the shopper's cart: the owner's figure. */
export const cartRecoveries = pgTable(
  'cart_recoveries',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    restoredAt: timestamp('restored_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cart_recoveries_created_at_idx').on(t.createdAt)],
);
