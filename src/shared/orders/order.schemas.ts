import { z } from 'zod';
import { PHONE_PATTERN, PINCODE_PATTERN } from '../addresses/address.ts';
import {
  personalisationInputSchema,
  personalisationKey,
  personalisedValueSchema,
} from '../catalog/personalisation.schemas.ts';
import { CHECKOUT_PAYMENT_METHODS, ORDER_STATUSES, PAYMENT_METHODS } from '../constants/order-status.ts';
import { optionalGstinSchema } from '../gst/gst.schemas.ts';
import { freeText, giftInputSchema, orderNoteAndGiftFields } from './gift.schemas.ts';
import { GIFT_MESSAGES, ORDER_NOTE_MAX } from './gift.ts';
import {
  CHECKOUT_FIELD_LABELS,
  CHECKOUT_MESSAGES,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  missingInformation,
  PAYMENT_PROVIDERS,
} from './order.ts';

export * from './gift.schemas.ts';
export * from './order.ts';

/*
 * The orders contract with zod: the server validates with these, the checkout form uses the
 * same customer schema so both give the messages of docs/product.md §4.2 ('Please fill in your {field}',
 * 'Please enter a valid email address', 'Please enter a valid 10-digit phone number').
 */

const required = (field: keyof typeof CHECKOUT_FIELD_LABELS, max: number) => {
  const missing = missingInformation(CHECKOUT_FIELD_LABELS[field]);
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `Your ${CHECKOUT_FIELD_LABELS[field]} must be at most ${max} characters`)
    .refine(
      (v) => !v.includes('\u0000'),
      `Your ${CHECKOUT_FIELD_LABELS[field]} contains characters that are not allowed`,
    );
};

const missingEmail = missingInformation(CHECKOUT_FIELD_LABELS.email);
const missingPhone = missingInformation(CHECKOUT_FIELD_LABELS.phone);
const missingPincode = missingInformation(CHECKOUT_FIELD_LABELS.pincode);

export const checkoutCustomerSchema = z.object({
  fullName: required('fullName', 100),
  email: z
    .string({ error: missingEmail })
    .trim()
    .min(1, missingEmail)
    .max(254, CHECKOUT_MESSAGES.invalidEmail.description)
    .pipe(z.email({ error: CHECKOUT_MESSAGES.invalidEmail.description }))
    .transform((email) => email.toLowerCase()),
  phone: z
    .string({ error: missingPhone })
    .trim()
    .min(1, missingPhone)
    // Accept '98765 43210', '98765-43210', '+91 98765 43210'; store the 10 digits.
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, ''))
    .pipe(z.string().regex(PHONE_PATTERN, CHECKOUT_MESSAGES.invalidPhone.description)),
  address: required('address', 300),
  city: required('city', 100),
  state: required('state', 100),
  pincode: z
    .string({ error: missingPincode })
    .trim()
    .min(1, missingPincode)
    .regex(PINCODE_PATTERN, CHECKOUT_MESSAGES.invalidPincode.description),
});
export type CheckoutCustomerInput = z.input<typeof checkoutCustomerSchema>;

/**
 * One cart line: only the product, its variant and the quantity; prices come from the database (extra keys are
 * dropped). A line without a variant buys the product's default one (carts kept from before variants, decision 066).
 */
export const orderLineInputSchema = z.object({
  productId: z
    .number({ error: 'Choose a product' })
    .int('Choose a product')
    .positive('Choose a product')
    .max(2_147_483_647, 'Choose a product'),
  variantId: z
    .number({ error: 'Choose an option' })
    .int('Choose an option')
    .positive('Choose an option')
    .max(2_147_483_647, 'Choose an option')
    .optional()
    .describe("the product's variant; absent: its default variant"),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  /** The buyer's personalisation (decision 072), checked against the product's fields; priced by the server. */
  personalisation: personalisationInputSchema.optional(),
});

