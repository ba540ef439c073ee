import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

const at = new Date('2026-11-22T09:35:00Z');

describe("dates in the page's locale (decision 035)", () => {
  it('en-IN by default, India time', () => {
    expect(formatDate(at)).toBe('22 Nov 2026');
    expect(formatDateTime(at)).toBe('22 Nov 2026, 3:05 pm');
  });

  it('hi-IN names the month in Hindi, with Latin digits', () => {
    expect(formatDate(at, 'hi-IN')).toBe('22 नव॰ 2026');
  });
});

describe('formatDate without Intl (decision 047)', () => {
  /** The reference: what Intl writes for the shop's date format. */
  const DATE = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' } as const;

  it('writes every day of four years exactly as Intl does, in both of the shop’s locales, India time', () => {
    for (const locale of ['en-IN', 'hi-IN']) {
      const intl = new Intl.DateTimeFormat(locale, DATE);
      // Each day at 18:29 and 18:31 UTC: a minute either side of midnight in India.
      for (let day = Date.UTC(2024, 0, 1, 18, 29); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
        for (const at of [new Date(day), new Date(day + 120_000)])
          expect(formatDate(at, locale)).toBe(intl.format(at));
      }
    }
  });

  it('writes every minute of a day with its time exactly as Intl does, in both of the shop’s locales', () => {
    for (const locale of ['en-IN', 'hi-IN']) {
      const intl = new Intl.DateTimeFormat(locale, { ...DATE, hour: 'numeric', minute: '2-digit' });
      for (let at = Date.UTC(2026, 11, 31, 12); at < Date.UTC(2027, 0, 1, 12); at += 60_000)
        expect(formatDateTime(new Date(at), locale)).toBe(intl.format(at));
    }
  });

  it('refuses an invalid date as Intl does, and formats other locales through it', () => {
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatDateTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(formatDate(at, 'en-US')).toBe('Nov 22, 2026');
  });
});
