import { describe, expect, it } from 'vitest';
import { gstSettingsSchema, optionalGstinSchema } from './gst.schemas.ts';
import { DEFAULT_GST_SETTINGS, GST_MESSAGES } from './gst.ts';
import { isValidGstin } from './gstin.ts';
import { documentNumber, financialYear, financialYearLabel } from './series.ts';
import { stateCodeOf } from './states.ts';
import { apportion, creditBreakdown, type GoodsLine, splitGross, supplyKind, taxBreakdown } from './tax.ts';
import { amountInWords, numberInWords } from './words.ts';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '07AAACR5055K1Z9', '33AAACH7409R1Z8', '29ABCDE1234F1ZW', ' 27aapfu0939f1zv '])(
    '%s is valid',
    (gstin) => expect(isValidGstin(gstin)).toBe(true),
  );

  it.each([
    ['27AAPFU0939F1ZW', 'wrong check character'],
    ['29ABCDE1234F1Z5', 'wrong check character'],
    ['27AAPFU0939F1Z', 'too short'],
    ['27AAPFU0939F1XV', 'no Z in the 14th place'],
    ['2AAAPFU0939F1ZV', 'state code not digits'],
    ['99AAPFU0939F1ZV', 'no such state'],
    ['27AAPF10939F1ZV', 'PAN letters not letters'],
  ])('%s is refused (%s)', (gstin) => expect(isValidGstin(gstin)).toBe(false));

  it('the checkout field: empty is none, a bad one names its message', () => {
    expect(optionalGstinSchema.parse('')).toBeNull();
    expect(optionalGstinSchema.parse('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
    const bad = optionalGstinSchema.safeParse('27AAPFU0939F1ZW');
    expect(bad.error?.issues[0]?.message).toBe(GST_MESSAGES.buyerGstinInvalid);
  });

  it('settings: registered needs a valid GSTIN of the store state; unregistered drops it', () => {
    const base = { ...DEFAULT_GST_SETTINGS, registered: true, stateCode: '29' };
    const issue = (body: object) => gstSettingsSchema.safeParse(body).error?.issues[0];
    expect(issue({ ...base, gstin: null })).toMatchObject({
      path: ['gstin'],
      message: GST_MESSAGES.gstinRequired,
    });
    expect(issue({ ...base, gstin: '29ABCDE1234F1Z5' })).toMatchObject({
      message: GST_MESSAGES.gstinInvalid,
    });
    expect(issue({ ...base, gstin: '27AAPFU0939F1ZV' })).toMatchObject({
      message: GST_MESSAGES.gstinOtherState,
    });
    expect(issue({ ...base, gstin: '29ABCDE1234F1ZW', creditNotePrefix: 'INV' })).toMatchObject({
      path: ['creditNotePrefix'],
    });
    expect(issue({ ...base, gstin: '29ABCDE1234F1ZW', invoicePrefix: 'INVOICE' })).toMatchObject({
      path: ['invoicePrefix'],
      message: GST_MESSAGES.prefixInvalid,
    });
    expect(
      gstSettingsSchema.parse({ ...base, registered: false, gstin: '29ABCDE1234F1ZW' }).gstin,
    ).toBeNull();
  });
});

describe('place of supply', () => {
  it('finds the state code from the name as typed', () => {
    expect(stateCodeOf('Karnataka')).toBe('29');
    expect(stateCodeOf(' maharashtra ')).toBe('27');
    expect(stateCodeOf('New Delhi')).toBe('07');
    expect(stateCodeOf('Jammu & Kashmir')).toBe('01');
    expect(stateCodeOf('Atlantis')).toBeNull();
  });

  it('CGST + SGST within the store state, IGST to another, no tax when not registered', () => {
    const store = { registered: true, stateCode: '29' };
    expect(supplyKind(store, '29')).toBe('intra');
    expect(supplyKind(store, '27')).toBe('inter');
    expect(supplyKind(store, null)).toBe('inter');
    expect(supplyKind({ ...store, registered: false }, '29')).toBe('unregistered');
    expect(splitGross(11_200, 12, 'intra')).toEqual({ taxable: 10_000, cgst: 600, sgst: 600, igst: 0 });
    expect(splitGross(11_200, 12, 'inter')).toEqual({ taxable: 10_000, cgst: 0, sgst: 0, igst: 1_200 });
    expect(splitGross(11_200, 12, 'unregistered')).toEqual({ taxable: 11_200, cgst: 0, sgst: 0, igst: 0 });
  });
});

