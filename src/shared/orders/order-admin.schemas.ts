import { z } from 'zod';
import { MAX_PAGE_SIZE, pageQuerySchema } from '../api/pagination.ts';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../constants/order-status.ts';
import { orderCustomerSchema, orderLineSchema, orderNoteAndGiftFields } from './order.schemas.ts';
import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDERS_PAGE_SIZE,
  ADMIN_SETTABLE_STATUSES,
  ORDER_GROUPS,
} from './order-admin.ts';
import { ORDER_OPS_LIMITS, ORDER_OPS_MESSAGES } from './order-ops.ts';

export * from './order-admin.ts';

/** The admin Orders tab's contract with zod (the server validates with these). */

const indiaDay = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), `${field} must be a date (YYYY-MM-DD)`);

/**
 * A search and date range over the whole history: `q` matches the order number, the customer's name or
 * email (case-insensitive, anywhere) or, when it is a phone number, the phone's digits; `from`/`to` are
 * India days, both included; `email` is one customer's orders (the Customers panel's link).
 */
const filterShape = {
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  from: indiaDay('from').optional(),
  to: indiaDay('to').optional(),
  email: z.string().trim().toLowerCase().max(254, 'email must be at most 254 characters').optional(),
  /** One status (the owner's Today counts open the list with it: decision 083). */
  status: z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.invalidStatusFilter }).optional(),
};
const rangeInOrder = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || f.from <= f.to;
const rangeMessage = { path: ['to'], message: 'to must not be before from' };

/** GET /api/admin/orders/export.csv: the list's filter, or a selection of order ids (comma-separated). */
export const adminOrderExportQuerySchema = z
  .object({
    ...filterShape,
    ids: z
      .string()
      .transform((text) => text.split(',').filter(Boolean))
      .pipe(
        z
          .array(z.uuid('ids must be order ids'))
          .max(ORDER_OPS_LIMITS.bulk, ORDER_OPS_MESSAGES.selectionTooLarge),
      )
      .optional(),
  })
  .refine(rangeInOrder, rangeMessage);
export type AdminOrderExportQuery = z.output<typeof adminOrderExportQuerySchema>;

export const adminOrderListQuerySchema = z
  .object({
    group: z.enum(ORDER_GROUPS, { error: 'Choose new, delivered or cancelled' }).default('new'),
    page: pageQuerySchema.shape.page,
    limit: z.coerce
      .number()
      .int()
      .min(1, 'limit must be 1 or more')
      .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
      .default(ADMIN_ORDERS_PAGE_SIZE),
    ...filterShape,
  })
  .refine(rangeInOrder, rangeMessage);
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

/** The courier's hand-over: given when the order is marked Shipped. */
export const shipmentInputSchema = z.object({
  courier: z
    .string({ error: ORDER_OPS_MESSAGES.courierRequired })
    .trim()
    .min(1, ORDER_OPS_MESSAGES.courierRequired)
    .max(ORDER_OPS_LIMITS.courier),
  trackingNumber: z
    .string({ error: ORDER_OPS_MESSAGES.trackingNumberRequired })
    .trim()
    .min(1, ORDER_OPS_MESSAGES.trackingNumberRequired)
    .max(ORDER_OPS_LIMITS.trackingNumber),
  trackingUrl: z
    .union([
      z.literal('').transform(() => undefined),
      z
        .url({ protocol: /^https?$/, error: ORDER_OPS_MESSAGES.trackingUrlInvalid })
        .max(ORDER_OPS_LIMITS.trackingUrl, ORDER_OPS_MESSAGES.trackingUrlInvalid),
    ])
    .optional(),
});
export type ShipmentInput = z.output<typeof shipmentInputSchema>;

/**
 * PATCH /api/admin/orders/:id body; answer `{ order: AdminOrder }`. Marking it Shipped may carry the
 * courier's hand-over (the admin's page asks for it; the API does not insist, a parcel may go by hand).
 * Cancelled may carry `refund: true`: everything paid goes back through the gateway in the same step.
 */
export const adminOrderStatusInputSchema = z
  .object({
    status: z.enum(ADMIN_SETTABLE_STATUSES, { error: ADMIN_ORDER_MESSAGES.invalidStatus }),
    shipment: shipmentInputSchema.optional(),
    refund: z
      .literal(true, { error: ORDER_OPS_MESSAGES.refundOnlyWhenCancelled })
      .optional()
      .describe('with cancelled: refund what is left of the payment too (502, nothing changed, if refused)'),
  })
  .refine((input) => !input.shipment || input.status === 'shipped', {
    path: ['shipment'],
    message: ORDER_OPS_MESSAGES.shipmentOnlyWhenShipped,
  })
  .refine((input) => !input.refund || input.status === 'cancelled', {
    path: ['refund'],
    message: ORDER_OPS_MESSAGES.refundOnlyWhenCancelled,
  });
export type AdminOrderStatusInput = z.infer<typeof adminOrderStatusInputSchema>;

/** One order in the admin list and the PATCH answer. */
export const adminOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  group: z.enum(ORDER_GROUPS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Name, email, phone and the delivery address (address, city, state, pincode). */
  customer: orderCustomerSchema,
  /** Name, category, catalog number, image, quantity, unit and line price (paise). */
  items: z.array(orderLineSchema),
  subtotal: z.number().int().describe('paise'),
  shippingCost: z.number().int().describe('paise'),
  /** paise: what the coupon took off */
  discount: z.number().int(),
  couponCode: z.string().nullable(),
  /** paise: the shipping zone's fee and the cash-on-delivery fee, their own lines */
  zoneFee: z.number().int(),
  codFee: z.number().int(),
  /** paise: a cash-on-delivery total's rounding to whole rupees (decision 085), its own line; 0 when none */
  roundOff: z.number().int(),
  shippingZone: z.string().nullable(),
  ...orderNoteAndGiftFields,
  total: z.number().int().describe('paise'),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The dropdown's choices; empty for a delivered order (no dropdown). */
  nextStatuses: z.array(z.enum(ADMIN_SETTABLE_STATUSES)),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * GET /api/admin/orders?group=new|delivered|cancelled&page=1&limit=50 (default group new), with the filter's
 * q, from, to and email. `total` counts the group; `groups` counts every tab for its label (under the same
 * filter); `since` is where the 3-month window starts, null when a filter reaches the whole history.
 * More pages while page * limit < total.
 */
export const adminOrderListSchema = z.object({
  items: z.array(adminOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  groups: z.object({ new: z.number().int(), delivered: z.number().int(), cancelled: z.number().int() }),
  since: z.string().nullable(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderResponseSchema = z.object({ order: adminOrderSchema });
