import { and, count, desc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The outbox table's SQL. Rules (who may claim, when to retry) live in the worker and service. */

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type OutboxStatus = OutboxRow['status'];

/** A transaction or the database itself: an enqueue belongs to whatever change causes it. */
export type DbOrTx = Pick<Db, 'insert'>;

export const DEFAULT_MAX_ATTEMPTS = 6;

/** Email, or a WhatsApp message (issue 24): each channel's worker claims only its own rows. */
export type OutboxChannel = 'email' | 'whatsapp';

/**
 * Writes one mail into the outbox, in the caller's transaction: if the change that causes it rolls
 * back, so does the mail. Nothing is sent here; the worker picks the row up once it is committed,
 * from `now + delayMs` (times are the app's clock, like the worker's).
 */
export async function enqueueMail(
  tx: DbOrTx,
  message: MailMessage,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      kind: message.kind ?? 'generic',
      toAddress: message.to,
      toName: message.toName ?? null,
      subject: message.subject,
      html: message.html,
      text: message.text ?? null,
      maxAttempts: message.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      nextAttemptAt: new Date(now.getTime() + Math.max(0, message.delayMs ?? 0)),
    })
    .returning({ id: emailOutbox.id });
  return row!;
}

/**
 * Claims up to `limit` due rows for one worker: pending rows whose time has come, and `sending`
 * rows whose claim is older than `staleBefore` (a worker died between claim and mark). The inner
 * `FOR UPDATE SKIP LOCKED` lets several processes claim at once without ever taking the same row.
 * Each claim counts as an attempt.
 */
export async function claimDue(
  db: Db,
  opts: { now: Date; staleBefore: Date; limit: number; worker: string; channel: OutboxChannel },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.channel, opts.channel),
        or(
          and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, opts.now)),
          and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.lockedAt, opts.staleBefore)),
        ),
      ),
    )
    .orderBy(emailOutbox.nextAttemptAt, emailOutbox.createdAt)
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db.update(emailOutbox).set(claimSet(opts)).where(inArray(emailOutbox.id, due)).returning();
}

/** Claims one pending row now, whatever its time (the "send now" path). Undefined when taken. */
export async function claimOne(
  db: Db,
  id: string,
  opts: { now: Date; worker: string },
): Promise<OutboxRow | undefined> {
  const one = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')))
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(emailOutbox)
    .set(claimSet(opts))
    .where(inArray(emailOutbox.id, one))
    .returning();
  return row;
}

const claimSet = (opts: { now: Date; worker: string }) => ({
  status: 'sending',
  attempts: sql`${emailOutbox.attempts} + 1`,
  lockedAt: opts.now,
  lockedBy: opts.worker,
});

/** Only the worker holding the claim may settle a row (a stale claim taken over is not its own). */
const heldBy = (id: string, worker: string) =>
  and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.lockedBy, worker));

const unlocked = { lockedAt: null, lockedBy: null };

export async function markSent(
  db: Db,
  id: string,
  worker: string,
  result: {
    now: Date;
    provider: string;
    messageId: string;
    /** Failures of transports tried before the one that worked. */
    note: string | null;
    /** Replacement body for a mail that carried a one-time code. */
    scrubbed?: string;
  },
): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({
      status: 'sent',
      sentAt: result.now,
      provider: result.provider,
      messageId: result.messageId,
      lastError: result.note,
      ...(result.scrubbed === undefined ? {} : { html: result.scrubbed, text: result.scrubbed }),
      ...unlocked,
    })
    .where(heldBy(id, worker))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

export async function markRetry(
  db: Db,
  id: string,
  worker: string,
  result: { error: string; nextAttemptAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'pending', lastError: result.error, nextAttemptAt: result.nextAttemptAt, ...unlocked })
    .where(heldBy(id, worker))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

