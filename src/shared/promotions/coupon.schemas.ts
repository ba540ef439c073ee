import { z } from 'zod';
import { personalisedValueSchema } from '../catalog/personalisation.schemas.ts';
import { CATEGORIES } from '../constants/categories.ts';
import { orderLineInputSchema } from '../orders/order.schemas.ts';
import { COUPON_KINDS } from '../pricing/discount.ts';
import { COUPON_ADMIN_MESSAGES as M } from './coupon.ts';

export * from './coupon.ts';

const paise = z
  .number({ error: M.amountWhole })
  .int(M.amountWhole)
  .positive(M.amountPositive)
  .max(100_000_000);
const limit = z
  .number({ error: M.limitPositive })
  .int(M.limitPositive)
  .min(1, M.limitPositive)
  .max(1_000_000);
const when = z.iso.datetime({ offset: true, error: M.dateInvalid });

/** POST /api/admin/coupons, PUT /api/admin/coupons/:id: the whole coupon. */
export const couponInputSchema = z
  .object({
    code: z
      .string({ error: M.codeInvalid })
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,30}$/, M.codeInvalid)
      .transform((code) => code.toUpperCase()),
    description: z.string().trim().max(200, M.descriptionTooLong).default(''),
    kind: z.enum(COUPON_KINDS, { error: M.kindRequired }),
    /** Whole percent for 'percent', paise for 'fixed', 0 for 'free_shipping'. */
    value: z.number({ error: M.amountWhole }).int(M.amountWhole).min(0).default(0),
    minSubtotal: paise.nullable().default(null),
    maxDiscount: paise.nullable().default(null),
    startsAt: when.nullable().default(null),
    endsAt: when.nullable().default(null),
    usageLimit: limit.nullable().default(null),
    perCustomerLimit: limit.nullable().default(null),
    categories: z.array(z.enum(CATEGORIES)).max(CATEGORIES.length).default([]),
    productIds: z
      .array(z.number().int().positive().max(2_147_483_647), { error: M.productIdsInvalid })
      .max(200)
      .default([]),
    firstOrderOnly: z.boolean({ error: M.flagInvalid }).default(false),
    active: z.boolean({ error: M.flagInvalid }).default(true),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && (c.value < 1 || c.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.percentRange });
    }
    if (c.kind === 'fixed' && c.value < 1)
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.amountPositive });
    if (c.startsAt && c.endsAt && new Date(c.startsAt) >= new Date(c.endsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: M.endsAfterStart });
    }
  })
  // Free shipping takes nothing off the subtotal, and only a percentage has a cap.
  .transform((c) => ({
    ...c,
    value: c.kind === 'free_shipping' ? 0 : c.value,
    maxDiscount: c.kind === 'percent' ? c.maxDiscount : null,
  }));
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponData = z.output<typeof couponInputSchema>;

/** One coupon in the admin's list, with its figures (uses, revenue of its orders, discount given). */
export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  minSubtotal: z.number().int().nullable(),
  maxDiscount: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  categories: z.array(z.string()),
  productIds: z.array(z.number().int()),
  /** The products the coupon is limited to, with their names, in productIds' order (audit D-m20). */
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  firstOrderOnly: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  report: z.object({
    uses: z.number().int(),
    /** paise: the totals its orders were placed for */
    revenue: z.number().int(),
    /** paise */
    discountGiven: z.number().int(),
  }),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** POST /api/checkout/quote: the cart's lines, a code, and at checkout the buyer's email and phone. */
export const quoteInputSchema = z.object({
  items: z.array(orderLineInputSchema).min(1).max(50),
  couponCode: z.string().trim().max(40).optional(),
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(20).optional(),
  /**
   * At checkout: the delivery pincode, its state and the payment method, for the zone's and the COD fee
   * (decision 039), priced as the order will be (decision 063).
   */
  pincode: z.string().trim().max(10).optional(),
  state: z.string().trim().max(100).optional(),
  paymentMethod: z.enum(['cod', 'online']).optional(),
  /** At checkout: the buyer ticked gift wrap (decision 068); priced as the order will be. */
  giftWrap: z.boolean().optional(),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;
export type QuoteData = z.output<typeof quoteInputSchema>;

export const quoteSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.number().int(),
      /** The variant the line buys (the product's default when the cart named none, decision 066). */
      variantId: z.number().int(),
      /** Its options ('Blue, Large'), '' for a product without options; in Hindi where its values have Hindi labels. */
      options: z.string(),
      optionsHi: z.string().optional(),
      /** The line's personalisation as priced (decision 072), each input with its add-on; absent: none. */
      personalisation: z.array(personalisedValueSchema).optional(),
      /** paise per unit, included in unitPrice. */
      personalisationAddOn: z.number().int().optional(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      /** paise: the MRP, or the regular price during a sale or offer, shown struck through; null when none */
      compareAtPrice: z.number().int().nullable(),
      total: z.number().int(),
      discount: z.number().int(),
    }),
  ),
  subtotal: z.number().int(),
  discount: z.number().int(),
  shippingCost: z.number().int(),
  /** paise: the shipping zone's fee and the COD fee, each its own line (0 when none) */
  zoneFee: z.number().int(),
  codFee: z.number().int(),
  zone: z.string().nullable(),
  /** paise: the gift wrap when asked for (decision 068), its own line; 0 when none */
  giftWrapFee: z.number().int(),
  /** What the shop charges for gift wrap (its price per order or per item); null when it offers none. */
  giftWrapOffer: z.object({ mode: z.enum(['order', 'item']), price: z.number().int() }).nullable(),
  /** paise: a cash-on-delivery total's rounding to whole rupees (decision 085), its own line; 0 when none */
  roundOff: z.number().int(),
  /**
   * The arrival window the order would be promised (decision 070: made-to-order pieces' making time counts): for the
   * pincode given, else for a pincode no zone covers; null for a pincode the shop does not deliver to.
   */
  arrival: z.object({ dispatch: z.string(), from: z.string(), to: z.string() }).nullable(),
  total: z.number().int(),
  /** paise: the total before the zone's and the COD fee (what the COD rules are checked on) */
  orderValue: z.number().int(),
  /** paise still needed (after the discount) for the shop's free shipping; 0 when shipping is free */
  amountToFreeShipping: z.number().int(),
  coupon: z.object({ code: z.string(), description: z.string(), freeShipping: z.boolean() }).nullable(),
  /** The browser's checkout pass: sent back with later quotes and the order (decision 058). */
  checkoutPass: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;
