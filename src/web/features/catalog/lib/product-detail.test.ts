import { describe, expect, it } from 'vitest';
import { createTranslator } from '#shared/i18n/translate.ts';
import en from '#web/i18n/en/storefront.json';
import {
  descriptionParagraphs,
  galleryKeyTarget,
  galleryStep,
  stockLabel,
  stockStatus,
  swipeDirection,
} from './product-detail.ts';

const t = createTranslator('en', en);

describe('stockStatus', () => {
  it('is out of stock when not in stock or when the quantity is 0 or less', () => {
    expect(stockStatus({ inStock: false, stockQuantity: 10 })).toEqual({ kind: 'out-of-stock' });
    expect(stockStatus({ inStock: true, stockQuantity: 0 })).toEqual({ kind: 'out-of-stock' });
    expect(stockStatus({ inStock: true, stockQuantity: -2 })).toEqual({ kind: 'out-of-stock' });
  });

  it('is low for 1 to 5 pieces', () => {
    expect(stockStatus({ inStock: true, stockQuantity: 1 })).toEqual({ kind: 'low', count: 1 });
    expect(stockStatus({ inStock: true, stockQuantity: 5 })).toEqual({ kind: 'low', count: 5 });
  });

  it('is in stock above 5 or when the quantity is unknown', () => {
    expect(stockStatus({ inStock: true, stockQuantity: 6 })).toEqual({ kind: 'in-stock' });
    expect(stockStatus({ inStock: true, stockQuantity: null })).toEqual({ kind: 'in-stock' });
  });

  it('labels each with the spec text', () => {
    expect(stockLabel(t, { kind: 'in-stock' })).toBe('In Stock');
    expect(stockLabel(t, { kind: 'low', count: 3 })).toBe('Only 3 left in stock');
    expect(stockLabel(t, { kind: 'out-of-stock' })).toBe('Out of Stock');
  });
});

describe('descriptionParagraphs', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(descriptionParagraphs('First line\nsecond line\n\n\nNext one.\r\n\r\nLast.')).toEqual([
      'First line\nsecond line',
      'Next one.',
      'Last.',
    ]);
  });

  it('gives nothing for an empty description', () => {
    expect(descriptionParagraphs('')).toEqual([]);
    expect(descriptionParagraphs('  \n \n')).toEqual([]);
  });

  it('keeps markup as plain text', () => {
    expect(descriptionParagraphs('<b>bold</b>')).toEqual(['<b>bold</b>']);
  });
});

describe('galleryStep', () => {
  it('moves and wraps around at both ends', () => {
    expect(galleryStep(0, 4, 1)).toBe(1);
    expect(galleryStep(3, 4, 1)).toBe(0);
    expect(galleryStep(0, 4, -1)).toBe(3);
    expect(galleryStep(0, 1, 1)).toBe(0);
    expect(galleryStep(0, 0, 1)).toBe(0);
  });
});

describe('swipeDirection', () => {
  it('reads a leftward swipe as next and a rightward one as previous', () => {
    expect(swipeDirection(-80, 5)).toBe(1);
    expect(swipeDirection(80, -5)).toBe(-1);
  });

  it('ignores short or mostly vertical moves', () => {
    expect(swipeDirection(-20, 0)).toBe(0);
    expect(swipeDirection(-60, 90)).toBe(0);
  });
});

describe('galleryKeyTarget', () => {
  it('moves with the arrow keys and jumps with Home and End', () => {
    expect(galleryKeyTarget('ArrowRight', 1, 4)).toBe(2);
    expect(galleryKeyTarget('ArrowLeft', 0, 4)).toBe(3);
    expect(galleryKeyTarget('Home', 2, 4)).toBe(0);
    expect(galleryKeyTarget('End', 0, 4)).toBe(3);
  });

  it('ignores other keys and single-picture galleries', () => {
    expect(galleryKeyTarget('Enter', 0, 4)).toBeNull();
    expect(galleryKeyTarget('ArrowRight', 0, 1)).toBeNull();
  });
});
