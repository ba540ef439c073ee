import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  createOrderInputSchema,
  customerTracker,
  estimateDelivery,
  ORDER_STATUSES,
  orderBadgeColour,
  trackingTimeline,
} from './order.schemas.ts';

const done = (status: (typeof ORDER_STATUSES)[number]) =>
  trackingTimeline(status, '2026-03-02T10:00:00.000Z').map((s) => s.done);

describe('the four-step public timeline (docs/product.md §4.6)', () => {
  it('Order Placed always; Processing once the shop started on it; Shipped when shipped or later; Delivered only when delivered', () => {
    expect(done('pending_payment')).toEqual([true, false, false, false]);
    // A COD order is confirmed the moment it is placed: not processed yet (audit D-c4, decision 082).
    expect(done('confirmed')).toEqual([true, false, false, false]);
    expect(done('processing')).toEqual([true, true, false, false]);
    expect(done('packed')).toEqual([true, true, false, false]);
    expect(done('shipped')).toEqual([true, true, true, false]);
    expect(done('out_for_delivery')).toEqual([true, true, true, false]);
    expect(done('delivered')).toEqual([true, true, true, true]);
    expect(done('cancelled')).toEqual([true, false, false, false]);
    expect(done('returned')).toEqual([true, true, false, false]);
  });

  it("shows the spec's estimates on steps not reached, dates on steps reached", () => {
    const steps = trackingTimeline('processing', '2026-03-02T10:00:00.000Z', {
      confirmed: '2026-03-02T10:00:00.000Z',
      processing: '2026-03-02T15:00:00.000Z',
    });
    expect(steps.map((s) => s.label)).toEqual(['Order Placed', 'Processing', 'Shipped', 'Delivered']);
    expect(steps[1]).toMatchObject({ done: true, date: '2026-03-02T15:00:00.000Z', current: true });
    expect(steps[2]).toMatchObject({ estimate: '2-3 business days' });
    expect(steps[3]).toMatchObject({ estimate: '5-7 business days' });
    for (const status of ['pending_payment', 'confirmed'] as const) {
      const placed = trackingTimeline(status, '2026-03-02T10:00:00.000Z');
      expect(placed[0]).toMatchObject({ done: true, current: true });
      expect(placed[1]).toMatchObject({ done: false, estimate: 'Within 24 hours' });
    }
  });

  it("shows the order's own dates on Shipped and Delivered when it has them (decision 070), until reached", () => {
    const promise = { dispatchBy: '2026-03-09', from: '2026-03-11', to: '2026-03-17' };
    const steps = trackingTimeline('confirmed', '2026-03-02T10:00:00.000Z', {}, promise);
    expect(steps[2]).toMatchObject({ window: { from: '2026-03-09', to: '2026-03-09' } });
    expect(steps[3]).toMatchObject({ window: { from: '2026-03-11', to: '2026-03-17' } });
    const shipped = trackingTimeline('shipped', '2026-03-02T10:00:00.000Z', {}, promise);
    expect(shipped[2]!.window).toBeUndefined();
    expect(shipped[3]!.window).toEqual({ from: '2026-03-11', to: '2026-03-17' });
    // An order from before the dispatch day was kept: the arrival window only.
    const older = trackingTimeline(
      'confirmed',
      '2026-03-02T10:00:00.000Z',
      {},
      { ...promise, dispatchBy: null },
    );
    expect(older[2]!.window).toBeUndefined();
    expect(older[3]!.window).toEqual({ from: '2026-03-11', to: '2026-03-17' });
  });
});

