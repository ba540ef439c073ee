import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { products, productVariants } from './catalog.ts';

/**
 * A shopper's request about a piece they cannot buy (issue 44 point 4, issue 42 point 3, decision 073):
 * 'back' — "Tell me when it's back" on a sold-out variant, told once at a restock, in order of asking;
 * 'like_this' — "Sold — ask for one like this" on a sold one-of-a-kind piece, sent to the owner at once.
 * One waiting request per kind, variant and email: asking twice is one request.
 */
export const stockRequests = pgTable(
  'stock_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'back' | 'like_this'>().notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The optional note of an "ask for one like this" (plain text, never HTML). */
    note: text('note'),
    /** The language of the page asked from: the notice speaks it. */
    language: text('language').notNull().default('en'),
    /** When the shopper ticked the consent box (required to ask). */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Taken by a restock (in the stock change's transaction): this request is told, once. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Its mail queued in the outbox (after the restock committed). */
    toldAt: timestamp('told_at', { withTimezone: true }),
  },
  (t) => [
    check('stock_requests_kind', sql`${t.kind} in ('back', 'like_this')`),
    check('stock_requests_language', sql`${t.language} in ('en', 'hi')`),
    check('stock_requests_note_length', sql`${t.note} is null or char_length(${t.note}) <= 1000`),
    uniqueIndex('stock_requests_one_waiting')
      .on(t.kind, t.variantId, t.email)
      .where(sql`${t.claimedAt} is null`),
    index('stock_requests_waiting_idx')
      .on(t.variantId, t.createdAt, t.id)
      .where(sql`${t.kind} = 'back' and ${t.claimedAt} is null`),
    index('stock_requests_unsent_idx')
      .on(t.claimedAt)
      .where(sql`${t.claimedAt} is not null and ${t.toldAt} is null`),
    index('stock_requests_product_idx').on(t.productId, t.kind),
    index('stock_requests_email_idx').on(t.email),
    index('stock_requests_user_idx').on(t.userId),
  ],
);
