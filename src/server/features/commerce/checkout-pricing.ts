import { GIFT_MESSAGES, type GiftWrapSettings, giftWrapCharge } from '#shared/orders/gift.ts';
import type { CreateOrderData } from '#shared/orders/order.schemas.ts';
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
  type DeliveryFees,
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

export interface PricedCheckout<D extends DeliveryFees> {
  priced: PricedLines;
  /** paise: the total before the delivery fees (what the COD rules are checked on) */
  value: number;
  coupon: AppliedCoupon | null;
  delivery: D;
  /** null when not asked for (or, in a quote, not offered). */
  wrap: ChargedWrap | null;
}

async function priceCheckout<D extends DeliveryFees>(
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
