import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { ProductCard } from './product-card.tsx';

const product: Product = {
  id: 7,
  slug: 'test-product',
  name: 'Soy Wax Diya Candle',
  description: 'Hand-poured soy wax.',
  price: 49_900,
  compareAtPrice: null,
  category: 'Candles',
  catalogNumber: 'CAN-007',
  images: [],
  inStock: true,
  stockQuantity: 12,
  featured: false,
  rating: 4.5,
  reviews: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const card = (p: Product) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ProductCard product={p} />
    </MemoryRouter>,
  );

describe('the product card rating', () => {
  it('audit 2.13: no "(0)" review count for a rating without reviews', () => {
    const html = card(product);
    expect(html).toContain('4.5');
    expect(html).not.toContain('(0');
    expect(card({ ...product, reviews: 3 })).toContain('(3<span class="sr-only"> reviews</span>)');
  });
});

describe('the product card price', () => {
  it('strikes the MRP through beside the price with the % off (decision 029)', () => {
    const html = card({ ...product, compareAtPrice: 69_900 });
    expect(html).toContain('₹499');
    expect(html).toContain(
      '<s class="text-sm text-muted tabular-nums"><span class="sr-only">MRP </span>₹699</s>',
    );
    expect(html).toContain('28% off');
    expect(card(product)).not.toContain('% off');
  });
});

describe('a product with options on its card (decision 066)', () => {
  it("says 'from ₹x' when its variants' prices differ, and names its colours beside their dots", () => {
    const html = card({
      ...product,
      priceVaries: true,
      hasOptions: true,
      colours: [
        { label: 'Blue', swatch: '#1f6feb' },
        { label: 'Red', swatch: '#d1242f' },
      ],
    });
    expect(html).toContain('from ₹499');
    expect(html).toContain('<span class="sr-only">Colours: Blue, Red</span>');
    expect(html).toContain('background-color:#1f6feb');
    expect(card(product)).not.toContain('from ');
  });
});
