import { formatRupees } from './money.ts';

/** The one free-shipping rule (docs/product.md §9.3): every text that mentions it derives from these settings. */
export interface ShippingRule {
  /** Subtotal in paise at or above which shipping is free. */
  freeShippingThreshold: number;
  /** Fee in paise below the threshold. */
  shippingFee: number;
}

export const DEFAULT_SHIPPING_RULE: ShippingRule = { freeShippingThreshold: 50_000, shippingFee: 5_000 };

export function shippingCost(subtotal: number, rule: ShippingRule): number {
  if (subtotal <= 0) return 0;
  return subtotal >= rule.freeShippingThreshold ? 0 : rule.shippingFee;
}

/**
 * The rule in the shop's one wording, 'on orders of ₹500 or more' (spec audit 1.1: the rule includes
 * the threshold, so no text says 'over' or 'above'). Hero, product page and trust badge all use it.
 */
export function freeShippingCondition(rule: Pick<ShippingRule, 'freeShippingThreshold'>): string {
  return `on orders of ${formatRupees(rule.freeShippingThreshold)} or more`;
}

/** Paise still needed for free shipping; 0 once it applies. */
export function amountToFreeShipping(subtotal: number, rule: ShippingRule): number {
  return Math.max(0, rule.freeShippingThreshold - subtotal);
}

export function orderTotals(subtotal: number, rule: ShippingRule) {
  const shipping = shippingCost(subtotal, rule);
  return { subtotal, shippingCost: shipping, total: subtotal + shipping };
}
