import { describe, expect, it } from 'vitest';
import { compareAtPrice, effectivePrice, nextPriceChange, type PriceFields, percentOff } from './sale.ts';

const now = new Date('2026-11-27T10:00:00Z');
const hour = 3_600_000;
const at = (h: number) => new Date(now.getTime() + h * hour);
const base: PriceFields = {
  price: 100_000,
  mrp: null,
  salePrice: null,
  saleStartsAt: null,
  saleEndsAt: null,
  category: 'Diyas',
};

describe('sale prices', () => {
  it('uses the sale price only inside its window, the start included and the end excluded', () => {
    const p = { ...base, salePrice: 80_000, saleStartsAt: at(0), saleEndsAt: at(2) };
    expect(effectivePrice(p, at(-1))).toBe(100_000);
    expect(effectivePrice(p, at(0))).toBe(80_000);
    expect(effectivePrice(p, at(2))).toBe(100_000);
  });

  it('strikes through the MRP, or the regular price during a sale, whichever is higher', () => {
    expect(compareAtPrice({ ...base, mrp: 120_000 }, now)).toBe(120_000);
    expect(compareAtPrice(base, now)).toBeNull();
    const sale = { ...base, salePrice: 80_000, saleStartsAt: at(-1), saleEndsAt: at(1) };
    expect(compareAtPrice(sale, now)).toBe(100_000);
    expect(compareAtPrice({ ...sale, mrp: 150_000 }, now)).toBe(150_000);
  });

  it('takes the lowest of the sale and an offer on the product category, rounded to the paisa', () => {
    const offer = { percent: 15, category: 'Diyas', startsAt: at(-1), endsAt: at(1) };
    expect(effectivePrice({ ...base, price: 99_999 }, now, [offer])).toBe(84_999);
    expect(effectivePrice({ ...base, category: 'Lamps' }, now, [offer])).toBe(100_000);
    const sale = { ...base, salePrice: 80_000, saleStartsAt: at(-1), saleEndsAt: at(1) };
    expect(effectivePrice(sale, now, [offer])).toBe(80_000);
    expect(effectivePrice(base, now, [{ ...offer, category: null }])).toBe(85_000);
  });

  it('rounds the percentage off down', () => {
    expect(percentOff(66_700, 100_000)).toBe(33);
    expect(percentOff(99_999, 100_000)).toBe(1);
  });

  it('finds the next boundary after now', () => {
    expect(
      nextPriceChange(
        [
          { startsAt: at(-1), endsAt: at(3) },
          { startsAt: at(2), endsAt: at(5) },
        ],
        now,
      ),
    ).toEqual(at(2));
    expect(nextPriceChange([{ startsAt: at(-2), endsAt: at(-1) }], now)).toBeNull();
  });
});
