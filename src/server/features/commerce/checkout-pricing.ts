import type { CreateOrderData } from '#shared/orders/order.schemas.ts';
import type { QuoteData } from '#shared/promotions/coupon.schemas.ts';
import type { Db } from '../../db/client.ts';
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
  type DeliveryFees,
  discountLines,
  type PricedLines,
  priceItems,
  priceLines,
  withDeliveryFees,
} from './place-order.ts';
import type { Bought } from './stock.ts';

/*
 * The one pricing of a checkout (decision 063): the quote the cart and checkout show and the order placed from them
 * run this same sequence, so their figures cannot drift apart. Each line at its variant's price now (priceItems), the
 * coupon's discount split over its lines, shipping from the store's rule (priceLines), then the zone's and the COD
 * fee on the value after the discount (withDeliveryFees). Prices are GST-inclusive: taxes are a breakdown of
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
  buyer: Buyer;
}

export interface PricedCheckout<D extends DeliveryFees> {
  priced: PricedLines;
  /** paise: the total before the delivery fees (what the COD rules are checked on) */
  value: number;
  coupon: AppliedCoupon | null;
  delivery: D;
}

async function priceCheckout<D extends DeliveryFees>(
  items: ReadonlyArray<{ quantity: number }>,
  code: string | null,
  at: PricingInputs,
  steps: {
    coupon: (code: string, lines: ReturnType<typeof discountLines>) => Promise<AppliedCoupon>;
    delivery: (value: number) => Promise<D>;
  },
): Promise<PricedCheckout<D>> {
  const lines = priceItems(items, at.lines, at.pricing);
  const coupon = code === null ? null : await steps.coupon(code, discountLines(lines));
  const goods = priceLines(lines, coupon?.effect ?? null, at.settings);
  const delivery = await steps.delivery(goods.totals.total);
  return { priced: withDeliveryFees(goods, delivery), value: goods.totals.total, coupon, delivery };
}

/**
 * In the order's transaction: the code is checked again and its use taken (decision 029), the pincode, its state and
 * the COD rules are checked (decision 039); any refusal throws and rolls the order back.
 */
export function priceOrder(tx: Db, input: CreateOrderData, at: PricingInputs) {
  return priceCheckout(input.items, input.couponCode || null, at, {
    coupon: (code, lines) => claimCoupon(tx, code, lines, at.buyer, at.now),
    delivery: (value) =>
      deliveryForOrder(
        tx,
        {
          pincode: input.customer.pincode,
          state: input.customer.state,
          paymentMethod: input.paymentMethod,
          value,
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
  return priceCheckout(input.items, input.couponCode ?? null, at, {
    coupon: (code, lines) => evaluateCoupon(db, code, lines, at.buyer, at.now),
    delivery: (value) =>
      deliveryForQuote(
        db,
        { pincode: input.pincode, state: input.state, paymentMethod: input.paymentMethod, value },
        at.now,
      ),
  });
}
