import { describe, expect, it } from 'vitest';
import { codToCollect, suggestedRefund } from './order-ops.ts';

describe('what the courier collects (audit D-m6)', () => {
  it("a COD order's total until it is delivered or cancelled; nothing for a prepaid one", () => {
    expect(codToCollect({ paymentMethod: 'cod', total: 134_820, status: 'shipped', paid: 0 })).toBe(134_820);
    // Delivered: the courier collected it, the shop holds it.
    expect(codToCollect({ paymentMethod: 'cod', total: 134_820, status: 'delivered', paid: 134_820 })).toBe(
      0,
    );
    expect(codToCollect({ paymentMethod: 'cod', total: 134_820, status: 'cancelled', paid: 0 })).toBe(0);
    expect(codToCollect({ paymentMethod: 'online', total: 134_820, status: 'confirmed', paid: 0 })).toBe(0);
    // A packing slip printed before delivery: the whole total.
    expect(codToCollect({ paymentMethod: 'cod', total: 50_000 })).toBe(50_000);
  });
});

describe("the refund box's first amount (audit D-m4)", () => {
  const order = { status: 'delivered', refundable: 134_820, returns: [], refunds: [] };
  it('nothing returned: all that is refundable', () => {
    expect(suggestedRefund(order)).toBe(134_820);
  });
  it('a part return: its value, less what was refunded since, never more than refundable', () => {
    const part = { ...order, returns: [{ amount: 67_410 }] };
    expect(suggestedRefund(part)).toBe(67_410);
    expect(suggestedRefund({ ...part, refunds: [{ amount: 20_000 }], refundable: 114_820 })).toBe(47_410);
    expect(suggestedRefund({ ...part, refunds: [{ amount: 67_410 }], refundable: 67_410 })).toBe(0);
    expect(suggestedRefund({ ...part, refundable: 10_000 })).toBe(10_000);
  });
  it('the whole order returned: all that is refundable (its delivery fee too)', () => {
    expect(suggestedRefund({ ...order, status: 'returned', returns: [{ amount: 120_000 }] })).toBe(134_820);
  });
});
