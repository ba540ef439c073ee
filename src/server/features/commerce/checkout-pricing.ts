import { ASSISTED_MESSAGES } from '#shared/orders/assisted.ts';
import { GIFT_MESSAGES, type GiftWrapSettings, giftWrapCharge } from '#shared/orders/gift.ts';
import type { CreateOrderData } from '#shared/orders/order.schemas.ts';
import { discountedTotals, splitInProportion } from '#shared/pricing/discount.ts';
import type { QuoteData } from '#shared/promotions/coupon.schemas.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Pricing } from '../catalog/catalog.service.ts';
import { deliveryForOrder, deliveryForQuote } from '../delivery/delivery.service.ts';
import {
  type AppliedCoupon,
  type Buyer,
  claimCoupon,
  evaluateCoupon,
} from '../promotions/coupons.service.ts';
import type { OrderTemplateContext } from './order-effects.ts';
import {
  type ChargedWrap,
  type DeliveryCharges,
  discountLines,
  type PricedLines,
  priceItems,
  priceLines,
  withDeliveryFees,
  withGiftWrap,
} from './place-order.ts';
import type { Bought } from './stock.ts';

/*
 * The one pricing of a checkout (decision 063): the quote the cart and checkout show and the order placed from them
 * run this same sequence, so their figures cannot drift apart. Each line at its variant's price now (priceItems), the
 * coupon's discount split over its lines, shipping from the store's rule (priceLines), the gift wrap when asked for
 * (decision 068, withGiftWrap), then the zone's and the COD fee on that value (withDeliveryFees). Prices are GST-inclusive: taxes are a breakdown of
 * these figures on the invoice (decision 038), never added to them.
 */

/**
 * What pricing reads before it starts: the lines' products and variants that can be bought now (by line index,
 * stock.ts `purchasableLines`), the running sales and offers, the shop's shipping rule.
 */
export interface PricingInputs {
  now: Date;
  lines: ReadonlyMap<number, Bought>;
  pricing: Pricing;
  settings: OrderTemplateContext['settings'];
  /** The owner's gift-wrap setting (decision 068). */
  giftWrap: GiftWrapSettings;
  buyer: Buyer;
}

export interface PricedCheckout<D extends DeliveryCharges> {
  priced: PricedLines;
  /** paise: the total before the delivery fees (what the COD rules are checked on) */
  value: number;
  coupon: AppliedCoupon | null;
  delivery: D;
  /** null when not asked for (or, in a quote, not offered). */
  wrap: ChargedWrap | null;
}

async function priceCheckout<D extends DeliveryCharges>(
  items: CreateOrderData['items'],
  code: string | null,
  wrapAsked: boolean,
  at: PricingInputs,
  steps: {
    coupon: (code: string, lines: ReturnType<typeof discountLines>) => Promise<AppliedCoupon>;
    delivery: (value: number) => Promise<D>;
    /** The order refuses inputs that break a personalisation field's rule; the quote prices what is valid. */
    strict: boolean;
  },
): Promise<PricedCheckout<D>> {
  const lines = priceItems(items, at.lines, at.pricing, { strict: steps.strict });
  const coupon = code === null ? null : await steps.coupon(code, discountLines(lines));
  const goods = priceLines(lines, coupon?.effect ?? null, at.settings);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const charge = wrapAsked ? giftWrapCharge(at.giftWrap, units) : { fee: 0, quantity: 0 };
  const wrap = charge.fee > 0 ? { ...charge, hsn: at.giftWrap.hsn, rate: at.giftWrap.rate } : null;
  const wrapped = withGiftWrap(goods, wrap?.fee ?? 0);
  const delivery = await steps.delivery(wrapped.totals.total);
  return { priced: withDeliveryFees(wrapped, delivery), value: wrapped.totals.total, coupon, delivery, wrap };
}

/**
 * In the order's transaction: the code is checked again and its use taken (decision 029), the pincode, its state and
 * the COD rules are checked (decision 039); any refusal throws and rolls the order back.
 */
export function priceOrder(tx: Db, input: CreateOrderData, at: PricingInputs) {
  const wrapAsked = input.gift?.wrap === true;
  if (wrapAsked && at.giftWrap.mode === 'off') {
    throw new AppError('BAD_REQUEST', GIFT_MESSAGES.wrapUnavailable, {
      'gift.wrap': GIFT_MESSAGES.wrapUnavailable,
    });
  }
  // The parcel's pincode and state: a gift's recipient's, else the buyer's (decision 068).
  const shipTo = input.gift?.recipient ?? input.customer;
  return priceCheckout(input.items, input.couponCode || null, wrapAsked, at, {
    strict: true,
    coupon: (code, lines) => claimCoupon(tx, code, lines, at.buyer, at.now),
    delivery: (value) =>
      deliveryForOrder(
        tx,
        {
          pincode: shipTo.pincode,
          state: shipTo.state,
          paymentMethod: input.paymentMethod,
          value,
          lines: input.items,
        },
        at.now,
      ),
  });
}

