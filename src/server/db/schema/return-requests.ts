import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReturnAsk, ReturnReason, ReturnStatus } from '#shared/orders/return-requests.ts';
import { user } from './auth.ts';
import { orders } from './commerce.ts';

/** Bytes as PostgreSQL's bytea (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A buyer's "Report a problem" on a delivered order (issue 46 point 6, decision 084): one open request per order
 * (the partial unique index), answered by the team (accepted, with a refund through the order's own refund, or
 * declined with a reason the buyer sees).
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReturnReason>().notNull(),
    asked: text('asked').$type<ReturnAsk>().notNull(),
    /** The buyer's words (plain text, never HTML). */
    description: text('description').notNull(),
    status: text('status').$type<ReturnStatus>().notNull().default('open'),
    declineReason: text('decline_reason'),
    /** paise: refunded on accepting (through OrderOperations.refund); null: none. */
    refundAmount: integer('refund_amount'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'return_requests_reason',
      sql`${t.reason} in ('damaged', 'wrong_item', 'missing_piece', 'not_as_described', 'changed_mind')`,
    ),
    check('return_requests_asked', sql`${t.asked} in ('refund', 'replacement')`),
    check('return_requests_status', sql`${t.status} in ('open', 'accepted', 'declined')`),
    check('return_requests_description_length', sql`char_length(${t.description}) <= 1000`),
    check('return_requests_declined_why', sql`${t.status} <> 'declined' or ${t.declineReason} is not null`),
    uniqueIndex('return_requests_one_open').on(t.orderId).where(sql`${t.status} = 'open'`),
    index('return_requests_order_idx').on(t.orderId, t.createdAt),
    index('return_requests_user_idx').on(t.userId, t.createdAt),
    index('return_requests_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    index('return_requests_decided_by_idx').on(t.decidedBy),
  ],
);

/** A request's photos: re-encoded without metadata, kept in the database so only the buyer and the team read them. */
export const returnRequestPhotos = pgTable(
  'return_request_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    /** 0, 1 or 2: at most three photos a request, held by the database too. */
    position: integer('position').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    uniqueIndex('return_request_photos_position_idx').on(t.requestId, t.position),
    check('return_request_photos_position', sql`${t.position} between 0 and 2`),
    check('return_request_photos_size', sql`octet_length(${t.bytes}) <= 5242880`),
  ],
);
