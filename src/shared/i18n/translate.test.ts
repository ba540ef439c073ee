import { describe, expect, it } from 'vitest';
import { formatRupees } from '../pricing/money.ts';
import { createTranslator, langOfPath, pathInLang, stripLang } from './translate.ts';

describe('the translator (decision 035)', () => {
  const en = { greet: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' };
  const hi = { greet: 'नमस्ते {{name}}', items_one: '{{count}} चीज़', items_other: '{{count}} चीज़ें' };

  it('fills placeholders and picks the plural form of the language', () => {
    const t = createTranslator('en', en);
    expect(t('greet', { name: 'Asha' })).toBe('Hello Asha');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 3 })).toBe('3 items');
    const th = createTranslator('hi', hi, en);
    // Hindi counts 0 and 1 as 'one' (CLDR).
    expect(th('items', { count: 0 })).toBe('0 चीज़');
    expect(th('items', { count: 2 })).toBe('2 चीज़ें');
  });

  it('falls back to the next catalog, then to the key', () => {
    const t = createTranslator('hi', { greet: 'नमस्ते {{name}}' }, { bye: 'Bye' });
    expect(t('bye')).toBe('Bye');
    expect(t('missing')).toBe('missing');
    expect(t('greet', {})).toBe('नमस्ते {{name}}');
  });

  it('reads and writes the language prefix of a path', () => {
    expect(langOfPath('/hi')).toBe('hi');
    expect(langOfPath('/hi/products')).toBe('hi');
    expect(langOfPath('/hindi')).toBe('en');
    expect(stripLang('/hi/products')).toBe('/products');
    expect(stripLang('/hi')).toBe('/');
    expect(pathInLang('/products', 'hi')).toBe('/hi/products');
    expect(pathInLang('/', 'hi')).toBe('/hi');
    expect(pathInLang('/hi/cart', 'en')).toBe('/cart');
  });

  it('formats rupees the same in en-IN and hi-IN: lakh grouping, Latin digits', () => {
    const hindi = new Intl.NumberFormat('hi-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    expect(hindi.format(123456)).toBe('₹1,23,456');
    expect(formatRupees(12_345_600)).toBe('₹1,23,456');
  });
});
