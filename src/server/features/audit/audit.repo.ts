import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AuditPage } from '#shared/audit/audit.schemas.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** A calendar day in India (the shop's time) → its first instant. */
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const DAY_MS = 24 * 60 * 60_000;

export interface AuditFilter {
  page: number;
  limit: number;
  actor?: string;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** Newest first, filtered, one page; and the entity types and actions there are, for the filters. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(ilike(auditLog.actorEmail, containsPattern(filter.actor)));
  if (filter.entity) conditions.push(eq(auditLog.entityType, filter.entity));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.from) conditions.push(gte(auditLog.at, indiaDayStart(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, new Date(indiaDayStart(filter.to).getTime() + DAY_MS)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], entityTypes, actions] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(auditLog).where(where),
    db.selectDistinct({ value: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType),
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorEmail: row.actorEmail,
      actorRole: row.actorRole,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      summary: row.summary,
    })),
    total: total?.n ?? 0,
    page: filter.page,
    limit: filter.limit,
    entityTypes: entityTypes.map((r) => r.value),
    actions: actions.map((r) => r.value),
  };
}
