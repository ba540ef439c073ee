import type { ShippingRule } from './shipping.ts';

/*
 * The discount arithmetic (decision 029), pure and in paise: what a coupon takes off a cart, how that amount
 * splits across the lines it covers (each line keeps its share for invoices and refunds), and the order's
 * totals. The server runs it; the browser only shows the server's answer. Zod-free.
 */

export const COUPON_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export interface CouponTerms {
  kind: CouponKind;
  /** Whole percent for 'percent', paise for 'fixed', 0 for 'free_shipping'. */
  value: number;
  /** paise: the most a percentage takes off; null: no cap. */
  maxDiscount: number | null;
  /** Limited to these categories or products; both empty: every line. */
  categories: readonly string[];
  productIds: readonly number[];
}

export interface DiscountLine {
  productId: number;
  category: string;
  /** paise: unit price × quantity */
  total: number;
}

/** Whether the coupon covers this line. */
export function covers(terms: Pick<CouponTerms, 'categories' | 'productIds'>, line: DiscountLine): boolean {
  if (terms.categories.length === 0 && terms.productIds.length === 0) return true;
  return terms.categories.includes(line.category) || terms.productIds.includes(line.productId);
}

/**
 * `amount` split across `weights` in proportion, in whole paise, summing exactly to `amount`: each share is
 * rounded down and the paise left go one each to the largest remainders (the earlier line on a tie).
 */
export function splitInProportion(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

export interface CouponEffect {
  /** paise: the covered lines' total (what the minimum and the percentage apply to) */
  eligibleSubtotal: number;
  /** paise: taken off the subtotal; never more than the covered lines' total */
  discount: number;
  /** Each line's share of the discount, in the lines' order (0 for lines the coupon does not cover). */
  lineDiscounts: number[];
  freeShipping: boolean;
}

export function couponEffect(terms: CouponTerms, lines: readonly DiscountLine[]): CouponEffect {
  const weights = lines.map((l) => (covers(terms, l) ? l.total : 0));
  const eligibleSubtotal = weights.reduce((a, b) => a + b, 0);
  let discount = 0;
  if (terms.kind === 'percent') {
    discount = Math.round((eligibleSubtotal * terms.value) / 100);
    if (terms.maxDiscount !== null) discount = Math.min(discount, terms.maxDiscount);
  } else if (terms.kind === 'fixed') {
    discount = terms.value;
  }
  discount = Math.max(0, Math.min(discount, eligibleSubtotal));
  return {
    eligibleSubtotal,
    discount,
    lineDiscounts: splitInProportion(discount, weights),
    freeShipping: terms.kind === 'free_shipping' && eligibleSubtotal > 0,
  };
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shippingCost: number;
  total: number;
}

/**
 * The order's totals: shipping follows the shop's rule on the subtotal after the discount (a coupon that
 * takes the cart below the threshold brings the fee back), and is 0 with a free-shipping coupon.
 */
export function discountedTotals(
  subtotal: number,
  effect: Pick<CouponEffect, 'discount' | 'freeShipping'> | null,
  rule: ShippingRule,
): OrderTotals {
  const discount = effect?.discount ?? 0;
  const after = subtotal - discount;
  // An empty cart ships nothing; a cart the coupon made free still ships.
  const free = effect?.freeShipping || subtotal <= 0 || after >= rule.freeShippingThreshold;
  const shipping = free ? 0 : rule.shippingFee;
  return { subtotal, discount, shippingCost: shipping, total: after + shipping };
}
