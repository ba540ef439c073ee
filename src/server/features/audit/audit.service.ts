import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** What one admin request that changes data writes to the audit log (decision 037). */
export interface AuditEntry {
  actorId: string | null;
  actorEmail: string;
  actorRole: string;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  changes: Record<string, unknown>;
}

interface AuditContext {
  /** Built when the row is written: by then the guard has set the actor and the owner may have noted changes. */
  entry: (noted: Record<string, Change> | null) => AuditEntry;
  noted: Record<string, Change> | null;
  written: boolean;
}

export interface Change {
  from: unknown;
  to: unknown;
}

const store = new AsyncLocalStorage<AuditContext>();

/** Runs one admin write's handler with its audit entry pending. */
export function runAudited<T>(entry: AuditContext['entry'], fn: () => T): T {
  return store.run({ entry, noted: null, written: false }, fn);
}

/**
 * The owner of a row states what a write changed (before and after, the fields that differ), so the
 * log shows `price: 150000 → 180000` rather than only what was sent. Outside an admin write: nothing.
 */
export function noteChanges(before: object, after: object): void {
  const context = store.getStore();
  if (!context) return;
  const changes: Record<string, Change> = { ...context.noted };
  const was = before as Record<string, unknown>;
  for (const [field, to] of Object.entries(after)) {
    const from = was[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  context.noted = changes;
}

/** This admin request changed nothing after all (a dry run, a refused import): it leaves no row. */
export function leaveUnaudited(): void {
  const context = store.getStore();
  if (context) context.written = true;
}

async function insertEntry(db: Db, context: AuditContext): Promise<void> {
  await writeAudit(db, context.entry(context.noted));
}

/** One row written directly, in the caller's transaction: for changes made outside the admin routes. */
export async function writeAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/**
 * The fallback for a write that opened no transaction (a single statement on \`db\`): its row, once the
 * handler answered without an error. Called by the audit trail inside the handler's scope.
 */
export async function writeAuditIfPending(db: Db): Promise<void> {
  const context = store.getStore();
  if (!context || context.written) return;
  context.written = true;
  await insertEntry(db, context);
}

const WRAPPED = Symbol('audited transactions');

/**
 * Makes every transaction opened during an admin write also insert that write's audit row, on the
 * transaction's own `tx`, just before it commits: the row and the change commit or roll back together.
 * Only the first transaction that commits carries it. Idempotent per Drizzle instance.
 */
export function auditTransactions(db: Db): void {
  const target = db as Db & { [WRAPPED]?: true };
  if (target[WRAPPED]) return;
  const transaction = db.transaction.bind(db);
  target.transaction = (async (work, config) => {
    const context = store.getStore();
    if (!context || context.written) return transaction(work, config);
    let carried = false;
    const result = await transaction(async (tx) => {
      const value = await work(tx);
      if (!context.written) {
        await insertEntry(tx as unknown as Db, context);
        carried = true;
      }
      return value;
    }, config);
    if (carried) context.written = true;
    return result;
  }) as Db['transaction'];
  target[WRAPPED] = true;
}

/** Privacy (decision 034): the audit log names the team member who made each change, and keeps it. */
export const auditPersonalData = {
  owner: 'audit',
  tables: ['audit_log'],
  kept: 'the record of who changed what in the admin (decision 037): it names the team member, also after their account is gone',
};
