import { describe, expect, it } from 'vitest';
import { CURRENT_GST_RATES, GST_REFORM_DAY, LAW_RATES, type RateChange, rateOn } from './rates.ts';
import { splitGross } from './tax.ts';

describe('rateOn', () => {
  const table: RateChange[] = [
    { hsn: '3406', rate: 12, from: '2017-07-01', source: 'a' },
    { hsn: '3406', rate: 5, from: '2025-09-22', source: 'b' },
    { hsn: '340600', rate: 18, from: '2026-01-01', source: 'c' },
  ];
  it('takes the latest entry started by the day, the longest HSN prefix first', () => {
    expect(rateOn(table, '3406', '2025-09-21')).toBe(12);
    expect(rateOn(table, '3406', '2025-09-22')).toBe(5);
    expect(rateOn(table, '34061010', '2025-12-31')).toBe(5);
    expect(rateOn(table, '34060010', '2026-01-01')).toBe(18);
    expect(rateOn(table, '3406', '2026-01-01')).toBe(5);
  });
  it('is null before the first entry and for a code the table does not name', () => {
    expect(rateOn(table, '3406', '2017-06-30')).toBeNull();
    expect(rateOn(table, '9405', '2026-01-01')).toBeNull();
  });
  it('on one code and day, the later entry wins (an admin change over the law)', () => {
    expect(
      rateOn([...table, { hsn: '3406', rate: 18, from: '2025-09-22', source: 'x' }], '3406', '2025-10-01'),
    ).toBe(18);
  });
  it("the law's table: handicrafts at 5% from the reform day, 12% the day before; every rate since in force", () => {
    for (const hsn of ['3406', '5810', '9701'])
      expect([rateOn(LAW_RATES, hsn, '2025-09-21'), rateOn(LAW_RATES, hsn, GST_REFORM_DAY)]).toEqual([12, 5]);
    const now = LAW_RATES.filter((e) => rateOn(LAW_RATES, e.hsn, '2026-11-29') === e.rate);
    expect(now.every((e) => (CURRENT_GST_RATES as readonly number[]).includes(e.rate))).toBe(true);
  });
});

describe('splitGross at fractional and new rates', () => {
  it('0.25%: 10,025 paise are 10,000 taxable and 25 tax', () => {
    expect(splitGross(10_025, 0.25, 'intra')).toEqual({ taxable: 10_000, cgst: 12, sgst: 13, igst: 0 });
  });
  it('40% and 3%', () => {
    expect(splitGross(14_000, 40, 'inter')).toEqual({ taxable: 10_000, cgst: 0, sgst: 0, igst: 4_000 });
    expect(splitGross(10_300, 3, 'intra')).toEqual({ taxable: 10_000, cgst: 150, sgst: 150, igst: 0 });
  });
});
