import { describe, expect, it } from 'vitest';
import type { CartLine } from '../lib/cart-line.ts';
import { quoteBody } from './use-cart-quote.ts';

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
