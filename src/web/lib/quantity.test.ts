import { describe, expect, it } from 'vitest';
import { clampQuantity, parseQuantity } from './quantity.ts';

describe('clampQuantity', () => {
  it('keeps values inside [1, max]', () => {
    expect(clampQuantity(3, 10)).toBe(3);
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-4, 10)).toBe(1);
    expect(clampQuantity(11, 10)).toBe(10);
    expect(clampQuantity(1000, 999)).toBe(999);
  });

  it('drops fractions and reads non-numbers as 1', () => {
    expect(clampQuantity(2.7, 10)).toBe(2);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 10)).toBe(1);
  });

  it('never goes below 1 even when the maximum does', () => {
    expect(clampQuantity(5, 0)).toBe(1);
  });
});

describe('parseQuantity', () => {
  it('accepts whole numbers of at least 1', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('007')).toBe(7);
  });

  it('refuses empty, zero, negative, fractional and non-numeric text', () => {
    for (const text of ['', '0', '-1', '2.5', '1e3', 'abc', '1234567']) {
      expect(parseQuantity(text), text).toBeNull();
    }
  });
});
