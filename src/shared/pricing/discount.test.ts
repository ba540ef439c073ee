import { describe, expect, it } from 'vitest';
import { type CouponTerms, couponEffect, discountedTotals, splitInProportion } from './discount.ts';

const rule = { freeShippingThreshold: 50_000, shippingFee: 5_000 };
const terms = (t: Partial<CouponTerms>): CouponTerms => ({
  kind: 'percent',
  value: 10,
  maxDiscount: null,
  categories: [],
  productIds: [],
  ...t,
});
const line = (productId: number, category: string, total: number) => ({ productId, category, total });

describe('coupon arithmetic', () => {
  it('takes a percentage off, capped at the maximum discount', () => {
    const lines = [line(1, 'Diyas', 300_000)];
    expect(couponEffect(terms({ value: 20 }), lines).discount).toBe(60_000);
    expect(couponEffect(terms({ value: 20, maxDiscount: 25_000 }), lines).discount).toBe(25_000);
  });

  it('never takes a fixed amount above the subtotal: the total does not go below zero', () => {
    const effect = couponEffect(terms({ kind: 'fixed', value: 90_000 }), [line(1, 'Diyas', 40_000)]);
    expect(effect.discount).toBe(40_000);
    const totals = discountedTotals(40_000, effect, rule);
    expect(totals).toEqual({ subtotal: 40_000, discount: 40_000, shippingCost: 5_000, total: 5_000 });
  });

  it('makes shipping free with a free-shipping coupon, and charges it again below the threshold after a discount', () => {
    const free = couponEffect(terms({ kind: 'free_shipping', value: 0 }), [line(1, 'Diyas', 20_000)]);
    expect(free).toMatchObject({ discount: 0, freeShipping: true });
    expect(discountedTotals(20_000, free, rule)).toEqual({
      subtotal: 20_000,
      discount: 0,
      shippingCost: 0,
      total: 20_000,
    });
    const tenOff = couponEffect(terms({ value: 10 }), [line(1, 'Diyas', 50_000)]);
    expect(discountedTotals(50_000, tenOff, rule)).toMatchObject({
      discount: 5_000,
      shippingCost: 5_000,
      total: 50_000,
    });
    expect(discountedTotals(50_000, null, rule)).toMatchObject({
      discount: 0,
      shippingCost: 0,
      total: 50_000,
    });
  });

  it('limited to a category, applies to those lines of a mixed cart only', () => {
    const lines = [line(1, 'Diyas', 30_000), line(2, 'Lamps', 70_000), line(3, 'Diyas', 10_000)];
    const effect = couponEffect(terms({ value: 25, categories: ['Diyas'] }), lines);
    expect(effect.eligibleSubtotal).toBe(40_000);
    expect(effect.discount).toBe(10_000);
    expect(effect.lineDiscounts).toEqual([7_500, 0, 2_500]);
    const byProduct = couponEffect(terms({ kind: 'fixed', value: 1_000, productIds: [2] }), lines);
    expect(byProduct.lineDiscounts).toEqual([0, 1_000, 0]);
    const none = couponEffect(terms({ categories: ['Rangoli'] }), lines);
    expect(none).toMatchObject({ eligibleSubtotal: 0, discount: 0 });
  });

  it('rounds to the paisa and splits the discount so the lines add up exactly', () => {
    // 12.5% of ₹999.99 is 12,499.875 paise: 12,500.
    expect(couponEffect(terms({ value: 12.5 }), [line(1, 'Diyas', 99_999)]).discount).toBe(12_500);
    const effect = couponEffect(terms({ kind: 'fixed', value: 1_000 }), [
      line(1, 'Diyas', 333),
      line(2, 'Diyas', 333),
      line(3, 'Diyas', 334),
    ]);
    expect(effect.lineDiscounts).toEqual([333, 333, 334]);
    expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitInProportion(0, [5, 5])).toEqual([0, 0]);
  });
});
