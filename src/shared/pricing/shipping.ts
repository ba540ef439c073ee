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

/** Paise still needed for free shipping; 0 once it applies. */
export function amountToFreeShipping(subtotal: number, rule: ShippingRule): number {
  return Math.max(0, rule.freeShippingThreshold - subtotal);
}

export function orderTotals(subtotal: number, rule: ShippingRule) {
  const shipping = shippingCost(subtotal, rule);
  return { subtotal, shippingCost: shipping, total: subtotal + shipping };
}
