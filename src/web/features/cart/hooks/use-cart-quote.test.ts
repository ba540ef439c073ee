import { describe, expect, it } from 'vitest';
import type { CartLine } from '../lib/cart-line.ts';
import { quoteBody, quotedFor } from './use-cart-quote.ts';

const line = (id: number, quantity: number, extra: Partial<CartLine> = {}): CartLine => ({
  id,
  name: `Piece ${id}`,
  price: 24_900,
  image: '',
  images: [],
  category: 'Candles',
  catalogNumber: `KG-${id}`,
  quantity,
  ...extra,
});

describe('quoteBody (what the cart asks the server to price, decision 063)', () => {
  it('sends the lines that can be bought, with their quantities; a flagged line is left out of the total', () => {
    const cart = [
      line(1, 2),
      line(2, 1, { availability: 'out-of-stock' }),
      line(3, 1, { availability: 'unavailable' }),
    ];
    expect(quoteBody(cart, null, {})).toEqual({ items: [{ productId: 1, quantity: 2 }] });
  });

  it('sends the applied code, and at checkout the payment method', () => {
    expect(quoteBody([line(1, 1)], 'DIWALI10', { paymentMethod: 'cod' })).toEqual({
      items: [{ productId: 1, quantity: 1 }],
      couponCode: 'DIWALI10',
      paymentMethod: 'cod',
    });
  });

  it('sends a pincode (with its state) only once it is a whole one, so typing it asks nothing', () => {
    const cart = [line(1, 1)];
    for (const typed of ['5', '5600', '56000', '0560001', '5600011'])
      expect(quoteBody(cart, null, { pincode: typed, state: 'Karnataka' })).not.toHaveProperty('pincode');
    expect(quoteBody(cart, null, { pincode: ' 560001 ', state: ' Karnataka ' })).toMatchObject({
      pincode: '560001',
      state: 'Karnataka',
    });
    expect(quoteBody(cart, null, { pincode: '560001', state: '' })).not.toHaveProperty('state');
  });
});

describe('variants (decision 066): a line is its product and its variant', () => {
  it('sends each line with its variant; a line naming none (an older cart) is the default one', () => {
    const cart = [line(1, 1, { variantId: 40 }), line(1, 2, { variantId: 41 }), line(2, 1)];
    expect(quoteBody(cart, null, {}).items).toEqual([
      { productId: 1, variantId: 40, quantity: 1 },
      { productId: 1, variantId: 41, quantity: 2 },
      { productId: 2, quantity: 1 },
    ]);
  });

  it("matches the quote's lines by variant, and a line naming none to its product's line", () => {
    const quoted = (productId: number, variantId: number) =>
      ({
        productId,
        variantId,
        options: '',
        quantity: 1,
        unitPrice: 1,
        compareAtPrice: null,
        total: 1,
        discount: 0,
      }) as const;
    const cart = [line(1, 1, { variantId: 40 }), line(1, 2, { variantId: 41 }), line(2, 1)];
    expect(quotedFor(quoted(1, 41), cart[1]!, cart)).toBe(true);
    expect(quotedFor(quoted(1, 40), cart[1]!, cart)).toBe(false);
    expect(quotedFor(quoted(2, 77), cart[2]!, cart)).toBe(true);
    expect(quotedFor(quoted(1, 40), cart[2]!, cart)).toBe(false);
  });
});
