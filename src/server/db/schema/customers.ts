import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { products } from './catalog.ts';

/** One row per email: signed-up customers and guests who ordered (the permanent customer list). */
export const customerProfiles = pgTable(
  'customer_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull().default('Unknown User'),
    mobileNumber: text('mobile_number'),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
    emailVerified: boolean('email_verified').notNull().default(false),
    signupMethod: text('signup_method').notNull().default('email'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    loginCount: integer('login_count').notNull().default(0),
    totalOrders: integer('total_orders').notNull().default(0),
    /** paise */
    totalSpent: integer('total_spent').notNull().default(0),
    preferredCategories: text('preferred_categories').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Marketing mail consent (DPDP Act 2023, docs/decisions/023): never assumed. Only a verified email's
     * consent counts (an opt-in for an unproven email could be anyone's).
     */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** When and where the customer last gave or withdrew consent; null when never asked. */
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    marketingConsentSource: text('marketing_consent_source'),
    status: text('status').notNull().default('active'),
    source: text('source').notNull().default('website'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_profiles_user_idx').on(t.userId),
    index('customer_profiles_created_at_idx').on(t.createdAt),
    index('customer_profiles_last_login_idx').on(t.lastLoginAt),
    index('customer_profiles_status_idx').on(t.status),
    index('customer_profiles_signup_idx').on(t.signupDate),
    check('customer_profiles_status', sql`${t.status} in ('active', 'inactive')`),
    check(
      'customer_profiles_marketing_consent_source',
      sql`${t.marketingConsentSource} in ('sign-up', 'checkout', 'account', 'unsubscribe-link')`,
    ),
  ],
);

export const loginActivities = pgTable(
  'login_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    loginTime: timestamp('login_time', { withTimezone: true }).notNull().defaultNow(),
    loginMethod: text('login_method').notNull().default('password'),
    success: boolean('success').notNull(),
    ipAddress: text('ip_address'),
    /** The client as the rate limits count it: the IPv4 address or the IPv6 /64 (`clientKey`). */
    clientKey: text('client_key'),
    userAgent: text('user_agent'),
    /** Mobile, Tablet or Desktop */
    deviceInfo: text('device_info'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_activities_email_idx').on(t.email, t.loginTime),
    index('login_activities_user_idx').on(t.userId),
    index('login_activities_time_idx').on(t.loginTime),
  ],
);

/**
 * Transactional outbox: mail intents written with the change that causes them, sent by a worker
 * (src/server/features/mail). `next_attempt_at` is also the "send after" time of a delayed mail.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Tries before the row is `failed` (fewer for one-time codes, which expire). */
    maxAttempts: integer('max_attempts').notNull().default(6),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    provider: text('provider'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When and by which worker a `sending` row was claimed; a stale claim is taken over. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /**
     * `email`, or `whatsapp` (issue 24): a WhatsApp row's `to_address` is the number with its country
     * code, `subject` the template's name, `payload` the template call and `html` a readable preview.
     */
    channel: text('channel').notNull().default('email'),
    payload: jsonb('payload').$type<{ template: string; language: string; parameters: string[] }>(),
    /** One row per order event (`order:{id}:{event}`): a second enqueue of the same event is dropped. */
    dedupeKey: text('dedupe_key'),
    /** What WhatsApp's status webhooks said last (sent, delivered, read, failed), and when. */
    deliveryStatus: text('delivery_status'),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_key_idx').on(t.dedupeKey),
    index('email_outbox_message_id_idx').on(t.messageId),
    check('email_outbox_channel', sql`${t.channel} in ('email', 'whatsapp')`),
    check(
      'email_outbox_delivery_status',
      sql`${t.deliveryStatus} in ('sent', 'delivered', 'read', 'failed')`,
    ),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_locked_at_idx').on(t.status, t.lockedAt),
    index('email_outbox_created_at_idx').on(t.createdAt),
    check('email_outbox_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    check('email_outbox_max_attempts', sql`${t.maxAttempts} >= 1`),
  ],
);

/** A customer's saved addresses (the address book) and wishlist: theirs, deleted with the account. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('Home'),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId, t.isDefault, t.createdAt),
    // At most one default address per user, enforced by the database.
    uniqueIndex('user_addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
    check('user_addresses_type', sql`${t.type} in ('Home', 'Work', 'Other')`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_product_idx').on(t.productId),
    index('wishlist_items_added_at_idx').on(t.userId, t.addedAt),
  ],
);
