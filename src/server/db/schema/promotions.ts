import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CouponKind } from '#shared/pricing/discount.ts';
import { user } from './auth.ts';
import { orders } from './commerce.ts';

/** A coupon code (docs/product.md §7.9, decision 029). Codes are unique whatever their case. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the admin typed it (upper case); matched case-insensitively. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** 'percent' | 'fixed' | 'free_shipping' */
    kind: text('kind').$type<CouponKind>().notNull(),
    /** Whole percent for 'percent', paise for 'fixed', 0 for 'free_shipping'. */
    value: integer('value').notNull(),
    /** paise */
    minSubtotal: integer('min_subtotal'),
    /** paise: the most a percentage coupon takes off. */
    maxDiscount: integer('max_discount'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    /** Limited to these categories and/or products; both empty: the whole cart. */
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Orders that hold a use: raised in the order's transaction only while below usage_limit. */
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`lower(${t.code})`),
    check('coupons_kind', sql`${t.kind} in ('percent', 'fixed', 'free_shipping')`),
    check(
      'coupons_value',
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'fixed' and ${t.value} > 0) or (${t.kind} = 'free_shipping' and ${t.value} = 0)`,
    ),
    check('coupons_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
    check(
      'coupons_usage',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);

/** One order's use of a coupon: who used it (account, email, phone) and what it took off. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** lower case */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** paise */
    discount: integer('discount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order was cancelled or expired unpaid: the use was given back (review 2026-11-29 L2). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.createdAt),
    index('coupon_redemptions_email_idx').on(t.couponId, t.email),
    index('coupon_redemptions_phone_idx').on(t.couponId, t.phone),
    index('coupon_redemptions_user_idx').on(t.userId),
  ],
);

/** A store-wide sale without a code: a percentage off one category or everything, for a date range. */
export const storeOffers = pgTable(
  'store_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The banner's text, e.g. 'Diwali sale: 20% off Diyas'. */
    title: text('title').notNull(),
    percent: integer('percent').notNull(),
    /** null: every product. */
    category: text('category'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_offers_percent', sql`${t.percent} between 1 and 90`),
    check('store_offers_window', sql`${t.startsAt} < ${t.endsAt}`),
    index('store_offers_window_idx').on(t.startsAt, t.endsAt),
  ],
);
