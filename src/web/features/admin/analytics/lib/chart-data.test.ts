import { describe, expect, it } from 'vitest';
import { bestDay, dayLabel, nonZeroStatuses, rupeesTick, salesTotals } from './chart-data.ts';

describe('dayLabel', () => {
  it('writes an India day as en-IN day and month', () => {
    expect(dayLabel('2026-11-22')).toBe('22 Nov');
    expect(dayLabel('2026-01-01')).toBe('1 Jan');
    expect(dayLabel('2026-11-22', 'hi-IN')).toBe('22 नव॰');
  });
  it('leaves a malformed day as it is', () => {
    expect(dayLabel('soon')).toBe('soon');
  });
});

describe('rupeesTick', () => {
  it.each([
    [0, '₹0'],
    [95_000, '₹950'],
    [1_200_000, '₹12K'],
    [12_500_000, '₹1.3L'],
  ])('%s paise → %s', (paise, text) => expect(rupeesTick(paise)).toBe(text));
});

describe('salesTotals and bestDay', () => {
  const daily = [
    { date: '2026-11-20', orders: 2, revenue: 150_000 },
    { date: '2026-11-21', orders: 0, revenue: 0 },
    { date: '2026-11-22', orders: 1, revenue: 150_001 },
  ];

  it('sums revenue and orders and rounds the average order', () => {
    expect(salesTotals(daily)).toEqual({ revenue: 300_001, orders: 3, averageOrder: 100_000 });
  });

  it('is all zeros without orders (no division by zero)', () => {
    expect(salesTotals([])).toEqual({ revenue: 0, orders: 0, averageOrder: 0 });
  });

  it('names the best day, and none when nothing sold', () => {
    expect(bestDay(daily)?.date).toBe('2026-11-22');
    expect(bestDay([{ date: '2026-11-21', orders: 0, revenue: 0 }])).toBeNull();
  });
});

describe('nonZeroStatuses', () => {
  it('keeps the statuses that have orders, in order', () => {
    expect(
      nonZeroStatuses([
        { status: 'confirmed', label: 'Confirmed', count: 2 },
        { status: 'packed', label: 'Packed', count: 0 },
        { status: 'delivered', label: 'Delivered', count: 1 },
      ]).map((s) => s.status),
    ).toEqual(['confirmed', 'delivered']);
  });
});
