import { describe, expect, it } from 'vitest';
import { productsHref } from '#shared/constants/categories.ts';
import { createTranslator } from '#shared/i18n/translate.ts';
import en from '#web/i18n/en/storefront.json';
import {
  DEFAULT_PRODUCT_FILTERS,
  parseProductFilters,
  productFiltersSearch,
  productListTitle,
  showingLine,
  withFilters,
} from './product-filters.ts';

const parse = (search: string) => parseProductFilters(new URLSearchParams(search));

const t = createTranslator('en', en);

describe('parseProductFilters', () => {
  it('reads an empty URL as the defaults', () => {
    expect(parse('')).toEqual(DEFAULT_PRODUCT_FILTERS);
    expect(DEFAULT_PRODUCT_FILTERS).toEqual({ category: null, sort: 'newest', q: '' });
  });

  it('reads category, sort and search, decoding both %20 and +', () => {
    expect(parse('?category=Dream%20Catcher&sort=price_asc&q=blue')).toEqual({
      category: 'Dream Catcher',
      sort: 'price_asc',
      q: 'blue',
    });
    expect(parse('?category=Resin+Art+Work').category).toBe('Resin Art Work');
  });

  it('treats an unknown category or sort as the default instead of failing', () => {
    expect(parse('?category=Pottery&sort=cheapest')).toEqual(DEFAULT_PRODUCT_FILTERS);
    expect(parse('?category=candles').category).toBeNull(); // names are exact
  });

  it('trims search text, collapses spaces and caps it at 100 characters', () => {
    expect(parse('?q=%20%20mirror%20%20%20work%20').q).toBe('mirror work');
    expect(parse(`?q=${'a'.repeat(150)}`).q).toHaveLength(100);
    expect(parse('?q=%20%20').q).toBe('');
  });
});

describe('productFiltersSearch', () => {
  it('leaves out the defaults', () => {
    expect(productFiltersSearch(DEFAULT_PRODUCT_FILTERS)).toBe('');
    expect(productFiltersSearch({ sort: 'newest', q: '  ' })).toBe('');
  });

  it('builds the same URL as the category links', () => {
    expect(`/products${productFiltersSearch({ category: 'Hair Accessories' })}`).toBe(
      productsHref('Hair Accessories'),
    );
  });

  it('keeps every non-default filter and encodes the search text', () => {
    expect(productFiltersSearch({ category: 'Candles', sort: 'rating', q: 'rose & oud' })).toBe(
      '?category=Candles&sort=rating&q=rose%20%26%20oud',
    );
  });

  it('round-trips through parseProductFilters', () => {
    const filters = { category: 'Lippan Arts', sort: 'price_desc', q: 'mirror' } as const;
    expect(parse(productFiltersSearch(filters))).toEqual(filters);
  });
});

describe('withFilters', () => {
  it('changes one filter and keeps the others', () => {
    const current = { category: 'Candles', sort: 'rating', q: 'rose' } as const;
    expect(withFilters(current, { category: null })).toEqual({ category: null, sort: 'rating', q: 'rose' });
    expect(withFilters(current, { q: '  jasmine ' })).toEqual({ ...current, q: 'jasmine' });
  });

  it('puts a search in best-match order unless another sort was picked, and back to newest after (decision 067)', () => {
    const browsing = { category: null, sort: 'newest', q: '' } as const;
    const searching = withFilters(browsing, { q: 'mombatti' });
    expect(searching).toEqual({ category: null, sort: 'relevance', q: 'mombatti' });
    expect(productFiltersSearch(searching)).toBe('?q=mombatti');
    expect(withFilters(searching, { q: '' })).toEqual(browsing);
    expect(withFilters({ ...browsing, sort: 'price_asc' }, { q: 'diya' }).sort).toBe('price_asc');
    expect(parse('?q=diya&sort=newest')).toEqual({ category: null, sort: 'newest', q: 'diya' });
    expect(parse('?sort=relevance')).toEqual(browsing);
  });
});

describe('texts', () => {
  it('says how many products are shown and where', () => {
    expect(showingLine(t, 12, null)).toBe('Showing 12 products in All Categories');
    expect(showingLine(t, 1, 'Candles')).toBe('Showing 1 product in Candles');
    expect(showingLine(t, 0, 'Others')).toBe('Showing 0 products in Others');
  });

  it('titles the list like the server does', () => {
    expect(productListTitle(t, null)).toBe('All Products');
    expect(productListTitle(t, 'Embroidery')).toBe('Embroidery — Handmade');
  });
});