describe('rounding', () => {
  it('taxable rounds half up, the tax is the rest, CGST the lower half', () => {
    // 999 × 100 / 105 = 951.43 → 951; tax 48 → 24 + 24
    expect(splitGross(999, 5, 'intra')).toEqual({ taxable: 951, cgst: 24, sgst: 24, igst: 0 });
    // 1000 × 100 / 118 = 847.46 → 847; tax 153 → 76 + 77
    expect(splitGross(1_000, 18, 'intra')).toEqual({ taxable: 847, cgst: 76, sgst: 77, igst: 0 });
    // 59 × 100 / 118 = 50.0 exactly; 177 × 100 / 118 = 150.0; 1 × 100/105 = 0.952 → 1
    expect(splitGross(59, 18, 'intra').taxable).toBe(50);
    expect(splitGross(1, 5, 'intra')).toEqual({ taxable: 1, cgst: 0, sgst: 0, igst: 0 });
    // exactly half: 14 × 100 / 112 = 12.5 → 13; tax 1 → CGST 0, SGST 1
    expect(splitGross(14, 12, 'intra')).toEqual({ taxable: 13, cgst: 0, sgst: 1, igst: 0 });
  });

  it('apportion: shares add up exactly, leftovers to the largest remainders', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(10, [0, 0])).toEqual([10, 0]);
    expect(apportion(7, [5, 0, 2])).toEqual([5, 0, 2]);
  });

  it('every line adds up and the lines add up to the order total, shipping split by the goods taxable values', () => {
    const goods: GoodsLine[] = [
      {
        description: 'Lippan mirror',
        hsn: '9701',
        quantity: 3,
        unitPrice: 33_333,
        discount: 3_333,
        gross: 96_666,
        rate: 12,
      },
      {
        description: 'Soy candle',
        hsn: '3406',
        quantity: 1,
        unitPrice: 49_999,
        discount: 1_667,
        gross: 48_332,
        rate: 18,
      },
      {
        description: 'Torans',
        hsn: '6304',
        quantity: 7,
        unitPrice: 14_301,
        discount: 0,
        gross: 100_107,
        rate: 5,
      },
    ];
    const shipping = 4_999;
    const codFee = 3_001;
    for (const kind of ['intra', 'inter', 'unregistered'] as const) {
      const { lines, totals } = taxBreakdown(
        goods,
        [
          { description: 'Shipping', gross: shipping },
          { description: 'COD fee', gross: codFee },
        ],
        kind,
      );
      for (const l of lines) expect(l.taxable + l.cgst + l.sgst + l.igst).toBe(l.gross);
      expect(totals.total).toBe(96_666 + 48_332 + 100_107 + shipping + codFee);
      expect(totals.taxable + totals.cgst + totals.sgst + totals.igst).toBe(totals.total);
      const charges = lines.filter((l) => l.kind === 'charge');
      expect(charges.filter((l) => l.description === 'Shipping').map((l) => l.rate)).toEqual([12, 18, 5]);
      expect(charges.filter((l) => l.description === 'Shipping').reduce((s, l) => s + l.gross, 0)).toBe(
        shipping,
      );
    }
    const intra = taxBreakdown(goods, [{ description: 'Shipping', gross: shipping }], 'intra');
    expect(intra.totals.igst).toBe(0);
    // Shipping in proportion to taxable values 86309 : 40959 : 95340 (of 222608).
    expect(intra.lines.filter((l) => l.kind === 'charge').map((l) => l.gross)).toEqual([1_938, 920, 2_141]);
  });

  it('one rate: shipping is one line at that rate; all goods free: it goes with the highest rate', () => {
    const one = taxBreakdown(
      [
        {
          description: 'Candle',
          hsn: '3406',
          quantity: 2,
          unitPrice: 500,
          discount: 0,
          gross: 1_000,
          rate: 12,
        },
      ],
      [{ description: 'Shipping', gross: 5_000 }],
      'inter',
    );
    expect(one.lines[1]).toMatchObject({
      kind: 'charge',
      hsn: '3406',
      rate: 12,
      gross: 5_000,
      taxable: 4_464,
      igst: 536,
    });
    const free = taxBreakdown(
      [
        { description: 'A', hsn: '6304', quantity: 1, unitPrice: 500, discount: 500, gross: 0, rate: 5 },
        { description: 'B', hsn: '9615', quantity: 1, unitPrice: 500, discount: 500, gross: 0, rate: 18 },
      ],
      [{ description: 'Shipping', gross: 5_000 }],
      'intra',
    );
    expect(free.lines.filter((l) => l.kind === 'charge')).toMatchObject([{ rate: 18, gross: 5_000 }]);
  });

  it('credit notes take back in proportion to what is left, never more than a line has', () => {
    const invoice = taxBreakdown(
      [
        {
          description: 'A',
          hsn: '9701',
          quantity: 1,
          unitPrice: 30_000,
          discount: 0,
          gross: 30_000,
          rate: 12,
        },
        {
          description: 'B',
          hsn: '3406',
          quantity: 1,
          unitPrice: 10_000,
          discount: 0,
          gross: 10_000,
          rate: 18,
        },
      ],
      [],
      'intra',
    );
    const part = creditBreakdown(invoice.lines, [30_000, 10_000], 10_001, 'intra');
    expect(part.lines.map((l) => [l.line, l.gross])).toEqual([
      [0, 7_501],
      [1, 2_500],
    ]);
    expect(part.totals.total).toBe(10_001);
    const rest = creditBreakdown(invoice.lines, [22_499, 7_500], 29_999, 'intra');
    expect(rest.lines.map((l) => l.gross)).toEqual([22_499, 7_500]);
  });
});

describe('amount in words', () => {
  it.each([
    [12_345_650, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [2_150_000_099, 'Rupees Two Crore Fifteen Lakh and Ninety-Nine Paise Only'],
    [1_101_000, 'Rupees Eleven Thousand Ten Only'],
  ])('%i paise → %s', (paise, words) => expect(amountInWords(paise)).toBe(words));

  it('numbers', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(99_99_99_999)).toBe(
      'Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    );
  });
});

describe('financial year and numbers', () => {
  it('31 March ends a year and 1 April starts the next, in IST', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe(2026); // 23:59:59 IST on 31 March
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe(2027); // 00:00 IST on 1 April
    expect(financialYear(new Date('2026-11-27T10:00:00Z'))).toBe(2026);
    expect(financialYear(new Date('2026-01-15T10:00:00Z'))).toBe(2025);
    expect(financialYearLabel(2026)).toBe('2026-27');
    expect(financialYearLabel(2099)).toBe('2099-00');
  });

  it('PREFIX/YYYY/NNNNN, at most 16 characters', () => {
    expect(documentNumber('INV', 2026, 7)).toBe('INV/2627/00007');
    expect(documentNumber('ABCD', 2099, 999_999)).toBe('ABCD/9900/999999');
    expect(documentNumber('ABCD', 2099, 999_999).length).toBe(16);
  });
});
