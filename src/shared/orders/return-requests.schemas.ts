import { z } from 'zod';
import {
  RETURN_MESSAGES as M,
  RETURN_ASKS,
  RETURN_LIMITS,
  RETURN_REASONS,
  RETURN_STATUSES,
} from './return-requests.ts';

export * from './return-requests.ts';

/** "Report a problem" with zod (decision 084): the buyer's form fields, the answers and the team's decisions. */

/** The multipart form's text fields (the photos are its `photos` files). */
export const returnRequestFieldsSchema = z.object({
  reason: z.enum(RETURN_REASONS, { error: M.reasonInvalid }),
  asked: z.enum(RETURN_ASKS, { error: M.askInvalid }),
  description: z
    .string({ error: M.descriptionShort })
    .trim()
    .min(RETURN_LIMITS.descriptionMin, M.descriptionShort)
    .max(RETURN_LIMITS.descriptionMax, M.descriptionLong),
});
export type ReturnRequestFields = z.infer<typeof returnRequestFieldsSchema>;

export const returnRequestSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  reason: z.enum(RETURN_REASONS),
  asked: z.enum(RETURN_ASKS),
  description: z.string(),
  status: z.enum(RETURN_STATUSES),
  /** The shop's reason, shown to the buyer (declined only). */
  declineReason: z.string().nullable(),
  /** paise: what the shop refunded on accepting it (null: none, e.g. a replacement). */
  refundAmount: z.number().int().nullable().describe('paise'),
  /** Each photo's address for whoever asked (the buyer's or the team's route); private, never under /media. */
  photos: z.array(z.object({ id: z.number().int(), url: z.string(), width: z.number(), height: z.number() })),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** The team's list: each request with who sent it. */
export const adminReturnRequestSchema = returnRequestSchema.extend({ customerName: z.string() });
export type AdminReturnRequest = z.infer<typeof adminReturnRequestSchema>;

/** GET /api/me/orders/:id/problem: the order's window and its requests, newest first. */
export const myOrderProblemSchema = z.object({
  /** ISO: when the order was delivered (null: not delivered). */
  deliveredAt: z.string().nullable(),
  /** ISO: the last moment a damaged piece, and any other problem, may be reported (null: not delivered). */
  damageUntil: z.string().nullable(),
  until: z.string().nullable(),
  /** The buyer may report now: delivered, inside a window, nothing open, under the limits. */
  canReport: z.boolean(),
  requests: z.array(returnRequestSchema),
});
export type MyOrderProblem = z.infer<typeof myOrderProblemSchema>;

/** GET /api/me/return-requests: my reports, and my delivered orders I may report now with their windows' ends. */
export const myReturnRequestsSchema = z.object({
  items: z.array(returnRequestSchema),
  reportable: z.array(z.object({ orderId: z.uuid(), damageUntil: z.string(), until: z.string() })),
});
export type MyReturnRequests = z.infer<typeof myReturnRequestsSchema>;

/** POST /api/admin/return-requests/:id/accept: an optional refund through the order's own refund. */
export const acceptReturnInputSchema = z.object({
  refundAmount: z
    .number({ error: 'Enter the refund in paise, or leave it out.' })
    .int('Enter the refund in paise, or leave it out.')
    .positive('Enter the refund in paise, or leave it out.')
    .optional()
    .describe('paise; left out: accepted without a refund (a replacement, or money given later)'),
});
export type AcceptReturnInput = z.infer<typeof acceptReturnInputSchema>;

export const declineReturnInputSchema = z.object({
  reason: z
    .string({ error: M.declineReasonRequired })
    .trim()
    .min(1, M.declineReasonRequired)
    .max(RETURN_LIMITS.declineReasonMax, M.declineReasonLong),
});
export type DeclineReturnInput = z.infer<typeof declineReturnInputSchema>;

export const returnWindowSchema = z.object({
  damageHours: z
    .number({ error: M.windowDamageHoursInvalid })
    .int(M.windowDamageHoursInvalid)
    .min(1, M.windowDamageHoursInvalid)
    .max(RETURN_LIMITS.damageHoursMax, M.windowDamageHoursInvalid),
  days: z
    .number({ error: M.windowDaysInvalid })
    .int(M.windowDaysInvalid)
    .min(0, M.windowDaysInvalid)
    .max(RETURN_LIMITS.daysMax, M.windowDaysInvalid),
});
