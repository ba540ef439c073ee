import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../constants/order-status.ts';
import { hsnSchema, productGstRateSchema } from '../gst/gst.schemas.ts';
import { LANGS } from '../i18n/translate.ts';
import {
  ASSISTED_PAYMENTS,
  CUSTOM_LINE_MAX_PRICE,
  IN_PERSON_MODES,
  ASSISTED_MESSAGES as M,
  MAX_CUSTOM_LINES,
} from './assisted.ts';
import { freeText } from './gift.schemas.ts';
import { GIFT_MESSAGES, ORDER_NOTE_MAX } from './gift.ts';
import { checkoutCustomerSchema, orderLineInputSchema } from './order.schemas.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order.ts';

export * from './assisted.ts';

const paise = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(CUSTOM_LINE_MAX_PRICE, message);

/** A line the catalog does not have: priced by the owner (GST-inclusive paise), with its HSN code for the invoice. */
export const customLineSchema = z.object({
  name: z.string({ error: M.customName }).trim().min(1, M.customName).max(120, M.customName),
  unitPrice: z
    .number({ error: M.customPrice })
    .int(M.customPrice)
    .min(100, M.customPrice)
    .max(CUSTOM_LINE_MAX_PRICE, M.customPrice),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  hsn: hsnSchema,
  /** null or absent: the rate of its HSN code on the invoice day. */
  gstRate: productGstRateSchema.nullable().optional(),
  note: z.string().trim().max(300, M.customNoteTooLong).optional(),
});
export type CustomLineInput = z.input<typeof customLineSchema>;

/** What prices an assisted order: the summary (quote) reads only these. */
const pricedFields = {
  items: z.array(orderLineInputSchema).max(MAX_ORDER_LINES).default([]),
  customLines: z.array(customLineSchema).max(MAX_CUSTOM_LINES).default([]),
  /** paise taken off the items (split over the lines by their value). */
  discount: paise(M.amountInPaise).default(0),
  /** paise: the delivery charge the owner agreed; absent: the shop's shipping rule and zone fees. */
  deliveryFee: paise(M.amountInPaise).optional(),
  payment: z.enum(ASSISTED_PAYMENTS, { error: M.choosePayment }),
};

const somethingOrdered = (v: { items: unknown[]; customLines: unknown[] }, ctx: z.RefinementCtx) => {
  if (v.items.length + v.customLines.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['items'], message: M.nothingToOrder });
  }
};

/** POST /api/admin/orders/assisted */
export const assistedOrderInputSchema = z
  .object({
    /** Absent only for a sale paid in person and handed over at once (Quick sale): no delivery. */
    customer: checkoutCustomerSchema.optional(),
    ...pricedFields,
    inPersonMode: z.enum(IN_PERSON_MODES, { error: M.chooseInPersonMode }).optional(),
    /** The language of the buyer's mails and pages. */
    language: z.enum(LANGS).default('en'),
    orderNote: freeText(ORDER_NOTE_MAX, GIFT_MESSAGES.noteTooLong).optional(),
  })
  .superRefine((v, ctx) => {
    somethingOrdered(v, ctx);
    if (!v.customer && v.payment !== 'in_person') {
      ctx.addIssue({ code: 'custom', path: ['customer'], message: M.buyerNeeded });
    }
    if (v.payment === 'in_person' && !v.inPersonMode) {
      ctx.addIssue({ code: 'custom', path: ['inPersonMode'], message: M.chooseInPersonMode });
    }
  });
export type AssistedOrderInput = z.input<typeof assistedOrderInputSchema>;
export type AssistedOrderData = z.output<typeof assistedOrderInputSchema>;

/** POST /api/admin/orders/assisted/quote: the live summary; the pincode and state when typed. */
export const assistedQuoteInputSchema = z
  .object({
    ...pricedFields,
    pincode: z.string().trim().max(6).optional(),
    state: z.string().trim().max(100).optional(),
  })
  .superRefine(somethingOrdered);
export type AssistedQuoteInput = z.input<typeof assistedQuoteInputSchema>;
export type AssistedQuoteData = z.output<typeof assistedQuoteInputSchema>;

export const assistedQuoteSchema = z.object({
  lines: z.array(
    z.object({
      name: z.string(),
      options: z.string().nullable(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      total: z.number().int(),
      discount: z.number().int(),
      custom: z.boolean(),
    }),
  ),
  subtotal: z.number().int(),
  discount: z.number().int(),
  shippingCost: z.number().int(),
  zoneFee: z.number().int(),
  codFee: z.number().int(),
  /** paise: a cash-on-delivery total's rounding to whole rupees (decision 085), its own line; 0 when none */
  roundOff: z.number().int(),
  total: z.number().int(),
});
export type AssistedQuote = z.infer<typeof assistedQuoteSchema>;

export const paymentLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  status: z.enum(['created', 'paid', 'partially_paid', 'expired', 'cancelled', 'failed']),
  /** paise received through the link so far */
  amountPaid: z.number().int(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** The assisted order as the admin sees it after making it: its number, status, total and link. */
export const assistedOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  total: z.number().int(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string(),
  /** null: not a link order, or Razorpay has not made the link yet (retry with POST …/payment-link). */
  link: paymentLinkSchema.nullable(),
});
export type AssistedOrder = z.infer<typeof assistedOrderSchema>;
export const assistedOrderResponseSchema = z.object({ order: assistedOrderSchema });

/** A buyer found by phone or email: their details and last delivery address, to fill the form. */
export const assistedBuyerSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  orders: z.number().int(),
});
export type AssistedBuyer = z.infer<typeof assistedBuyerSchema>;
export const assistedBuyersSchema = z.object({ buyers: z.array(assistedBuyerSchema) });
export const assistedBuyerQuerySchema = z.object({
  q: z.string().trim().min(3, M.searchTooShort).max(254),
});
