import { describe, expect, it } from 'vitest';
import { said } from '../i18n/said.ts';
import {
  codVerdict,
  DEFAULT_DELIVERY_RULES,
  DELIVERY_MESSAGES,
  deliveryWindow,
  formatDeliveryDay,
  normaliseState,
  zoneFor,
} from './delivery.ts';

const clock = { dispatchCutoff: '14:00', dispatchDays: [1, 2, 3, 4, 5, 6] };
const days = { minDays: 2, maxDays: 4 };

describe('deliveryWindow (India time, Sundays off, the dispatch cut-off)', () => {
  it('dispatches today before the cut-off and the next dispatch day after it', () => {
    // Fri 27 Nov 2026 13:59 IST
    expect(deliveryWindow(new Date('2026-11-27T08:29:00Z'), days, clock)).toEqual({
      dispatch: '2026-11-27',
      from: '2026-11-30',
      to: '2026-12-02',
    });
    // 14:00 IST: Saturday's dispatch; 2 business days skip Sunday → Tue 1 Dec
    expect(deliveryWindow(new Date('2026-11-27T08:30:00Z'), days, clock)).toEqual({
      dispatch: '2026-11-28',
      from: '2026-12-01',
      to: '2026-12-03',
    });
  });

  it('uses the India day, not UTC: 23:00 UTC Saturday is Sunday morning in India → Monday dispatch', () => {
    expect(deliveryWindow(new Date('2026-11-28T23:00:00Z'), days, clock).dispatch).toBe('2026-11-30');
  });

  it('keeps to the dispatch days (Mon, Wed, Fri)', () => {
    const mwf = { dispatchCutoff: '10:00', dispatchDays: [1, 3, 5] };
    // Tue 1 Dec 09:00 IST → Wed 2 Dec
    expect(deliveryWindow(new Date('2026-12-01T03:30:00Z'), days, mwf).dispatch).toBe('2026-12-02');
  });

  it('names the day as "Thu, 3 Dec"', () => {
    expect(formatDeliveryDay('2026-12-03')).toBe('Thu, 3 Dec');
  });

  it("names the day in the page's language (hi-IN: Hindi weekday and month, Latin digits)", () => {
    expect(formatDeliveryDay('2026-12-03', 'hi-IN')).toBe('गुरु, 3 दिस॰');
  });
});

describe('codVerdict and zones', () => {
  const rules = {
    ...DEFAULT_DELIVERY_RULES,
    codMinOrder: 10_000,
    codMaxOrder: 500_000,
    codBlockedPincodes: ['744301'],
  };
  it('offers COD within the limits, refuses with the reason outside them', () => {
    expect(codVerdict(rules, '560001', 10_000)).toEqual({ available: true });
    expect(codVerdict(rules, '560001', 500_000)).toEqual({ available: true });
    expect(codVerdict(rules, '560001', 500_001)).toEqual({
      available: false,
      reason: DELIVERY_MESSAGES.codAboveMax(500_000),
      said: said('codAboveMax', { maxPaise: 500_000 }),
    });
    expect(codVerdict(rules, '560001', 9_999)).toEqual({
      available: false,
      reason: DELIVERY_MESSAGES.codBelowMin(10_000),
      said: said('codBelowMin', { minPaise: 10_000 }),
    });
    expect(codVerdict(rules, '744301', 20_000)).toEqual({
      available: false,
      reason: DELIVERY_MESSAGES.codBlocked,
      said: said('codBlocked'),
    });
    expect(codVerdict({ ...rules, codEnabled: false }, '560001', 20_000).available).toBe(false);
  });

  it('takes the first zone whose prefix, range or state covers the pincode', () => {
    const zones = [
      { name: 'Metro', pincodeRules: ['560001-560099', '110'], states: [], minDays: 1, maxDays: 2, fee: 0 },
      { name: 'Home state', pincodeRules: [], states: ['Karnataka'], minDays: 2, maxDays: 3, fee: 0 },
      { name: 'Islands', pincodeRules: ['744'], states: [], minDays: 7, maxDays: 10, fee: 9_900 },
    ];
    expect(zoneFor(zones, '560038', 'Karnataka')?.name).toBe('Metro');
    expect(zoneFor(zones, '570001', 'Karnataka')?.name).toBe('Home state');
    expect(zoneFor(zones, '744101', 'Andaman and Nicobar Islands')?.name).toBe('Islands');
    expect(zoneFor(zones, '400001', 'Maharashtra')).toBeNull();
    expect(normaliseState('Jammu & Kashmir')).toBe(normaliseState('jammu and  kashmir'));
  });
});
