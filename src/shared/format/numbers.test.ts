import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers.ts';

describe('formatCount', () => {
  it('groups digits the Indian way, in the given locale', () => {
    expect(formatCount(123456)).toBe('1,23,456');
    expect(formatCount(7, 'en-IN')).toBe('7');
    expect(formatCount(1234567, 'hi-IN')).toBe(new Intl.NumberFormat('hi-IN').format(1234567));
    expect(formatCount(1000, 'en-US')).toBe('1,000');
  });
});

describe('formatCount without Intl (decision 047)', () => {
  it('groups whole numbers exactly as Intl does in both of the shop’s locales', () => {
    const samples = [
      0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 99_999, 100_000, 1_234_567, 98_765_432_109,
    ];
    for (const locale of ['en-IN', 'hi-IN']) {
      const intl = new Intl.NumberFormat(locale);
      // (Not -0, which Intl writes as '-0'.)
      for (const n of [...samples, ...samples.filter((s) => s > 0).map((s) => -s), Number.MAX_SAFE_INTEGER])
        expect(formatCount(n, locale)).toBe(intl.format(n));
    }
  });

  it('leaves fractions to Intl', () => {
    expect(formatCount(1234.567)).toBe('1,234.567');
  });
});
