import { describe, expect, it } from 'vitest';
import { cashRoundOff, formatRoundOff, formatRupees, rupeesToPaise } from './money.ts';

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

  it('writes every amount exactly as Intl does in both of the shop’s locales (decision 047)', () => {
    const amounts = [
      0, 1, 5, 50, 99, 100, 101, 999, 1_000, 99_999, 100_000, 123_456, 12_345_600, 10_000_000_001,
    ];
    for (let paise = 7; paise < 1e12; paise = paise * 7 + 3) amounts.push(paise);
    for (const locale of ['en-IN', 'hi-IN']) {
      const currency = { style: 'currency', currency: 'INR' } as const;
      const withPaise = new Intl.NumberFormat(locale, { ...currency, minimumFractionDigits: 2 });
      const whole = new Intl.NumberFormat(locale, { ...currency, maximumFractionDigits: 0 });
      // (Not -0, which Intl writes as '-₹0'.)
      for (const paise of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)]) {
        const intl = paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100);
        expect(formatRupees(paise, locale), `${paise} in ${locale}`).toBe(intl);
      }
    }
  });

  it('formats a locale other than the shop’s through Intl', () => {
    expect(formatRupees(12_345_600, 'en-US')).toBe('₹123,456');
  });

  it('converts rupees to whole paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });
});

describe('cashRoundOff (decision 085)', () => {
  it.each([
    [1_348_20, -20, '−₹0.20'],
    [1_348_49, -49, '−₹0.49'],
    [1_348_50, 50, '+₹0.50'],
    [1_348_51, 49, '+₹0.49'],
    [1_348_00, 0, '₹0'],
  ])('%i paise: %i, shown as %s', (total, roundOff, shown) => {
    expect(cashRoundOff(total)).toBe(roundOff);
    expect((total + roundOff) % 100).toBe(0);
    expect(formatRoundOff(roundOff)).toBe(shown);
  });
});
