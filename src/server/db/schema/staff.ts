import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TeamRole } from '#shared/constants/roles.ts';
import { user } from './auth.ts';

/**
 * An invitation to the admin team (decision 037): the mailed token is kept only as its SHA-256, used
 * once, until `expires_at`. One open invitation per email (a new one replaces it).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case, as the sign-up stores emails. */
    email: text('email').notNull(),
    role: text('role').$type<TeamRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved on each resend (a new token too). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash').on(t.tokenHash),
    uniqueIndex('staff_invitations_open_email').on(t.email).where(sql`${t.acceptedAt} is null`),
    // Every foreign key indexed (db.test): a user's deletion sets these to null.
    index('staff_invitations_invited_by_idx').on(t.invitedBy),
    index('staff_invitations_accepted_by_idx').on(t.acceptedBy),
    check('staff_invitations_role', sql`${t.role} in ('admin', 'staff')`),
  ],
);

/**
 * Who changed what in the admin, and when (decision 037). Written in the change's own transaction;
 * the actor's email and role are copied, so a row still reads right after the account changes or goes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    /** 'create' | 'update' | 'delete' or the route's own verb ('restore', 'refunds', 'resend'…). */
    action: text('action').notNull(),
    /** The admin area's path ('products', 'orders', 'blog/posts', 'staff/invitations'…). */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull(),
    /** `{ field: { from, to } }` where the owner noted the change, else the request's fields (secrets hidden). */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at').on(t.at.desc()),
    index('audit_log_actor').on(t.actorEmail, t.at.desc()),
    index('audit_log_entity').on(t.entityType, t.at.desc()),
  ],
);
