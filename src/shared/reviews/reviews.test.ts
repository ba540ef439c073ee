import { describe, expect, it } from 'vitest';
import { averageStars, reviewAuthorName } from './reviews.ts';

describe('reviewAuthorName (docs/product.md §3.10: first name and the initial of the last)', () => {
  it('shortens a full name and keeps a single name', () => {
    expect(reviewAuthorName('Asha Rao')).toBe('Asha R.');
    expect(reviewAuthorName('  meera  s  iyer ')).toBe('meera I.');
    expect(reviewAuthorName('Kavya')).toBe('Kavya');
    expect(reviewAuthorName('   ')).toBe('A customer');
  });
});

describe('averageStars (one decimal)', () => {
  it('rounds to one decimal and is null without reviews', () => {
    expect(averageStars(13, 3)).toBe(4.3);
    expect(averageStars(9, 2)).toBe(4.5);
    expect(averageStars(0, 0)).toBeNull();
  });
});
