import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameIn } from '#shared/catalog/product.ts';
import type { Category } from '#shared/constants/categories.ts';
import { type Cart, isLineAvailable, lineLimit, parseCart, sanitizeCart } from './cart-line.ts';
import { type CartAction, type CartProduct, cartReducer } from './cart-reducer.ts';

function product(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: 1,
    name: 'Peacock Dream Catcher',
    price: 24_900,
    images: [{ url: '/media/products/1.webp', width: 800, height: 800 }],
    category: 'Dream Catcher',
    catalogNumber: 'DC-001',
    inStock: true,
    stockQuantity: 5,
    ...overrides,
  };
}

const run = (actions: CartAction[], start: Cart = []) => actions.reduce(cartReducer, start);
const add = (p: CartProduct, quantity?: number): CartAction => ({ type: 'add', product: p, quantity });
const refresh = (products: CartProduct[], missing: number[] = []): CartAction => ({
  type: 'refresh',
  products,
  missing,
});

describe('add (docs/product.md §3.8: a new line at quantity 1, or 1 more)', () => {
  it('puts a new product on a new line at quantity 1, with the cart line fields (docs/product.md §3.8)', () => {
    expect(run([add(product())])).toEqual([
      {
        id: 1,
        name: 'Peacock Dream Catcher',
        price: 24_900,
        image: '/media/products/1.webp',
        images: [{ url: '/media/products/1.webp', width: 800, height: 800 }],
        category: 'Dream Catcher',
        catalogNumber: 'DC-001',
        quantity: 1,
        stockQuantity: 5,
      },
    ]);
  });

  it('adds 1 to a line already there, and n at once from the product page', () => {
    const cart = run([add(product()), add(product()), add(product({ id: 2 }), 3)]);
    expect(cart.map((l) => [l.id, l.quantity])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(run([add(product(), 2)], cart)[0]!.quantity).toBe(4);
  });

  it('never goes past the stock (999 when the shop does not count it)', () => {
    expect(run([add(product({ stockQuantity: 2 }), 5)])[0]!.quantity).toBe(2);
    const full = run([add(product({ stockQuantity: 2 }), 2)]);
    expect(run([add(product({ stockQuantity: 2 }))], full)).toBe(full);
    expect(run([add(product({ stockQuantity: null }), 5000)])[0]!.quantity).toBe(999);
  });

  it('refuses a product that cannot be bought', () => {
    expect(run([add(product({ inStock: false }))])).toEqual([]);
    expect(run([add(product({ stockQuantity: 0 }))])).toEqual([]);
  });

  it('reads a request below 1 or not a number as 1', () => {
    expect(run([add(product(), 0)])[0]!.quantity).toBe(1);
    expect(run([add(product(), Number.NaN)])[0]!.quantity).toBe(1);
    expect(run([add(product(), 2.7)])[0]!.quantity).toBe(2);
  });

  it('takes the product as it is now and clears the refresh notes', () => {
    const flagged = run([add(product()), refresh([product({ price: 29_900, stockQuantity: 0 })])]);
    expect(flagged[0]).toMatchObject({ availability: 'out-of-stock', previousPrice: 24_900 });
    const again = run([add(product({ price: 29_900, name: 'Peacock Dream Catcher (large)' }))], flagged);
    expect(again[0]).toMatchObject({ price: 29_900, name: 'Peacock Dream Catcher (large)', quantity: 2 });
    expect(again[0]).not.toHaveProperty('availability');
    expect(again[0]).not.toHaveProperty('previousPrice');
  });
});

describe('the Hindi name (decision 035)', () => {
  const hindi = product({ nameHi: 'मोर वाला ड्रीम कैचर' });

  it("a line keeps the product's Hindi name beside the English, and shows the one of the page's language", () => {
    const [line] = run([add(hindi)]);
    expect(line).toMatchObject({ name: 'Peacock Dream Catcher', nameHi: 'मोर वाला ड्रीम कैचर' });
    expect(nameIn(line!, 'hi')).toBe('मोर वाला ड्रीम कैचर');
    expect(nameIn(line!, 'en')).toBe('Peacock Dream Catcher');
  });

  it('a product without one keeps none, and a Hindi page shows its English name', () => {
    const [line] = run([add(product({ nameHi: '' }))]);
    expect(line).not.toHaveProperty('nameHi');
    expect(nameIn(line!, 'hi')).toBe('Peacock Dream Catcher');
  });

  it('a refresh brings a Hindi name entered since, a changed one, and drops one taken away', () => {
    const plain = run([add(product(), 2)]);
    const named = run([refresh([hindi])], plain);
    expect(named[0]).toMatchObject({ nameHi: 'मोर वाला ड्रीम कैचर', quantity: 2 });
    const renamed = run([refresh([product({ nameHi: 'मोर ड्रीम कैचर' })])], named);
    expect(renamed[0]!.nameHi).toBe('मोर ड्रीम कैचर');
    const dropped = run([refresh([product()])], renamed);
    expect(dropped[0]).not.toHaveProperty('nameHi');
    expect(run([refresh([product({ nameHi: 'मोर ड्रीम कैचर' })])], renamed)).toBe(renamed);
  });

  it('is stored and read back; a cart stored before it (no nameHi) still loads, and an odd value is left out', () => {
    const cart = run([add(hindi, 2)]);
    expect(parseCart(JSON.stringify(cart))).toEqual(cart);
    const { nameHi: _, ...old } = cart[0]!;
    expect(parseCart(JSON.stringify([old]))).toEqual([old]);
    expect(parseCart(JSON.stringify([{ ...old, nameHi: 7 }]))).toEqual([old]);
    expect(parseCart(JSON.stringify([{ ...old, nameHi: '' }]))).toEqual([old]);
  });
});

describe('setQuantity (docs/product.md §3.8: 0 or less removes the line)', () => {
  const cart = run([add(product(), 2), add(product({ id: 2, stockQuantity: 3 }))]);

  it('sets the quantity', () => {
    expect(run([{ type: 'setQuantity', id: 1, quantity: 4 }], cart)[0]!.quantity).toBe(4);
  });

  it.each([0, -1, -100])('removes the line at %i', (quantity) => {
    expect(run([{ type: 'setQuantity', id: 1, quantity }], cart).map((l) => l.id)).toEqual([2]);
  });

  it('stops at the stock', () => {
    expect(run([{ type: 'setQuantity', id: 2, quantity: 10 }], cart)[1]!.quantity).toBe(3);
  });

  it('ignores what is not a number, an unknown id and no change (same cart back)', () => {
    expect(run([{ type: 'setQuantity', id: 1, quantity: Number.NaN }], cart)).toBe(cart);
    expect(run([{ type: 'setQuantity', id: 99, quantity: 1 }], cart)).toBe(cart);
    expect(run([{ type: 'setQuantity', id: 1, quantity: 2 }], cart)).toBe(cart);
  });

  it('drops fractions', () => {
    expect(run([{ type: 'setQuantity', id: 1, quantity: 3.9 }], cart)[0]!.quantity).toBe(3);
  });

  it('lets a flagged line shrink but not grow', () => {
    const flagged = run([refresh([], [1])], cart);
    expect(run([{ type: 'setQuantity', id: 1, quantity: 5 }], flagged)).toBe(flagged);
    expect(run([{ type: 'setQuantity', id: 1, quantity: 1 }], flagged)[0]!.quantity).toBe(1);
  });
});

describe('remove and clear', () => {
  const cart = run([add(product()), add(product({ id: 2 }))]);

  it('remove takes out one line', () => {
    expect(run([{ type: 'remove', id: 1 }], cart).map((l) => l.id)).toEqual([2]);
    expect(run([{ type: 'remove', id: 9 }], cart)).toBe(cart);
  });

  it('clear empties the cart', () => {
    expect(run([{ type: 'clear' }], cart)).toEqual([]);
    const empty: Cart = [];
    expect(run([{ type: 'clear' }], empty)).toBe(empty);
  });
});

describe('refresh (fresh product data from the server)', () => {
  const cart = run([add(product(), 4), add(product({ id: 2, price: 10_000 }))]);

  it('applies the new price, name, images and stock, and remembers the old price', () => {
    const image = { url: '/media/products/1-new.webp' };
    const next = run([refresh([product({ price: 27_900, name: 'Peacock', images: [image] })])], cart);
    expect(next[0]).toMatchObject({
      price: 27_900,
      previousPrice: 24_900,
      name: 'Peacock',
      image: image.url,
      images: [image],
      quantity: 4,
    });
    expect(next[1]).toBe(cart[1]);
  });

  it('keeps the first price across several changes, and drops the note when the price goes back', () => {
    const once = run([refresh([product({ price: 27_900 })])], cart);
    const twice = run([refresh([product({ price: 29_900 })])], once);
    expect(twice[0]).toMatchObject({ price: 29_900, previousPrice: 24_900 });
    const back = run([refresh([product()])], twice);
    expect(back[0]).not.toHaveProperty('previousPrice');
  });

  it('lowers the quantity to a smaller stock', () => {
    expect(run([refresh([product({ stockQuantity: 2 })])], cart)[0]!.quantity).toBe(2);
  });

  it('flags a product that went out of stock, keeping its quantity', () => {
    const next = run([refresh([product({ inStock: false })])], cart);
    expect(next[0]).toMatchObject({ availability: 'out-of-stock', quantity: 4 });
  });

  it('flags a product that vanished (404), and clears the flag when it comes back', () => {
    const gone = run([refresh([], [2])], cart);
    expect(gone[1]).toMatchObject({ availability: 'unavailable', quantity: 1 });
    const back = run([refresh([product({ id: 2, price: 10_000 })])], gone);
    expect(back[1]).not.toHaveProperty('availability');
  });

  it('returns the same cart when nothing changed', () => {
    expect(run([refresh([product(), product({ id: 2, price: 10_000 })])], cart)).toBe(cart);
    expect(run([refresh([product({ id: 7 })], [8])], cart)).toBe(cart);
    const gone = run([refresh([], [2])], cart);
    expect(run([refresh([], [2])], gone)).toBe(gone);
  });
});

describe('reading the stored cart', () => {
  const good = { ...run([add(product(), 2)])[0]! };

  it.each([
    ['bad JSON', '{not json'],
    ['an object', '{"id":1}'],
    ['a number', '42'],
    ['null', 'null'],
    ['empty', ''],
  ])('reads %s as an empty cart', (_what, raw) => {
    expect(parseCart(raw)).toEqual([]);
  });

  it('reads nothing stored as empty', () => {
    expect(parseCart(null)).toEqual([]);
  });

  it('drops lines it cannot show or price', () => {
    const lines = [
      good,
      { ...good, id: 2, quantity: -1 },
      { ...good, id: 3, quantity: 0 },
      { ...good, id: 4, quantity: 'NaN' },
      { ...good, id: 5, quantity: null },
      { ...good, id: 6, price: -100 },
      { ...good, id: 7, price: '249' },
      { ...good, id: 8, name: 42 },
      { ...good, id: 'x' },
      { ...good, id: 0 },
      'line',
      null,
    ];
    expect(parseCart(JSON.stringify(lines))).toEqual([good]);
    // NaN and Infinity cannot come through JSON, but a value handed in directly is checked too.
    expect(
      sanitizeCart([
        { ...good, quantity: Number.NaN },
        { ...good, quantity: Infinity },
      ]),
    ).toEqual([]);
  });

  it('repairs what it can: numeric string ids, fractions, quantities above the stock, twins, odd fields', () => {
    const raw = JSON.stringify([
      { ...good, id: '1', quantity: 2.5, image: 7, category: null, stockQuantity: -3 },
      { ...good, id: 1, quantity: 2 },
      {
        ...good,
        id: 2,
        quantity: 9,
        stockQuantity: 3,
        images: [{ url: 5 }, { url: '/a.webp', variants: 'x' }],
      },
    ]);
    expect(parseCart(raw)).toEqual([
      { ...good, quantity: 4, category: '', stockQuantity: undefined },
      { ...good, id: 2, quantity: 3, stockQuantity: 3, images: [{ url: '/a.webp' }], image: good.image },
    ]);
  });

  it('reads a cart written by an older version (no stock) and keeps it within 999', () => {
    const { stockQuantity: _, ...old } = good;
    expect(parseCart(JSON.stringify([{ ...old, quantity: 5000 }]))).toEqual([{ ...old, quantity: 999 }]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Property: whatever the shopper (and the server) do, the cart keeps its invariants.

const CATEGORY: Category = 'Candles';

const productArb: fc.Arbitrary<CartProduct> = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  name: fc.string({ minLength: 1, maxLength: 12 }),
  nameHi: fc.constantFrom('', 'मोर'),
  price: fc.integer({ min: 0, max: 300_000 }),
  images: fc.array(fc.record({ url: fc.webUrl() }), { maxLength: 2 }),
  category: fc.constant(CATEGORY),
  catalogNumber: fc.string({ maxLength: 8 }),
  inStock: fc.boolean(),
  stockQuantity: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
});

const quantityArb = fc.oneof(
  fc.integer({ min: -5, max: 20 }),
  fc.double({ min: -5, max: 20 }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 0),
);
const idArb = fc.integer({ min: 1, max: 7 });

const actionArb: fc.Arbitrary<CartAction> = fc.oneof(
  fc.record({
    type: fc.constant('add' as const),
    product: productArb,
    quantity: fc.option(quantityArb, { nil: undefined }),
  }),
  fc.record({ type: fc.constant('setQuantity' as const), id: idArb, quantity: quantityArb }),
  fc.record({ type: fc.constant('remove' as const), id: idArb }),
  fc.constant({ type: 'clear' as const }),
  fc.record({
    type: fc.constant('refresh' as const),
    products: fc.array(productArb, { maxLength: 4 }),
    missing: fc.array(idArb, { maxLength: 2 }),
  }),
);

function expectInvariants(cart: Cart): void {
  const ids = cart.map((line) => line.id);
  expect(new Set(ids).size, 'no product twice').toBe(ids.length);
  for (const line of cart) {
    expect(Number.isInteger(line.quantity) && line.quantity >= 1, `quantity ${line.quantity}`).toBe(true);
    if (isLineAvailable(line)) expect(line.quantity).toBeLessThanOrEqual(lineLimit(line));
  }
  // What is stored reads back as the same cart.
  expect(parseCart(JSON.stringify(cart))).toEqual(cart);
}

describe('cart invariants (property)', () => {
  it('any sequence of actions: whole quantities from 1, no twins, never above stock', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
        let cart: Cart = [];
        for (const action of actions) {
          cart = cartReducer(cart, action);
          expectInvariants(cart);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a stored cart of any shape reads as a valid cart', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expectInvariants(sanitizeCart(value));
        expectInvariants(sanitizeCart([value, { ...(typeof value === 'object' ? value : {}), id: 3 }]));
      }),
    );
  });
});
