import { z } from 'zod';
import { imageSchema } from '../catalog/catalog.schemas.ts';
import { personalisedValueSchema } from '../catalog/personalisation.schemas.ts';
import { LANGS } from '../i18n/translate.ts';
import { checkoutCustomerSchema, orderLineInputSchema } from '../orders/order.schemas.ts';
import { CART_RECOVERY_MESSAGES as M, REMEMBERED_LINES_MAX } from './cart-recovery.ts';

export * from './cart-recovery.ts';

/*
 * Recovered carts (issue 44 point 3, decision 075).
 *
 * - PUT  /api/cart-recovery/cart       { items, email?, phone?, marketingConsent?, lang } → 200 { remembered }
 *   a known shopper's cart (signed in, or a guest who typed an email or phone at checkout); no prices are taken.
 * - POST /api/cart-recovery/restore    { token } → the lines priced now, a sold-out one said so; 400 naming `token`.
 * - POST /api/cart-recovery/unsubscribe { token } → the reminders stop and the marketing consent is withdrawn.
 * - GET/PUT /api/admin/cart-recovery   the owner's switch and coupon, and the recovered revenue.
 */

/** Email and phone as checkout reads them (lower-cased email, the 10 digits of the phone). */
const contact = checkoutCustomerSchema.pick({ email: true, phone: true });

export const rememberCartInputSchema = z.object({
  items: z.array(orderLineInputSchema, { error: M.itemsInvalid }).max(REMEMBERED_LINES_MAX, M.itemsInvalid),
  email: contact.shape.email.optional(),
  phone: contact.shape.phone.optional(),
  /** The checkout's unticked marketing box (decision 023); absent: unchanged. */
  marketingConsent: z.boolean({ error: 'marketingConsent must be true or false' }).optional(),
  lang: z.enum(LANGS, { error: 'lang must be en or hi' }).default('en'),
});
export type RememberCartInput = z.input<typeof rememberCartInputSchema>;
export type RememberCartData = z.output<typeof rememberCartInputSchema>;

export const rememberCartResultSchema = z.object({
  /** False when recovery is off or the cart is empty (nothing is kept). */
  remembered: z.boolean(),
});

export const cartLinkInputSchema = z.object({
  token: z.string({ error: M.linkInvalid }).min(1, M.linkInvalid).max(300, M.linkInvalid),
});

export const RESTORED_LINE_STATES = ['available', 'sold-out', 'unavailable'] as const;
export type RestoredLineState = (typeof RESTORED_LINE_STATES)[number];

/** A cart line as the link restores it: priced by the server now (never from what was stored). */
export const restoredLineSchema = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  quantity: z.number().int(),
  state: z.enum(RESTORED_LINE_STATES),
  name: z.string(),
  nameHi: z.string().optional(),
  options: z.string().optional(),
  optionsHi: z.string().optional(),
  /** paise per unit, add-ons included; for a sold-out line its price when it was last offered. */
  unitPrice: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  personalisation: z.array(personalisedValueSchema).optional(),
  images: z.array(imageSchema),
  category: z.string(),
  catalogNumber: z.string(),
  /** null: the shop does not count it. */
  stockQuantity: z.number().int().nullable(),
});
export type RestoredLine = z.infer<typeof restoredLineSchema>;

export const restoredCartSchema = z.object({
  lines: z.array(restoredLineSchema),
  /** The owner's recovery coupon, for the cart to apply (checked by the quote like any code); null: none. */
  couponCode: z.string().nullable(),
});
export type RestoredCart = z.infer<typeof restoredCartSchema>;

export const cartUnsubscribedSchema = z.object({ message: z.string() });

export const cartRecoverySettingsSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  couponCode: z
    .string({ error: M.couponInvalid })
    .trim()
    .toUpperCase()
    .max(40, M.couponInvalid)
    .nullish()
    .transform((code) => code || null),
});
export type CartRecoverySettingsInput = z.input<typeof cartRecoverySettingsSchema>;
export type CartRecoverySettings = z.output<typeof cartRecoverySettingsSchema>;

export const cartRecoveryAdminSchema = z.object({
  enabled: z.boolean(),
  couponCode: z.string().nullable(),
  /** Carts remembered in the last 30 days, reminders sent, and orders placed from a recovery link. */
  remembered: z.number().int(),
  reminded: z.number().int(),
  recoveredOrders: z.number().int(),
  /** paise: the totals of those orders (cancelled and unpaid ones left out). */
  recoveredRevenue: z.number().int(),
});
export type CartRecoveryAdmin = z.infer<typeof cartRecoveryAdminSchema>;
