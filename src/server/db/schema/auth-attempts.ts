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
    /** email-verification | forget-password | change-email | sign-in, and My Account's codes (decision 081) */
    purpose: text('purpose').notNull(),
    /** sent | failed | used */
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_attempts_email_idx').on(t.email, t.purpose, t.createdAt),
    index('auth_attempts_created_at_idx').on(t.createdAt),
    check(
      'auth_attempts_purpose',
      sql`${t.purpose} in ('email-verification', 'forget-password', 'change-email', 'sign-in', 'delete-account', 'set-password', 'confirm-email-change')`,
    ),
    check('auth_attempts_action', sql`${t.action} in ('sent', 'failed', 'used')`),
  ],
);

/**
 * A sign-up for an email whose account is not verified yet (reviews H1 and 2026-11-29 M1): its name,
 * mobile and password hash wait here, one row per sign-up, under the hash of a ticket only the browser
 * that made it holds (an HttpOnly cookie). Verifying the email applies the row of the verifying
 * browser's ticket, never another's (docs/decisions/049); verifying or purging the account deletes the
 * email's rows.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    /** SHA-256 of the sign-up ticket (base64url). */
    ticketHash: text('ticket_hash').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    mobileNumber: text('mobile_number'),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('pending_sign_ups_email_idx').on(t.email),
    index('pending_sign_ups_created_at_idx').on(t.createdAt),
  ],
);
