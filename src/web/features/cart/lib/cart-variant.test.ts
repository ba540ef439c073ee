import { describe, expect, it } from 'vitest';
import type { Product } from '#shared/catalog/catalog.schemas.ts';
import { type Cart, lineKey, parseCart } from './cart-line.ts';
import { type CartAction, cartReducer } from './cart-reducer.ts';
import { type LineSource, productForLine, variantProduct } from './cart-variant.ts';

/** A dream catcher in two colours and two sizes; Blue/Large has its own picture, Red/Large is sold out. */
function dreamCatcher(overrides: Partial<Product> = {}): LineSource {
  return {
    id: 7,
    name: 'Dream catcher',
    price: 49_900,
    compareAtPrice: null,
    images: [{ url: '/media/7.webp' }],
    category: 'Dream Catcher',
    catalogNumber: 'DC-7',
    inStock: true,
    stockQuantity: 12,
    options: [
      { name: 'Colour', values: [{ label: 'Blue', labelHi: 'नीला' }, { label: 'Red' }] },
      { name: 'Size', values: [{ label: 'Small' }, { label: 'Large', labelHi: 'बड़ा' }] },
    ],
    defaultVariantId: 40,
    variants: [
      {
        id: 40,
        options: ['Blue', 'Small'],
        sku: 'DC-7-BS',
        price: 49_900,
        compareAtPrice: null,
        available: true,
        stockQuantity: 5,
      },
      {
        id: 41,
        options: ['Blue', 'Large'],
        sku: 'DC-7-BL',
        price: 79_900,
        compareAtPrice: 99_900,
        available: true,
        stockQuantity: 2,
        images: [{ url: '/media/7-blue-large.webp' }],
      },
      {
        id: 42,
        options: ['Red', 'Large'],
        sku: 'DC-7-RL',
        price: 79_900,
        compareAtPrice: null,
        available: false,
        stockQuantity: 0,
      },
    ],
    ...overrides,
  };
}

const run = (actions: CartAction[], start: Cart = []) => actions.reduce(cartReducer, start);
const variant = (id: number) =>
  variantProduct(dreamCatcher(), dreamCatcher().variants!.find((v) => v.id === id)!);

describe('cart lines of variants (decision 066)', () => {
  it('adds a variant with its price, MRP, stock, picture and options (English and Hindi)', () => {
    const [line] = run([{ type: 'add', product: variant(41) }]);
    expect(line).toMatchObject({
      id: 7,
      variantId: 41,
      options: 'Blue, Large',
      optionsHi: 'नीला, बड़ा',
      price: 79_900,
      compareAtPrice: 99_900,
      stockQuantity: 2,
      image: '/media/7-blue-large.webp',
      quantity: 1,
    });
  });

  it('makes two variants of one product two lines, each with its own quantity and stock', () => {
    const cart = run([
      { type: 'add', product: variant(40) },
      { type: 'add', product: variant(41), quantity: 5 },
      { type: 'add', product: variant(40) },
    ]);
    expect(cart.map((l) => [lineKey(l), l.quantity])).toEqual([
      ['7:40', 2],
      ['7:41', 2],
    ]);
    const fewer = run([{ type: 'setQuantity', id: 7, variantId: 41, quantity: 1 }], cart);
    expect(fewer.map((l) => l.quantity)).toEqual([2, 1]);
    expect(run([{ type: 'remove', id: 7, variantId: 40 }], cart).map(lineKey)).toEqual(['7:41']);
  });

  it('refuses a sold-out variant', () => {
    expect(run([{ type: 'add', product: variant(42) }])).toEqual([]);
  });

  it("keeps an older cart's line (no variant) working: it is the default variant, and adding that one grows it", () => {
    const old = parseCart(
      JSON.stringify([
        { id: 7, name: 'Dream catcher', price: 49_900, quantity: 1, category: 'Dream Catcher' },
      ]),
    );
    expect(old[0]!.variantId).toBeUndefined();
    const grown = run([{ type: 'add', product: variant(40) }], old);
    expect(grown.map((l) => [lineKey(l), l.quantity])).toEqual([['7:40', 2]]);
    // A refresh names the default variant on it.
    expect(run([{ type: 'refresh', products: [dreamCatcher()], missing: [] }], old).map(lineKey)).toEqual([
      '7:40',
    ]);
  });

  it('flags a line whose variant the product no longer offers, and follows a variant that sold out', () => {
    const cart = run([
      { type: 'add', product: variant(41) },
      { type: 'add', product: variant(40) },
    ]);
    const later = dreamCatcher({
      variants: [{ ...dreamCatcher().variants![0]!, available: false, stockQuantity: 0 }],
    });
    const refreshed = run([{ type: 'refresh', products: [later], missing: [] }], cart);
    expect(refreshed.map((l) => [lineKey(l), l.availability])).toEqual([
      ['7:41', 'unavailable'],
      ['7:40', 'out-of-stock'],
    ]);
  });

  it('reads a product without options as itself (its lines name no variant)', () => {
    const plain = dreamCatcher({
      options: [],
      variants: [
        {
          id: 9,
          options: [],
          sku: 'DC-7',
          price: 49_900,
          compareAtPrice: null,
          available: true,
          stockQuantity: 3,
        },
      ],
    });
    expect(productForLine(plain, undefined)).toBe(plain);
  });

  it('keeps the variant and its options through the stored text; two stored copies of one variant become one line', () => {
    const line = {
      id: 7,
      variantId: 41,
      options: 'Blue, Large',
      name: 'Dream catcher',
      price: 79_900,
      quantity: 1,
    };
    const cart = parseCart(JSON.stringify([line, line, { ...line, variantId: 40, options: 'Blue, Small' }]));
    expect(cart.map((l) => [lineKey(l), l.options, l.quantity])).toEqual([
      ['7:41', 'Blue, Large', 2],
      ['7:40', 'Blue, Small', 1],
    ]);
  });
});
