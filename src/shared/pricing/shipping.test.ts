import { describe, expect, it } from 'vitest';
import { amountToFreeShipping, DEFAULT_SHIPPING_RULE, orderTotals, shippingCost } from './shipping.ts';

const rule = DEFAULT_SHIPPING_RULE;

describe('shipping rule (free at ₹500, else ₹50)', () => {
  it.each([
    [0, 0],
    [49_999, 5_000],
    [50_000, 0],
    [120_000, 0],
  ])('subtotal %i paise ships for %i', (subtotal, fee) => {
    expect(shippingCost(subtotal, rule)).toBe(fee);
  });

  it('says how much more is needed for free shipping', () => {
    expect(amountToFreeShipping(30_000, rule)).toBe(20_000);
    expect(amountToFreeShipping(60_000, rule)).toBe(0);
  });

  it('totals are subtotal plus shipping', () => {
    expect(orderTotals(40_000, rule)).toEqual({ subtotal: 40_000, shippingCost: 5_000, total: 45_000 });
    expect(orderTotals(50_000, { freeShippingThreshold: 59_900, shippingFee: 4_000 }).total).toBe(54_000);
  });
});
