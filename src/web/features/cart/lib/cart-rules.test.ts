import { describe, expect, it } from 'vitest';
import { decideAddToCart } from './cart-rules.ts';

/** The cap at its highest setting, so these cases are about the stock alone. */
const NO_CAP = 999;
const stock = (stockQuantity: number | null, inStock = true) => ({ inStock, stockQuantity });

describe('decideAddToCart', () => {
  it('refuses a product that is not purchasable', () => {
    expect(decideAddToCart(stock(5, false), 0, 1, NO_CAP)).toEqual({ status: 'out-of-stock' });
    expect(decideAddToCart(stock(0), 0, 1, NO_CAP)).toEqual({ status: 'out-of-stock' });
  });

  it('adds when the cart plus the request fits the stock', () => {
    expect(decideAddToCart(stock(5), 0, 1, NO_CAP)).toEqual({ status: 'ok', nextQuantity: 1 });
    expect(decideAddToCart(stock(5), 2, 3, NO_CAP)).toEqual({ status: 'ok', nextQuantity: 5 });
  });

  it('refuses more than the stock, counting what is already in the cart', () => {
    expect(decideAddToCart(stock(3), 0, 4, NO_CAP)).toEqual({
      status: 'insufficient',
      available: 3,
      inCart: 0,
    });
    expect(decideAddToCart(stock(3), 2, 2, NO_CAP)).toEqual({
      status: 'insufficient',
      available: 3,
      inCart: 2,
    });
  });

  it('caps an unknown stock at 999', () => {
    expect(decideAddToCart(stock(null), 0, 999, NO_CAP)).toEqual({ status: 'ok', nextQuantity: 999 });
    expect(decideAddToCart(stock(null), 998, 2, NO_CAP)).toEqual({
      status: 'insufficient',
      available: 999,
      inCart: 998,
    });
  });

  it("refuses more than the store's units of one product per order (docs/product.md §9.7), after the stock", () => {
    expect(decideAddToCart(stock(null), 0, 10, 10)).toEqual({ status: 'ok', nextQuantity: 10 });
    expect(decideAddToCart(stock(null), 0, 11, 10)).toEqual({ status: 'over-cap', cap: 10, inCart: 0 });
    expect(decideAddToCart(stock(50), 8, 3, 10)).toEqual({ status: 'over-cap', cap: 10, inCart: 8 });
    expect(decideAddToCart(stock(3), 0, 4, 10)).toEqual({ status: 'insufficient', available: 3, inCart: 0 });
  });

  it('reads a request below 1 as 1', () => {
    expect(decideAddToCart(stock(5), 1, 0, NO_CAP)).toEqual({ status: 'ok', nextQuantity: 2 });
  });
});
