import { z } from 'zod';
import { pageQuerySchema } from '../api/pagination.ts';

export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_MESSAGES = {
  dateInvalid: 'Enter dates as YYYY-MM-DD.',
  rangeInvalid: 'The "from" date must be on or before the "to" date.',
} as const;

const day = z.iso.date({ error: AUDIT_MESSAGES.dateInvalid });

/** The admin's audit log filters (decision 037): actor email (part of it), entity type, action, dates (India). */
export const auditQuerySchema = pageQuerySchema
  .extend({
    limit: pageQuerySchema.shape.limit.default(AUDIT_PAGE_SIZE),
    actor: z.string().trim().max(200).optional(),
    entity: z.string().trim().max(100).optional(),
    action: z.string().trim().max(100).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: AUDIT_MESSAGES.rangeInvalid,
    path: ['from'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorEmail: z.string(),
  actorRole: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
});
export type AuditEntryView = z.output<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Every entity type and action in the log, for the filters' choices. */
  entityTypes: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditPage = z.output<typeof auditPageSchema>;