describe('the six-step customer tracker (docs/product.md §4.6)', () => {
  it('marks the steps up to the current one done', () => {
    expect(customerTracker('packed').steps.map((s) => s.done)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(customerTracker('delivered').steps.every((s) => s.done)).toBe(true);
    expect(customerTracker('pending_payment').steps.some((s) => s.done)).toBe(false);
    expect(customerTracker('cancelled')).toMatchObject({ halted: 'cancelled', currentIndex: -1 });
    expect(customerTracker('confirmed').steps.map((s) => s.label)).toEqual([
      'Confirmed',
      'Processing',
      'Packed',
      'Shipped',
      'Out for Delivery',
      'Delivered',
    ]);
  });

  it('badge colours: delivered green, shipped blue, processing yellow, else grey', () => {
    expect(ORDER_STATUSES.map((s) => [s, orderBadgeColour(s)])).toEqual([
      ['pending_payment', 'grey'],
      ['awaiting_confirmation', 'grey'],
      ['confirmed', 'grey'],
      ['processing', 'yellow'],
      ['packed', 'grey'],
      ['shipped', 'blue'],
      ['out_for_delivery', 'grey'],
      ['delivered', 'green'],
      ['cancelled', 'grey'],
      ['returned', 'grey'],
    ]);
  });
});

describe('estimated delivery: from the order date and status, never now + 3', () => {
  it('is 5 to 7 business days after the order date (India time), skipping weekends', () => {
    // Friday 2026-03-06 10:00 IST → Fri 13th .. Tue 17th
    expect(estimateDelivery('2026-03-06T04:30:00.000Z', 'confirmed')).toEqual({
      from: '2026-03-13',
      to: '2026-03-17',
    });
    // Friday 20:00 UTC is already Saturday in India
    expect(estimateDelivery('2026-03-06T20:00:00.000Z', 'shipped')).toEqual({
      from: '2026-03-13',
      to: '2026-03-17',
    });
    // Monday → next Monday .. Wednesday
    expect(estimateDelivery('2026-03-02T05:00:00.000Z', 'processing')).toEqual({
      from: '2026-03-09',
      to: '2026-03-11',
    });
  });

  it('is the day it went out when out for delivery; none once delivered, cancelled or returned', () => {
    expect(
      estimateDelivery('2026-03-02T05:00:00.000Z', 'out_for_delivery', '2026-03-07T03:00:00.000Z'),
    ).toEqual({
      from: '2026-03-07',
      to: '2026-03-07',
    });
    for (const s of ['delivered', 'cancelled', 'returned'] as const) {
      expect(estimateDelivery('2026-03-02T05:00:00.000Z', s)).toBeNull();
    }
  });

  it('does not depend on the clock', () => {
    const a = estimateDelivery('2025-01-01T05:00:00.000Z', 'confirmed');
    expect(a).toEqual({ from: '2025-01-08', to: '2025-01-10' });
  });
});

describe('createOrderInputSchema', () => {
  const valid = {
    customer: {
      fullName: 'Asha Rao',
      email: 'Asha@Example.in',
      phone: '98765 43210',
      address: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    },
    items: [{ productId: 1, quantity: 2, price: 1 }],
    paymentMethod: 'cod',
  };

  it('keeps only productId and quantity per line, normalises email and phone', () => {
    const parsed = createOrderInputSchema.parse(valid);
    expect(parsed.items).toEqual([{ productId: 1, quantity: 2 }]);
    expect(parsed.customer).toMatchObject({ email: 'asha@example.in', phone: '9876543210' });
  });

  it("gives the spec's checkout messages", () => {
    const messages = (customer: object) =>
      createOrderInputSchema
        .safeParse({ ...valid, customer: { ...valid.customer, ...customer } })
        .error?.issues.map((i) => i.message);
    expect(messages({ fullName: '' })).toEqual([
      CHECKOUT_MESSAGES.missingInformation.description('full name'),
    ]);
    expect(messages({ email: '' })).toEqual(['Please fill in your email']);
    expect(messages({ email: 'asha@' })).toEqual(['Please enter a valid email address']);
    expect(messages({ phone: '5876543210' })).toEqual(['Please enter a valid 10-digit phone number']);
    expect(messages({ phone: '98765' })).toEqual(['Please enter a valid 10-digit phone number']);
    expect(messages({ pincode: '011001' })).toEqual(['Please enter a valid 6-digit pincode']);
    expect(messages({ address: 'a\u0000b' })).toEqual([
      'Your address contains characters that are not allowed',
    ]);
  });
});
