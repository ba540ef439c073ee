import { z } from 'zod';
import { PHONE_PATTERN, PINCODE_PATTERN } from '../addresses/address.ts';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../constants/order-status.ts';
import {
  CHECKOUT_FIELD_LABELS,
  CHECKOUT_MESSAGES,
  type CheckoutOptions,
  type CreateOrderResponse,
  type DeliveryEstimate,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  missingInformation,
  type OrderCustomer,
  type OrderDetail,
  type OrderLine,
  type OrderSummary,
  PAYMENT_PROVIDERS,
  type PaymentSession,
  type PaymentVerifyInput,
  type RecentOrder,
  type SandboxPaymentInfo,
  type TimelineStep,
  type TrackingResult,
} from './order.ts';

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
}) satisfies z.ZodType<OrderCustomer, unknown>;
export type CheckoutCustomerInput = z.input<typeof checkoutCustomerSchema>;

/** One cart line: only the product and the quantity; prices come from the database (extra keys are dropped). */
export const orderLineInputSchema = z.object({
  productId: z
    .number({ error: 'Choose a product' })
    .int('Choose a product')
    .positive('Choose a product')
    .max(2_147_483_647, 'Choose a product'),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
});

export const createOrderInputSchema = z.object({
  customer: checkoutCustomerSchema,
  items: z
    .array(orderLineInputSchema, { error: 'Your cart is empty' })
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} different products`)
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((line, i) => {
        if (seen.has(line.productId)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'productId'],
            message: 'This product is already in the order',
          });
        }
        seen.add(line.productId);
      });
    }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose Cash on Delivery or Pay Online' }),
  saveAddress: z.boolean().optional(),
});
export type CreateOrderInput = z.input<typeof createOrderInputSchema>;
export type CreateOrderData = z.output<typeof createOrderInputSchema>;

export const idempotencyKeySchema = z.uuid({ error: CHECKOUT_MESSAGES.idempotencyKeyRequired });

// ---------------------------------------------------------------------------------------------
// Responses

const statusSchema = z.enum(ORDER_STATUSES);

export const timelineStepSchema = z.object({
  key: z.string(),
  label: z.string(),
  done: z.boolean(),
  current: z.boolean().optional(),
  date: z.string().optional(),
  estimate: z.string().optional(),
}) satisfies z.ZodType<TimelineStep>;

export const deliveryEstimateSchema = z.object({
  from: z.string(),
  to: z.string(),
}) satisfies z.ZodType<DeliveryEstimate>;

export const orderLineSchema = z.object({
  productId: z.number().int().nullable(),
  name: z.string(),
  category: z.string(),
  catalogNumber: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number().int().describe('paise'),
  totalPrice: z.number().int().describe('paise'),
}) satisfies z.ZodType<OrderLine>;

export const paymentSessionSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  paymentId: z.string(),
  providerOrderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  keyId: z.string().optional(),
  expiresAt: z.string(),
}) satisfies z.ZodType<PaymentSession>;

const orderCustomerSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
}) satisfies z.ZodType<OrderCustomer>;

export const orderSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: statusSchema,
  statusLabel: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  customer: orderCustomerSchema,
  items: z.array(orderLineSchema),
  subtotal: z.number().int().describe('paise'),
  shippingCost: z.number().int().describe('paise'),
  total: z.number().int().describe('paise'),
  orderDate: z.string(),
  updatedAt: z.string(),
  timeline: z.array(timelineStepSchema),
  estimatedDelivery: deliveryEstimateSchema.nullable(),
}) satisfies z.ZodType<OrderSummary>;

export const orderDetailSchema = orderSummarySchema.extend({
  accessToken: z.string().optional(),
  payment: paymentSessionSchema.nullable().optional(),
}) satisfies z.ZodType<OrderDetail>;

export const orderResponseSchema = z.object({ order: orderDetailSchema });

export const createOrderResponseSchema = z.object({
  order: orderDetailSchema,
  warnings: z.array(z.enum(['address', 'email'])).optional(),
}) satisfies z.ZodType<CreateOrderResponse>;

export const recentOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: statusSchema,
  statusLabel: z.string(),
  total: z.number().int(),
  createdAt: z.string(),
}) satisfies z.ZodType<RecentOrder>;

export const trackingResultSchema = z.object({
  orderNumber: z.string(),
  status: statusSchema,
  statusLabel: z.string(),
  currentLocation: z.string(),
  estimatedDelivery: deliveryEstimateSchema.nullable(),
  orderDate: z.string(),
  timeline: z.array(timelineStepSchema),
}) satisfies z.ZodType<TrackingResult>;

export const checkoutOptionsSchema = z.object({
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  razorpayKeyId: z.string().optional(),
}) satisfies z.ZodType<CheckoutOptions>;

export const paymentVerifyInputSchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
}) satisfies z.ZodType<PaymentVerifyInput>;

export const sandboxPaymentInfoSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'paid', 'failed', 'expired']),
  expiresAt: z.string(),
}) satisfies z.ZodType<SandboxPaymentInfo>;

export const sandboxCompleteInputSchema = z.object({
  outcome: z.enum(['success', 'failure']),
});

/** Order number in a URL (the server trims and upper-cases it; anything unknown is simply not found). */
export const orderNumberParamSchema = z.object({ orderNumber: z.string().max(40) });
