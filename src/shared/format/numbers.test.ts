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
