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
