import { describe, expect, it } from 'vitest';
import { said } from '../i18n/said.ts';
import {
  codVerdict,
  DEFAULT_DELIVERY_RULES,
  DELIVERY_MESSAGES,
  deliveryWindow,
  festivalOrderBy,
  formatDeliveryDay,
  nextFestival,
  normaliseState,
  queueDays,
  slowestWindow,
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

describe('the promise with making time and a making queue (issue 42 point 3)', () => {
  // Fri 27 Nov 2026 13:59 IST, before the cut-off; the shop works and dispatches Monday to Saturday.
  const friday = new Date('2026-11-27T08:29:00Z');
  const cases: Array<
    [string, { minDays: number; maxDays: number; queueDays: number }, string, string, string]
  > = [
    // name, making, dispatch by, from, to
    [
      'from stock: dispatched today',
      { minDays: 0, maxDays: 0, queueDays: 0 },
      '2026-11-27',
      '2026-11-30',
      '2026-12-02',
    ],
    // 5 working days after Fri: Sat, Mon, Tue, Wed, Thu 3 Dec; 8: Fri, Sat, Mon 7 Dec (Sundays are not worked)
    [
      'made to order in 5–8 days',
      { minDays: 5, maxDays: 8, queueDays: 0 },
      '2026-12-07',
      '2026-12-05',
      '2026-12-11',
    ],
    [
      'the same, a week of queue ahead',
      { minDays: 5, maxDays: 8, queueDays: 7 },
      '2026-12-14',
      '2026-12-12',
      '2026-12-18',
    ],
    [
      'made in exactly 3 days',
      { minDays: 3, maxDays: 3, queueDays: 0 },
      '2026-12-01',
      '2026-12-03',
      '2026-12-05',
    ],
  ];
  it.each(cases)('%s', (_name, making, dispatch, from, to) => {
    expect(deliveryWindow(friday, days, clock, making)).toEqual({ dispatch, from, to });
  });

  it("counts making days on the shop's working days only (Mon, Wed, Fri)", () => {
    const mwf = { dispatchCutoff: '14:00', dispatchDays: [1, 3, 5] };
    // Fri 27 Nov → Mon 30, Wed 2 Dec: 2 working days
    expect(deliveryWindow(friday, days, mwf, { minDays: 2, maxDays: 2, queueDays: 0 }).dispatch).toBe(
      '2026-12-02',
    );
  });

  it('a made-to-order piece ordered after the cut-off starts the next working day', () => {
    const after = new Date('2026-11-27T09:00:00Z'); // 14:30 IST
    expect(deliveryWindow(after, days, clock, { minDays: 5, maxDays: 8, queueDays: 0 }).dispatch).toBe(
      '2026-12-08',
    );
  });

  it('the queue: a week per full week of capacity ahead of the last new unit', () => {
    expect(queueDays(0, 1, 5)).toBe(0);
    expect(queueDays(4, 1, 5)).toBe(0);
    expect(queueDays(5, 1, 5)).toBe(7);
    expect(queueDays(3, 4, 5)).toBe(7);
    expect(queueDays(12, 1, 5)).toBe(14);
    expect(queueDays(40, 3, null)).toBe(0);
  });

  it('one parcel: the order waits for its slowest piece', () => {
    expect(
      slowestWindow([
        { dispatch: '2026-11-27', from: '2026-11-30', to: '2026-12-02' },
        { dispatch: '2026-12-07', from: '2026-12-05', to: '2026-12-11' },
      ]),
    ).toEqual({ dispatch: '2026-12-07', from: '2026-12-05', to: '2026-12-11' });
  });

  it("a festival's last order day: from stock, and made to order", () => {
    // Diwali, Sun 8 Nov 2026. From stock in 2–4 days: ordered Tue 3 Nov it arrives by Sat 7; Wed 4 → Mon 9.
    expect(festivalOrderBy('2026-11-08', days, clock)).toBe('2026-11-03');
    // Made in 5–8 working days: ordered Sat 24 Oct → made by Tue 3 Nov → arrives by Sat 7 Nov; Mon 26 Oct → made by
    // Wed 4 Nov → Mon 9 Nov, too late (Sunday 25 starts on Monday too).
    expect(festivalOrderBy('2026-11-08', days, clock, { minDays: 5, maxDays: 8, queueDays: 0 })).toBe(
      '2026-10-24',
    );
    expect(
      festivalOrderBy('2026-11-08', days, clock, { minDays: 5, maxDays: 8, queueDays: 0 }, 3),
    ).toBeNull();
  });

  it('the next festival told: the nearest ahead within 60 days, its last order day for the slowest piece', () => {
    const diwali = { name: 'Diwali', nameHi: 'दीवाली', date: '2026-11-08' };
    const christmas = { name: 'Christmas', nameHi: '', date: '2026-12-25' };
    const festivals = [christmas, diwali];
    const frame = { minDays: 5, maxDays: 8, queueDays: 0 };
    const at = (iso: string) => new Date(iso);
    // Mon 19 Oct 2026, 10:00 India time: Diwali is next (Christmas is 67 days away), a piece from stock can be
    // ordered until Tue 3 Nov, the frame until Sat 24 Oct.
    expect(nextFestival(at('2026-10-19T04:30:00Z'), festivals, days, clock, [])).toEqual({
      ...diwali,
      orderBy: '2026-11-03',
    });
    expect(nextFestival(at('2026-10-19T04:30:00Z'), festivals, days, clock, [frame])).toEqual({
      ...diwali,
      orderBy: '2026-10-24',
    });
    // Tue 27 Oct: too late for the frame, still in time from stock.
    expect(nextFestival(at('2026-10-27T04:30:00Z'), festivals, days, clock, [frame])?.orderBy).toBeNull();
    expect(nextFestival(at('2026-10-27T04:30:00Z'), festivals, days, clock, [])?.orderBy).toBe('2026-11-03');
    // On Diwali itself it is still the festival told (too late); the day after, Christmas (47 days ahead).
    expect(nextFestival(at('2026-11-08T04:30:00Z'), festivals, days, clock, [])).toEqual({
      ...diwali,
      orderBy: null,
    });
    expect(nextFestival(at('2026-11-09T04:30:00Z'), festivals, days, clock, [])?.name).toBe('Christmas');
    // More than 60 days ahead: not yet.
    expect(nextFestival(at('2026-10-19T04:30:00Z'), [christmas], days, clock, [])).toBeNull();
    expect(nextFestival(at('2026-10-19T04:30:00Z'), [], days, clock, [])).toBeNull();
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
