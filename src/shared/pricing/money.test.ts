import { describe, expect, it } from 'vitest';
import { formatRupees, rupeesToPaise } from './money.ts';

describe('formatRupees', () => {
  it.each([
    [49_900, '₹499'],
    [123_400, '₹1,234'],
    [12_345_600, '₹1,23,456'],
    [123_456, '₹1,234.56'],
    [0, '₹0'],
  ])('%i paise → %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it('keeps lakh grouping and Latin digits in Hindi (hi-IN, decision 035)', () => {
    expect(formatRupees(12_345_600, 'hi-IN')).toBe('₹1,23,456');
    expect(formatRupees(123_456, 'hi-IN')).toBe('₹1,234.56');
  });

  it('converts rupees to whole paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });
});