/**
 * The quote: the code checked without taking a use (a refusal is the quote's 400 naming `couponCode`), and the
 * delivery lines the order would have, leaving out what it would refuse (`deliveryForQuote`).
 */
export function priceQuote(db: Db, input: QuoteData, at: PricingInputs) {
  return priceCheckout(input.items, input.couponCode ?? null, input.giftWrap === true, at, {
    strict: false,
    coupon: (code, lines) => evaluateCoupon(db, code, lines, at.buyer, at.now),
    delivery: (value) =>
      deliveryForQuote(
        db,
        {
          pincode: input.pincode,
          state: input.state,
          paymentMethod: input.paymentMethod,
          value,
          lines: input.items,
        },
        at.now,
      ),
  });
}

/** A custom line of an assisted order (decision 074) as priced: the owner's price, its HSN code and rate. */
export interface CustomLinePrice {
  name: string;
  quantity: number;
  /** paise */
  unitPrice: number;
  total: number;
  discount: number;
  hsn: string;
  gstRate: number | null;
  note: string | null;
}

export interface AssistedPricingInput {
  items: CreateOrderData['items'];
  customLines: ReadonlyArray<
    Omit<CustomLinePrice, 'total' | 'discount' | 'gstRate' | 'note'> & {
      gstRate?: number | null | undefined;
      note?: string | undefined;
    }
  >;
  /** paise off the whole order, split over every line by its value (as a coupon's is, decision 029). */
  discount: number;
  /** paise: the owner's delivery charge, which replaces the shipping rule and the zone's fee; undefined: the shop's. */
  deliveryFee?: number | undefined;
}

/**
 * An assisted order's pricing (decision 074), the same steps as a checkout's: the catalog lines at their variant's
 * price now with their personalisation (priceItems), the owner's custom lines, the owner's discount split over all
 * lines, shipping by the owner's fee or the shop's rule (discountedTotals), then the delivery check and fees. The
 * summary and the order run this one function; `delivery` is the order's (in its transaction) or the quote's.
 */
export async function priceAssisted<D extends DeliveryCharges>(
  input: AssistedPricingInput,
  at: Omit<PricingInputs, 'giftWrap' | 'buyer'>,
  steps: { strict: boolean; delivery: (value: number) => Promise<D> },
): Promise<{ priced: PricedLines; custom: CustomLinePrice[]; delivery: D }> {
  const lines = priceItems(input.items, at.lines, at.pricing, { strict: steps.strict });
  const weights = [...lines.map((l) => l.total), ...input.customLines.map((c) => c.unitPrice * c.quantity)];
  const subtotal = weights.reduce((sum, w) => sum + w, 0);
  if (input.discount > subtotal) {
    throw new AppError('BAD_REQUEST', ASSISTED_MESSAGES.discountTooLarge, {
      discount: ASSISTED_MESSAGES.discountTooLarge,
    });
  }
  const shares = splitInProportion(input.discount, weights);
  const rule =
    input.deliveryFee === undefined
      ? at.settings
      : { shippingFee: input.deliveryFee, freeShippingThreshold: Number.POSITIVE_INFINITY };
  const totals = discountedTotals(subtotal, { discount: input.discount, freeShipping: false }, rule);
  const custom = input.customLines.map((c, i) => ({
    name: c.name,
    quantity: c.quantity,
    unitPrice: c.unitPrice,
    total: c.unitPrice * c.quantity,
    discount: shares[lines.length + i]!,
    hsn: c.hsn,
    gstRate: c.gstRate ?? null,
    note: c.note || null,
  }));
  const goods: PricedLines = {
    lines: lines.map((l, i) => ({ ...l, discount: shares[i]! })),
    totals: { ...totals, zoneFee: 0, codFee: 0, giftWrapFee: 0, roundOff: 0 },
  };
  const found = await steps.delivery(totals.total);
  const delivery: D = input.deliveryFee === undefined ? found : { ...found, zoneFee: 0 };
  return { priced: withDeliveryFees(goods, delivery), custom, delivery };
}
