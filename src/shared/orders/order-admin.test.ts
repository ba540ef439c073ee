import { describe, expect, it } from 'vitest';
import { statusChangeNotice } from './order-admin.ts';

describe('the admin cancel/return confirmation', () => {
  it('audit 2.11: says the stock comes back only when it will', () => {
    const back = 'Its items go back into stock and the customer is emailed.';
    const unchanged =
      'Its items are already back in stock, so stock does not change. The customer is emailed.';
    for (const from of ['pending_payment', 'confirmed', 'shipped', 'out_for_delivery'] as const) {
      expect(statusChangeNotice(from, 'cancelled')).toBe(back);
      expect(statusChangeNotice(from, 'returned')).toBe(back);
    }
    expect(statusChangeNotice('cancelled', 'returned')).toBe(unchanged);
    expect(statusChangeNotice('returned', 'cancelled')).toBe(unchanged);
  });
});
