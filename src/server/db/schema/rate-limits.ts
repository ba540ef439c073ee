import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of our own rate limits (order tracking, blog comments), one row per scope and
 * client, in the database so every server process counts the same hits (better-auth keeps its own
 * `rate_limit` table for the auth routes).
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_windows_reset_at_idx').on(t.resetAt)],
);
