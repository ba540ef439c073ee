import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * WhatsApp order updates (issue 24, docs/decisions/031). The messages themselves are rows of the
 * outbox (email_outbox, channel 'whatsapp').
 */

/** One row (id = 1): the admin's switch and the order events that send a message. */
export const whatsappSettings = pgTable(
  'whatsapp_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    events: text('events')
      .array()
      .notNull()
      .default(sql`array['confirmed', 'shipped', 'out_for_delivery', 'delivered']::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('whatsapp_settings_one_row', sql`${t.id} = 1`)],
);

/** A phone number's answer to "Send order updates on WhatsApp", with when and where it was given. */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    /** The 10-digit number as checkout keeps it. */
    phone: text('phone').primaryKey(),
    optedIn: boolean('opted_in').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
  },
  (t) => [check('whatsapp_consents_source', sql`${t.source} in ('checkout', 'account', 'stop-reply')`)],
);
