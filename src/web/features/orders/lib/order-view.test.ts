import { describe, expect, it } from 'vitest';
import { formatIsoDate } from '#web/lib/dates.ts';
import { formatDeliveryEstimate, orderThumbnails, statusBadgeClass } from './order-view.ts';

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