export async function markFailed(
  db: Db,
  id: string,
  worker: string,
  result: { error: string; scrubbed?: string },
): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({
      status: 'failed',
      lastError: result.error,
      ...(result.scrubbed === undefined ? {} : { html: result.scrubbed, text: result.scrubbed }),
      ...unlocked,
    })
    .where(heldBy(id, worker))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/** Gives claimed rows back untouched (the worker is stopping): the claim does not count as a try. */
export async function release(db: Db, ids: string[], worker: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ status: 'pending', attempts: sql`greatest(${emailOutbox.attempts} - 1, 0)`, ...unlocked })
    .where(
      and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'sending'), eq(emailOutbox.lockedBy, worker)),
    );
}

export async function findById(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** A failed row goes back to the queue with a fresh set of tries. */
export async function requeueFailed(db: Db, id: string, now: Date): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, ...unlocked })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning();
  return row;
}

export async function listOutbox(
  db: Db,
  opts: { status?: OutboxStatus; page: number; limit: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = opts.status ? eq(emailOutbox.status, opts.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Emails per status, and the pending ones whose last try failed (mail is failing while they wait). WhatsApp
 * rows are left out: a number that is not on WhatsApp is no sign that mail is failing (the dashboard's notice).
 */
export async function countByStatus(db: Db): Promise<{ byStatus: Record<string, number>; retrying: number }> {
  const rows = await db
    .select({
      status: emailOutbox.status,
      n: count(),
      tried: sql<number>`count(*) filter (where ${emailOutbox.attempts} > 0)`.mapWith(Number),
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.channel, 'email'))
    .groupBy(emailOutbox.status);
  return {
    byStatus: Object.fromEntries(rows.map((r) => [r.status, r.n])),
    retrying: rows.find((r) => r.status === 'pending')?.tried ?? 0,
  };
}

export interface OutboxBacklog {
  channel: OutboxChannel;
  status: 'pending' | 'sending' | 'failed';
  count: number;
  /** When the oldest of these rows was queued. */
  oldestCreatedAt: Date | null;
}

/** Unsent and failed rows per channel and status, with the oldest's queue time (/metrics, the admin's warning). */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog[]> {
  const rows = await db
    .select({
      channel: emailOutbox.channel,
      status: emailOutbox.status,
      count: count(),
      oldest: sql<string | null>`min(${emailOutbox.createdAt})`,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ['pending', 'sending', 'failed']))
    .groupBy(emailOutbox.channel, emailOutbox.status);
  return rows.map((r) => ({
    channel: r.channel as OutboxChannel,
    status: r.status as OutboxBacklog['status'],
    count: r.count,
    oldestCreatedAt: r.oldest === null ? null : new Date(r.oldest),
  }));
}

const settled = inArray(emailOutbox.status, ['sent', 'failed']);

/**
 * Retention, a batch at a time (true while more may be due): settled mail created before
 * `retireBodiesBefore` loses its text, and settled rows created before `deleteBefore` go.
 */
export async function applyRetentionBatch(
  db: Db,
  opts: { retireBodiesBefore: Date; deleteBefore: Date; retiredBody: string; limit: number },
): Promise<boolean> {
  const old = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(settled, lt(emailOutbox.createdAt, opts.deleteBefore)))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(emailOutbox)
    .where(inArray(emailOutbox.id, old))
    .returning({ id: emailOutbox.id });
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        settled,
        lt(emailOutbox.createdAt, opts.retireBodiesBefore),
        ne(emailOutbox.html, opts.retiredBody),
      ),
    )
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  const retired = await db
    .update(emailOutbox)
    .set({ html: opts.retiredBody, text: opts.retiredBody, toName: null, payload: null })
    .where(inArray(emailOutbox.id, due))
    .returning({ id: emailOutbox.id });
  return deleted.length === opts.limit || retired.length === opts.limit;
}

/** Account deletion (issue 22): every email to the address, sent or not, with its text. */
export async function deleteMailTo(db: Db, address: string): Promise<void> {
  await db
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.channel, 'email'), eq(emailOutbox.toAddress, address)));
}
