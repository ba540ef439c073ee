import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { useVariantChoice } from '../hooks/use-variant-choice.ts';
import { VariantPicker } from './variant-picker.tsx';

const offered = (id: number, options: string[], available = true) => ({
  id,
  options,
  sku: `DC-7-${id}`,
  price: 49_900,
  compareAtPrice: null,
  available,
  stockQuantity: available ? 5 : 0,
});

/** Blue/Small, Blue/Large and Red/Large (sold out); Red/Small does not exist. */
const product: Product = {
  id: 7,
  slug: 'test-product',
  name: 'Dream catcher',
  description: '',
  price: 49_900,
  compareAtPrice: null,
  category: 'Dream Catcher',
  catalogNumber: 'DC-7',
  images: [],
  inStock: true,
  stockQuantity: 7,
  featured: false,
  rating: null,
  reviews: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  hasOptions: true,
  options: [
    { name: 'Colour', values: [{ label: 'Blue', swatch: '#1f6feb' }, { label: 'Red' }] },
    { name: 'Size', values: [{ label: 'Small' }, { label: 'Large' }] },
  ],
  defaultVariantId: 40,
  variants: [
    offered(40, ['Blue', 'Small']),
    offered(41, ['Blue', 'Large']),
    offered(42, ['Red', 'Large'], false),
  ],
};

function Picker({ of }: { of: Product }) {
  const choice = useVariantChoice(of);
  return choice ? <VariantPicker product={of} choice={choice} /> : <p>no picker</p>;
}

const picker = (url: string, of = product) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <Picker of={of} />
    </MemoryRouter>,
  );

/** Each value button's name (with its note) and whether it is pressed. */
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*>(.*?)<\/button>/g)].map(
    ([, pressed, inner]) => `${inner!.replace(/<[^>]+>/g, '')}${pressed === 'true' ? ' *' : ''}`,
  );

describe('the variant picker (decision 066)', () => {
  it('opens on the default variant, marking what the other choices make unavailable or sold out', () => {
    const html = picker('/product/7');
    expect(buttons(html)).toEqual(['Blue *', 'Red(unavailable)', 'Small *', 'Large']);
    expect(html).toContain('Colour<span class="font-normal text-muted">: Blue</span>');
    expect(html).toContain('background-color:#1f6feb');
  });

  it("opens on the URL's ?variant=", () => {
    expect(buttons(picker('/product/7?variant=41'))).toEqual(['Blue *', 'Red(sold out)', 'Small', 'Large *']);
    // an id that is not one of the product's: the default
    expect(buttons(picker('/product/7?variant=999'))[0]).toBe('Blue *');
  });

  it('is not there for a product without options', () => {
    expect(picker('/product/7', { ...product, options: [], variants: [product.variants![0]!] })).toBe(
      '<p>no picker</p>',
    );
  });
});
