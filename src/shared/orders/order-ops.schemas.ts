import { z } from 'zod';
import { ORDER_STATUSES } from '../constants/order-status.ts';
import { saidSchema } from '../i18n/said.schemas.ts';
import { shipmentSchema } from './order.schemas.ts';
import { adminOrderSchema } from './order-admin.schemas.ts';
import { ADMIN_ORDER_MESSAGES, ADMIN_SETTABLE_STATUSES } from './order-admin.ts';
import { ORDER_OPS_LIMITS, ORDER_OPS_MESSAGES, SLIP_SIZES } from './order-ops.ts';

export * from './order-ops.ts';

/** The admin's order operations with zod (the server validates with these; issue 19). */

/** POST /api/admin/orders/:id/notes; answer `{ order: AdminOrderDetail }`. */
export const orderNoteInputSchema = z.object({
  body: z
    .string({ error: ORDER_OPS_MESSAGES.noteRequired })
    .trim()
    .min(1, ORDER_OPS_MESSAGES.noteRequired)
    .max(ORDER_OPS_LIMITS.note, ORDER_OPS_MESSAGES.noteTooLong),
});
export type OrderNoteInput = z.infer<typeof orderNoteInputSchema>;

/** POST /api/admin/orders/:id/returns: what came back of a delivered order. */
export const returnInputSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: z.number().int().positive(),
        quantity: z.number().int().min(1, ORDER_OPS_MESSAGES.linesRequired),
      }),
      { error: ORDER_OPS_MESSAGES.linesRequired },
    )
    .min(1, ORDER_OPS_MESSAGES.linesRequired)
    .max(200),
  reason: z
    .string({ error: ORDER_OPS_MESSAGES.reasonRequired })
    .trim()
    .min(1, ORDER_OPS_MESSAGES.reasonRequired)
    .max(ORDER_OPS_LIMITS.reason),
  /** The units can be sold again: they go back into stock. */
  resaleable: z.boolean(),
});
export type ReturnInput = z.infer<typeof returnInputSchema>;

/** POST /api/admin/orders/:id/refunds: an amount in paise and why. */
export const refundInputSchema = z.object({
  amount: z
    .number({ error: ORDER_OPS_MESSAGES.refundAmount })
    .int(ORDER_OPS_MESSAGES.refundAmount)
    .positive(ORDER_OPS_MESSAGES.refundAmount)
    .describe('paise'),
  note: z
    .string({ error: ORDER_OPS_MESSAGES.refundNoteRequired })
    .trim()
    .min(1, ORDER_OPS_MESSAGES.refundNoteRequired)
    .max(ORDER_OPS_LIMITS.note),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

const selectionSchema = z
  .array(z.uuid({ error: ORDER_OPS_MESSAGES.selectionRequired }), {
    error: ORDER_OPS_MESSAGES.selectionRequired,
  })
  .min(1, ORDER_OPS_MESSAGES.selectionRequired)
  .max(ORDER_OPS_LIMITS.bulk, ORDER_OPS_MESSAGES.selectionTooLarge);

/** POST /api/admin/orders/bulk-status: each order through the status writer on its own. */
export const bulkStatusInputSchema = z.object({
  ids: selectionSchema,
  status: z.enum(ADMIN_SETTABLE_STATUSES, { error: ADMIN_ORDER_MESSAGES.invalidStatus }),
});
export type BulkStatusInput = z.infer<typeof bulkStatusInputSchema>;

export const bulkStatusResultSchema = z.object({
  changed: z.array(z.object({ id: z.string(), orderNumber: z.string() })),
  refused: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.string().nullable(),
      message: z.string(),
      /** The refusal's code and figures, when it has figures (decision 042). */
      said: saidSchema.optional(),
    }),
  ),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;

/** GET /api/admin/orders/slips?ids=…&size=a4|4x6: the print view of one order's or a selection's slips. */
export const slipQuerySchema = z.object({
  ids: z
    .string({ error: ORDER_OPS_MESSAGES.selectionRequired })
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(selectionSchema),
  size: z.enum(SLIP_SIZES, { error: 'Choose a4 or 4x6' }).default('a4'),
});

const person = z.string().nullable().describe("the admin's name, or null for the shop itself");

/** GET /api/admin/orders/:id: everything about one order on its own page. */
export const adminOrderDetailSchema = adminOrderSchema.extend({
  history: z.array(
    z.object({
      from: z.enum(ORDER_STATUSES).nullable(),
      to: z.enum(ORDER_STATUSES),
      at: z.string(),
      by: person,
    }),
  ),
  notes: z.array(z.object({ id: z.number().int(), body: z.string(), at: z.string(), by: person })),
  payments: z.array(
    z.object({
      provider: z.string(),
      providerOrderId: z.string().nullable(),
      providerPaymentId: z.string().nullable(),
      amount: z.number().int().describe('paise'),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  shipment: shipmentSchema.nullable(),
  /** The lines as returns name them, with how many units already came back. */
  lines: z.array(
    z.object({
      itemId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      returned: z.number().int(),
    }),
  ),
  returns: z.array(
    z.object({
      itemId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      amount: z.number().int().describe('paise'),
      reason: z.string(),
      restocked: z.boolean(),
      at: z.string(),
      by: person,
    }),
  ),
  refunds: z.array(
    z.object({
      amount: z.number().int().describe('paise'),
      note: z.string(),
      provider: z.string().nullable(),
      providerRefundId: z.string().nullable(),
      at: z.string(),
      by: person,
    }),
  ),
  /** paise the shop received (a captured online payment, or a delivered COD order's cash). */
  paid: z.number().int(),
  /** paise still refundable. */
  refundable: z.number().int(),
  refundState: z.enum(['none', 'partly_refunded', 'refunded']),
  /** paise the courier collects at the door. */
  codToCollect: z.number().int(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderDetailResponseSchema = z.object({ order: adminOrderDetailSchema });
