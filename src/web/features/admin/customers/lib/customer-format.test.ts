import { describe, expect, it } from 'vitest';
import { csvFileName, formatAverage, formatCount, formatDay } from './customer-format.ts';

describe('formatCount', () => {
  it('groups the Indian way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(123456)).toBe('1,23,456');
  });
});

describe('formatAverage (docs/product.md §9.6: one decimal)', () => {
  it.each([
    [0, '0.0'],
    [2, '2.0'],
    [2.25, '2.3'],
    [1.04, '1.0'],
    [1234.5, '1,234.5'],
  ])('%s → %s', (n, text) => expect(formatAverage(n)).toBe(text));
});

describe('formatDay', () => {
  it('writes en-IN in India time', () => {
    // 20:00 UTC is already the next day in India.
    expect(formatDay('2026-11-21T20:00:00.000Z')).toBe('22 Nov 2026');
  });
  it('writes the page locale (issue 25): Hindi month names', () => {
    expect(formatDay('2026-11-21T20:00:00.000Z', 'कभी नहीं', 'hi-IN')).toBe('22 नव॰ 2026');
    expect(formatDay(null, 'कभी नहीं', 'hi-IN')).toBe('कभी नहीं');
  });
  it('says Never for a missing or broken date', () => {
    expect(formatDay(null)).toBe('Never');
    expect(formatDay('not a date')).toBe('Never');
    expect(formatDay(null, '—')).toBe('—');
  });
});

describe('csvFileName', () => {
  const today = new Date('2026-11-22T05:00:00Z');

  it('takes the quoted or bare filename from Content-Disposition', () => {
    expect(csvFileName('attachment; filename="customers-2026-11-22.csv"', 'x', today)).toBe(
      'customers-2026-11-22.csv',
    );
    expect(csvFileName('attachment; filename=marketing.csv', 'x', today)).toBe('marketing.csv');
  });

  it("prefers the RFC 6266 filename* (UTF-8'') form", () => {
    expect(
      csvFileName(
        `attachment; filename="fallback.csv"; filename*=UTF-8''k%C4%81rigar-customers.csv`,
        'x',
        today,
      ),
    ).toBe('kārigar-customers.csv');
  });

  it('falls back to a dated name without a header or a usable name', () => {
    expect(csvFileName(null, 'karigar-customers', today)).toBe('karigar-customers-2026-11-22.csv');
    expect(csvFileName('attachment', 'karigar-marketing', today)).toBe('karigar-marketing-2026-11-22.csv');
    expect(csvFileName("attachment; filename*=UTF-8''%E0%A4", 'karigar', today)).toBe(
      'karigar-2026-11-22.csv',
    );
  });

  it('never keeps path separators', () => {
    expect(csvFileName('attachment; filename="../../etc/passwd.csv"', 'x', today)).toBe('....etcpasswd.csv');
  });
});
