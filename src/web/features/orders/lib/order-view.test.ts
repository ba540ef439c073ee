import { describe, expect, it } from 'vitest';
import { createTranslator } from '#shared/i18n/translate.ts';
import en from '#web/i18n/en/orders.json';
import hi from '#web/i18n/hi/orders.json';
import { formatIsoDate } from '#web/lib/dates.ts';
import {
  confirmationHeading,
  formatDeliveryEstimate,
  orderThumbnails,
  paymentNote,
  statusBadgeClass,
} from './order-view.ts';

const t = createTranslator('en', en);
const line = (name: string) => ({ name, image: null });

describe('orderThumbnails', () => {
  it('shows up to 4 and counts the rest as +n', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'].map(line);
    const { shown, more } = orderThumbnails(items);
    expect(shown.map((i) => i.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(more).toBe(2);
  });

  it('no +n with 4 or fewer', () => {
    expect(orderThumbnails(['a', 'b', 'c', 'd'].map(line)).more).toBe(0);
    expect(orderThumbnails([line('a')])).toEqual({ shown: [line('a')], more: 0 });
  });
});

describe('dates', () => {
  it('en-IN in India time', () => {
    expect(formatIsoDate('2026-11-21T20:00:00Z')).toBe('22 Nov 2026');
    expect(formatIsoDate('not a date')).toBe('');
  });

  it('an arrival window or a single day', () => {
    expect(formatDeliveryEstimate({ from: '2026-11-27', to: '2026-12-01' })).toBe('27 Nov 2026 – 1 Dec 2026');
    expect(formatDeliveryEstimate({ from: '2026-11-27', to: '2026-11-27' })).toBe('27 Nov 2026');
    expect(formatDeliveryEstimate(null)).toBeNull();
  });
});

describe('status badge colours (docs/product.md §4.6)', () => {
  it('delivered green, shipped blue, processing yellow, else grey', () => {
    expect(statusBadgeClass('delivered')).toContain('success');
    expect(statusBadgeClass('shipped')).toContain('blue');
    expect(statusBadgeClass('processing')).toContain('accent');
    expect(statusBadgeClass('confirmed')).toBe(statusBadgeClass('cancelled'));
  });
});

describe('the confirmation page heading', () => {
  const customer = { fullName: 'Meera Iyer' } as Parameters<typeof confirmationHeading>[0]['customer'];
  it('audit 2.1: a cancelled or returned order says so, never Order Confirmed or the thank-you', () => {
    expect(confirmationHeading({ status: 'cancelled', customer }, t)).toEqual({
      title: 'Order Cancelled',
      text: 'This order was cancelled and will not be delivered.',
      tone: 'halted',
    });
    expect(confirmationHeading({ status: 'returned', customer }, t)).toEqual({
      title: 'Order Returned',
      text: 'This order was returned to us.',
      tone: 'halted',
    });
    expect(confirmationHeading({ status: 'pending_payment', customer }, t).title).toBe(
      'Complete Your Payment',
    );
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered'] as const) {
      expect(confirmationHeading({ status, customer }, t)).toEqual({
        title: 'Order Confirmed',
        text: 'Thank you, Meera! Our artisans are getting your order ready.',
        tone: 'success',
      });
    }
  });
});

describe('the confirmation page in Hindi (decision 035)', () => {
  it('thanks the buyer by name and says the delivery window in Hindi months', () => {
    const customer = { fullName: 'Meera Iyer' } as Parameters<typeof confirmationHeading>[0]['customer'];
    expect(confirmationHeading({ status: 'confirmed', customer }, createTranslator('hi', hi, en)).text).toBe(
      'धन्यवाद, Meera! हमारे कारीगर आपका ऑर्डर तैयार कर रहे हैं।',
    );
    expect(formatDeliveryEstimate({ from: '2026-11-27', to: '2026-12-01' }, 'hi-IN')).toBe(
      '27 नव॰ 2026 – 1 दिस॰ 2026',
    );
  });
});

describe('the payment line of an order', () => {
  it('audit 2.3: Paid by only for a paid order', () => {
    expect(paymentNote({ status: 'pending_payment', paymentMethod: 'online' }, 'Pay Online', t)).toBe(
      'Pay Online: waiting for your payment',
    );
    expect(paymentNote({ status: 'confirmed', paymentMethod: 'online' }, 'Pay Online', t)).toBe(
      'Paid by Pay Online',
    );
    expect(paymentNote({ status: 'cancelled', paymentMethod: 'online' }, 'Pay Online', t)).toBe(
      'Payment method: Pay Online',
    );
    expect(paymentNote({ status: 'shipped', paymentMethod: 'cod' }, 'Cash on Delivery', t)).toBe(
      'Cash on Delivery: pay when it arrives',
    );
    expect(paymentNote({ status: 'delivered', paymentMethod: 'cod' }, 'Cash on Delivery', t)).toBe(
      'Paid by Cash on Delivery',
    );
    expect(paymentNote({ status: 'returned', paymentMethod: 'cod' }, 'Cash on Delivery', t)).toBe(
      'Payment method: Cash on Delivery',
    );
  });
});
