import { z } from 'zod';
import { GST_MESSAGES, HSN_PATTERN } from '../gst/gst.ts';
import { GIFT_MESSAGES, GIFT_WRAP_MODES, GIFT_WRAP_PRICE_MAX, GIFT_WRAP_RATES } from '../orders/gift.ts';
import { MAX_LINE_QUANTITY } from '../orders/order.ts';
import { returnWindowSchema } from '../orders/return-requests.schemas.ts';
import { REVIEW_MESSAGES, REVIEW_SETTING_LIMITS } from '../reviews/reviews.ts';
import { storeSettingsSchema } from './settings.schemas.ts';
import { LOW_STOCK_AT_MAX, SETTINGS_ADMIN_MESSAGES as M, MAX_SHIPPING_AMOUNT } from './settings-admin.ts';

export * from './settings-admin.ts';

const emailSchema = z.email();

const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, M.tooLong(max));

const amount = z
  .number({ error: M.amountInvalid })
  .int(M.amountInvalid)
  .min(0, M.amountInvalid)
  .max(MAX_SHIPPING_AMOUNT, M.amountTooHigh)
  .describe('paise');

const email = (message: string) =>
  z.string({ error: message }).trim().max(254, message).pipe(z.email(message));

/**
 * PUT /api/admin/settings: the whole form. `tagline`, `region` and `country` may be left out (they
 * keep their value); an empty `orderNotificationEmail` means "send to the contact email".
 */
const alertSwitch = (name: string) => z.boolean({ error: `ownerAlerts.${name} must be true or false` });

/** The owner's alerts: each event on or off, and the stock at which a piece is low. */
export const ownerAlertsSchema = z.object({
  newOrder: alertSwitch('newOrder').describe('A new order (and the burst notice stays on regardless)'),
  cancellation: alertSwitch('cancellation').describe('A customer cancelled an order from My Orders'),
  failedPayment: alertSwitch('failedPayment').describe('The payment gateway reported a failed payment'),
  lowStock: alertSwitch('lowStock').describe('An order took a piece to lowStockAt units or fewer'),
  newReview: alertSwitch('newReview').describe('A review waits for approval'),
  stockRequest: alertSwitch('stockRequest').describe(
    'A shopper asks for a piece like a sold one-of-a-kind one',
  ),
  lowStockAt: z
    .number({ error: M.lowStockAtInvalid })
    .int(M.lowStockAtInvalid)
    .min(1, M.lowStockAtInvalid)
    .max(LOW_STOCK_AT_MAX, M.lowStockAtInvalid),
});

/** Gift wrap at checkout (decision 068): off, per order or per item, its price (paise) and its own HSN/SAC and rate. */
export const giftWrapSettingsSchema = z
  .object({
    mode: z.enum(GIFT_WRAP_MODES, { error: GIFT_MESSAGES.wrapModeInvalid }),
    price: z
      .number({ error: GIFT_MESSAGES.wrapPriceInvalid })
      .int(GIFT_MESSAGES.wrapPriceInvalid)
      .min(0, GIFT_MESSAGES.wrapPriceInvalid)
      .max(GIFT_WRAP_PRICE_MAX, GIFT_MESSAGES.wrapPriceInvalid)
      .describe('paise, GST-inclusive: per order or per item'),
    hsn: z
      .string({ error: GST_MESSAGES.hsnInvalid })
      .trim()
      .regex(HSN_PATTERN, GST_MESSAGES.hsnInvalid)
      .describe('the HSN or SAC code of its invoice line'),
    rate: z
      .number({ error: GIFT_MESSAGES.wrapRateInvalid })
      .refine((r) => (GIFT_WRAP_RATES as readonly number[]).includes(r), GIFT_MESSAGES.wrapRateInvalid),
  })
  .refine((w) => w.mode === 'off' || w.price > 0, {
    path: ['price'],
    message: GIFT_MESSAGES.wrapPriceNeeded,
  });

