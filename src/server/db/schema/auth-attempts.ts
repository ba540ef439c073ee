import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per code mailed, code refused and code used, keyed by email whether or not an account
 * exists: the per-email limits (resend lock, codes per window) and the wording of a refused code
 * come from here, so they never reveal whether an email has an account.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** email-verification | forget-password */
    purpose: text('purpose').notNull(),
    /** sent | failed | used */
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_attempts_email_idx').on(t.email, t.purpose, t.createdAt),
    index('auth_attempts_created_at_idx').on(t.createdAt),
    check('auth_attempts_purpose', sql`${t.purpose} in ('email-verification', 'forget-password')`),
    check('auth_attempts_action', sql`${t.action} in ('sent', 'failed', 'used')`),
  ],
);
