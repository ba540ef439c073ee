import { sql } from 'drizzle-orm';
import {
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
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { user } from './auth.ts';
import { products } from './catalog.ts';
import { orders } from './commerce.ts';

/**
 * Product reviews by verified buyers (docs/product.md §3.10). A product's `rating` and `reviews` columns are
 * the published reviews' average and count, rewritten in the same transaction as every change here.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The delivered order that made the reviewer a verified buyer. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Shown as the author: the first name and the initial of the last, taken when the review is written. */
    authorName: text('author_name').notNull(),
    stars: integer('stars').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Up to 3 photos from the upload pipeline (checked by content, EXIF removed, WebP variants). */
    photos: jsonb('photos').$type<ProductImage[]>().notNull().default(sql`'[]'::jsonb`),
    /** pending (waits for the admin), published, hidden (by the admin, with a reason). */
    status: text('status').notNull(),
    hiddenReason: text('hidden_reason'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_reviews_one_per_buyer_idx').on(t.productId, t.userId),
    index('product_reviews_product_idx').on(t.productId, t.status, t.publishedAt),
    index('product_reviews_status_idx').on(t.status, t.createdAt),
    index('product_reviews_user_idx').on(t.userId),
    index('product_reviews_order_idx').on(t.orderId),
    check('product_reviews_stars_range', sql`${t.stars} between 1 and 5`),
    check('product_reviews_status', sql`${t.status} in ('pending', 'published', 'hidden')`),
    check('product_reviews_helpful_not_negative', sql`${t.helpfulCount} >= 0`),
  ],
);

/** "Was this helpful?": one vote per visitor (the signed-in user, else the client address) per review. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter] })],
);