export const storeSettingsUpdateSchema = z.object({
  storeName: text(M.storeNameRequired, 100),
  tagline: z.string().trim().max(200, M.tooLong(200)).optional(),
  contactPhone: text(M.contactPhoneRequired, 20).refine(
    (v) => /^\+?[\d\s-]+$/.test(v) && /^\d{10,15}$/.test(v.replace(/\D/g, '')),
    M.contactPhoneInvalid,
  ),
  contactEmail: email(M.contactEmailInvalid),
  city: text(M.cityRequired, 100),
  region: z.string().trim().max(100, M.tooLong(100)).optional(),
  country: z.string().trim().max(100, M.tooLong(100)).optional(),
  whatsappNumber: z
    .string({ error: M.whatsappNumberInvalid })
    .trim()
    .regex(/^\d{10,15}$/, M.whatsappNumberInvalid)
    .describe('Digits only, with country code, as wa.me expects'),
  whatsappGreeting: text(M.whatsappGreetingRequired, 500),
  freeShippingThreshold: amount.describe('paise: subtotals at or above it ship free'),
  shippingFee: amount.describe('paise: charged below the threshold'),
  maxUnitsPerProduct: z
    .number({ error: M.maxUnitsInvalid })
    .int(M.maxUnitsInvalid)
    .min(1, M.maxUnitsInvalid)
    .max(MAX_LINE_QUANTITY, M.maxUnitsInvalid)
    .optional()
    .describe('Units of one product one order may hold; left out keeps the current value'),
  reviewsNeedApproval: z
    .boolean({ error: 'reviewsNeedApproval must be true or false' })
    .optional()
    .describe('Reviews wait for the admin before they show; left out keeps the current value'),
  reviewRequestDays: z
    .number({ error: REVIEW_MESSAGES.requestDaysInvalid })
    .int(REVIEW_MESSAGES.requestDaysInvalid)
    .min(REVIEW_SETTING_LIMITS.requestDaysMin, REVIEW_MESSAGES.requestDaysInvalid)
    .max(REVIEW_SETTING_LIMITS.requestDaysMax, REVIEW_MESSAGES.requestDaysInvalid)
    .optional()
    .describe('Days after delivery when the review request mail goes out; left out keeps the current value'),
  orderNotificationEmail: z
    .string({ error: M.notificationEmailInvalid })
    .trim()
    .max(254, M.notificationEmailInvalid)
    .refine((v) => v === '' || emailSchema.safeParse(v).success, M.notificationEmailInvalid)
    .nullish()
    .transform((v) => v || null),
  ownerAlerts: ownerAlertsSchema.optional().describe("The owner's alerts; left out keeps the current ones"),
  giftWrap: giftWrapSettingsSchema
    .optional()
    .describe('Gift wrap at checkout; left out keeps the current setting'),
  returnWindow: returnWindowSchema
    .optional()
    .describe(
      '"Report a problem" windows from delivery: damageHours for damage, days for anything else; left out keeps them',
    ),
});
export type StoreSettingsUpdateBody = z.input<typeof storeSettingsUpdateSchema>;
export type StoreSettingsUpdate = z.output<typeof storeSettingsUpdateSchema>;

export const adminStoreSettingsSchema = storeSettingsSchema.extend({
  /** New-order notices go here; when null they go to `contactEmail`. */
  orderNotificationEmail: z.string().nullable(),
  reviewsNeedApproval: z.boolean(),
  reviewRequestDays: z.number().int(),
  ownerAlerts: ownerAlertsSchema,
  returnWindow: returnWindowSchema,
  giftWrap: z.object({
    mode: z.enum(GIFT_WRAP_MODES),
    price: z.number().int(),
    hsn: z.string(),
    rate: z.number(),
  }),
});

export type AdminStoreSettings = z.infer<typeof adminStoreSettingsSchema>;
