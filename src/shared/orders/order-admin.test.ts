import { describe, expect, it } from 'vitest';
import { statusChangeRestocks } from './order-admin.ts';

describe('the admin cancel/return confirmation', () => {
  it('audit 2.11: says the stock comes back only when it will', () => {
    for (const from of ['pending_payment', 'confirmed', 'shipped', 'out_for_delivery'] as const) {
      expect(statusChangeRestocks(from, 'cancelled')).toBe(true);
      expect(statusChangeRestocks(from, 'returned')).toBe(true);
    }
    expect(statusChangeRestocks('cancelled', 'returned')).toBe(false);
    expect(statusChangeRestocks('returned', 'cancelled')).toBe(false);
  });
});