export const createOrderInputSchema = z.object({
  customer: checkoutCustomerSchema,
  items: z
    .array(orderLineInputSchema, { error: 'Your cart is empty' })
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} different products`)
    .superRefine((items, ctx) => {
      // Two variants of one product, or two personalisations of one variant, are two lines; the same one twice is refused.
      const seen = new Set<string>();
      items.forEach((line, i) => {
        const key = `${line.productId}:${line.variantId ?? ''}:${personalisationKey(line.personalisation)}`;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, line.variantId === undefined ? 'productId' : 'variantId'],
            message: 'This product is already in the order',
          });
        }
        seen.add(key);
      });
    }),
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS, { error: 'Choose Cash on Delivery or Pay Online' }),
  saveAddress: z.boolean().optional(),
  /** The unticked marketing box (docs/decisions/023); ticked, it records consent. */
  marketingConsent: z.boolean().optional(),
  /** The unticked "Send order updates on WhatsApp" box (issue 24); ticked, it asks the number's owner to confirm (L8). */
  whatsappUpdates: z.boolean().optional(),
  /** A coupon code (docs/product.md §3.11); the server checks it and computes the discount. */
  couponCode: z.string().trim().max(40).optional(),
  /** The buyer's GSTIN for a B2B tax invoice (decision 038); empty or left out: none. */
  buyerGstin: optionalGstinSchema.optional(),
  /** The buyer's note to the shop (decision 068); empty: none. */
  orderNote: freeText(ORDER_NOTE_MAX, GIFT_MESSAGES.noteTooLong)
    .optional()
    .describe(`a note to the shop, at most ${ORDER_NOTE_MAX} characters`),
  gift: giftInputSchema.optional(),
});
export type CreateOrderInput = z.input<typeof createOrderInputSchema>;
export type CreateOrderData = z.output<typeof createOrderInputSchema>;

export const idempotencyKeySchema = z.uuid({ error: CHECKOUT_MESSAGES.idempotencyKeyRequired });

// --- Responses ---------------------------------------------------------------------------------

const statusSchema = z.enum(ORDER_STATUSES);

export const timelineStepSchema = z.object({
  key: z.string(),
  label: z.string(),
  done: z.boolean(),
  /** The step the order is at now. */
  current: z.boolean().optional(),
  /** ISO timestamp when the step happened (from the status history), when known. */
  date: z.string().optional(),
  /** docs/product.md §4.5 estimate text for a step not reached yet, e.g. 'Within 24 hours'. */
  estimate: z.string().optional(),
  /** The order's own dates for a step not reached yet (YYYY-MM-DD, decision 070): shown instead of the estimate. */
  window: z.object({ from: z.string(), to: z.string() }).optional(),
});
export type TimelineStep = z.infer<typeof timelineStepSchema>;

/** Dates (YYYY-MM-DD, India time) between which the order should arrive. */
export const deliveryEstimateSchema = z.object({
  from: z.string(),
  to: z.string(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export const orderLineSchema = z.object({
  /** null when the product was deleted from the shop since. */
  productId: z.number().int().nullable(),
  name: z.string(),
  /** The product's Hindi name when it was ordered (decision 035): absent when it had none. */
  nameHi: z.string().optional(),
  /** The variant sold (decision 066): absent on lines from before variants' answers, null when deleted since. */
  variantId: z.number().int().nullable().optional(),
  /** Its SKU and options when it was ordered ('Blue, Large'), in Hindi where they had Hindi labels; absent when none. */
  sku: z.string().optional(),
  options: z.string().optional(),
  optionsHi: z.string().optional(),
  /** The buyer's personalisation as ordered (decision 072), with each input's add-on; absent: none. */
  personalisation: z.array(personalisedValueSchema).optional(),
  /** paise per unit, included in unitPrice; absent: none. */
  personalisationAddOn: z.number().int().optional(),
  category: z.string(),
  catalogNumber: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  /** paise */
  unitPrice: z.number().int().describe('paise'),
  /** paise */
  totalPrice: z.number().int().describe('paise'),
  /** paise: the line's share of the coupon's discount (absent in answers stored before coupons) */
  discount: z.number().int().optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** What the client needs to open the payment provider's checkout for a pending online order. */
export const paymentSessionSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Our payments row id (the sandbox page is /payments/sandbox/:paymentId). */
  paymentId: z.string(),
  /** Razorpay's order id (`order_…`), or the sandbox's equivalent. */
  providerOrderId: z.string(),
  /** paise */
  amount: z.number().int(),
  currency: z.string(),
  /** Razorpay Checkout's `key` (public). */
  keyId: z.string().optional(),
  /** When the order is cancelled and its stock released if still unpaid. */
  expiresAt: z.string(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

/** The buyer as an order keeps it (what the checkout's customer schema gives). */
export const orderCustomerSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

/** The courier's hand-over, once the order is shipped with one (issue 19). */
export const shipmentSchema = z.object({
  courier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** One order of GET /api/me/orders (cards with the six-step tracker and a View Details dialog). */
export const orderSummarySchema = z.object({
  /** uuid; the confirmation page is /order-confirmation/:id */
  id: z.string(),
  orderNumber: z.string(),
  status: statusSchema,
  statusLabel: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  customer: orderCustomerSchema,
  items: z.array(orderLineSchema),
  /** paise */
  subtotal: z.number().int().describe('paise'),
  shippingCost: z.number().int().describe('paise'),
  /** paise: what the coupon took off (absent in answers stored before coupons) */
  discount: z.number().int().optional(),
  couponCode: z.string().nullable().optional(),
  /** paise: the shipping zone's fee and the cash-on-delivery fee, their own lines (absent in answers stored before them) */
  zoneFee: z.number().int().optional(),
  codFee: z.number().int().optional(),
  /** paise: a cash-on-delivery total's rounding to whole rupees (decision 085), its own line (absent before it) */
  roundOff: z.number().int().optional(),
  shippingZone: z.string().nullable().optional(),
  ...orderNoteAndGiftFields,
  total: z.number().int().describe('paise'),
  orderDate: z.string(),
  updatedAt: z.string(),
  /** The four-step timeline with its estimates (confirmation page). */
  timeline: z.array(timelineStepSchema),
  /** null once delivered, cancelled or returned. */
  estimatedDelivery: deliveryEstimateSchema.nullable(),
  /** Present once shipped with a courier and tracking number. */
  shipment: shipmentSchema.optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  /** Guest access token: present in the create response (and to the owner / an admin). */
  accessToken: z.string().optional(),
  /** Only while pending_payment; `confirmBy` only while awaiting_confirmation: its deadline (decision 087). */
  payment: paymentSessionSchema.nullable().optional(),
  confirmBy: z.string().optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderResponseSchema = z.object({ order: orderDetailSchema });

/** 'address': the order is placed but saving the address failed ('Address Save Warning'). */
export const orderWarningSchema = z.enum(['address', 'email']);
export type OrderWarning = z.infer<typeof orderWarningSchema>;

/** POST /api/orders → 201 */
export const createOrderResponseSchema = z.object({
  order: orderDetailSchema,
  warnings: z.array(orderWarningSchema).optional(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** GET /api/me/orders/recent */
export const recentOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: statusSchema,
  statusLabel: z.string(),
  total: z.number().int(),
  createdAt: z.string(),
});
export type RecentOrder = z.infer<typeof recentOrderSchema>;

/** GET /api/track/:orderNumber — no name, address, phone or email. */
export const trackingResultSchema = z.object({
  orderNumber: z.string(),
  status: statusSchema,
  statusLabel: z.string(),
  currentLocation: z.string(),
  estimatedDelivery: deliveryEstimateSchema.nullable(),
  orderDate: z.string(),
  timeline: z.array(timelineStepSchema),
  /** Present once shipped with a courier and tracking number: anyone with the order number may follow the parcel. */
  shipment: shipmentSchema.optional(),
});
export type TrackingResult = z.infer<typeof trackingResultSchema>;

/** GET /api/checkout/options */
export const checkoutOptionsSchema = z.object({
  paymentMethods: z.array(z.enum(CHECKOUT_PAYMENT_METHODS)),
  /** null when online payment is not offered. */
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  razorpayKeyId: z.string().optional(),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

/** POST /api/orders/:id/payment/verify (Razorpay Checkout's handler response). */
export const paymentVerifyInputSchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
});
export type PaymentVerifyInput = z.infer<typeof paymentVerifyInputSchema>;

/** GET /api/payments/sandbox/:paymentId */
export const sandboxPaymentInfoSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'paid', 'failed', 'expired']),
  expiresAt: z.string(),
});
export type SandboxPaymentInfo = z.infer<typeof sandboxPaymentInfoSchema>;

export const sandboxCompleteInputSchema = z.object({
  outcome: z.enum(['success', 'failure']),
});

/** Order number in a URL (the server trims and upper-cases it; anything unknown is simply not found). */
export const orderNumberParamSchema = z.object({ orderNumber: z.string().max(40) });
