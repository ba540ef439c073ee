// Zod-free: the GST inside GST-inclusive amounts (decision 038). Every amount is integer paise.

export { GST_RATES, type GstRate } from './rates.ts';

/**
 * How the tax of a supply is charged: within the store's state CGST + SGST, to another state IGST;
 * a seller not registered for GST issues a bill of supply with no tax.
 */
export type SupplyKind = 'intra' | 'inter' | 'unregistered';

/** A line of goods as sold: `gross` is what the shopper pays for it (its total after its share of any discount). */
export interface GoodsLine {
  description: string;
  hsn: string;
  quantity: number;
  /** paise, GST-inclusive */
  unitPrice: number;
  /** paise: the line's share of the coupon's discount */
  discount: number;
  gross: number;
  rate: number;
}

/**
 * A charge of the order other than goods (shipping, a COD fee): ancillary to the goods it comes with. A charge
 * with its own `hsn` and `rate` (gift wrap, decision 068) is a supply of its own: one line at its own code and rate.
 */
export interface Charge {
  description: string;
  gross: number;
  own?: { hsn: string; rate: number; quantity: number; unitPrice: number };
}

export interface TaxLine {
  kind: 'goods' | 'charge';
  description: string;
  hsn: string;
  quantity: number | null;
  unitPrice: number | null;
  discount: number;
  gross: number;
  taxable: number;
  rate: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface TaxTotals {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** The sum of the lines' gross: the order's total. */
  total: number;
}

/**
 * The rounding rule: the taxable value is the inclusive amount without its tax, rounded half up to the paisa
 * (gross × 100 / (100 + rate)); the tax is what is left, so a line's taxable value and taxes always add up
 * to its gross exactly. CGST is the lower half (floor), SGST the rest.
 */
export function splitGross(
  gross: number,
  rate: number,
  kind: SupplyKind,
): Pick<TaxLine, 'taxable' | 'cgst' | 'sgst' | 'igst'> {
  if (kind === 'unregistered' || rate === 0) return { taxable: gross, cgst: 0, sgst: 0, igst: 0 };
  // In hundredths of a percent, so 0.25% stays whole-number arithmetic.
  const divisor = 10_000 + Math.round(rate * 100);
  const taxable = Math.floor((gross * 20_000 + divisor) / (2 * divisor));
  const tax = gross - taxable;
  if (kind === 'inter') return { taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0 };
}

/**
 * `total` split in proportion to `weights`, each share rounded down and the paise left over given to the
 * largest remainders (ties: the earlier), so the shares add up to `total` exactly. All weights 0: all to the first.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, rest: (total * w) % sum }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

export function taxTotals(
  lines: readonly Pick<TaxLine, 'gross' | 'taxable' | 'cgst' | 'sgst' | 'igst'>[],
): TaxTotals {
  const totals: TaxTotals = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for (const l of lines) {
    totals.taxable += l.taxable;
    totals.cgst += l.cgst;
    totals.sgst += l.sgst;
    totals.igst += l.igst;
    totals.total += l.gross;
  }
  return totals;
}

/**
 * The tax breakdown of an order: every goods line at its own rate, then each charge (shipping, COD fee) as
 * ancillary to the goods (decision 038): split over the goods lines in proportion to their taxable values,
 * each share at that line's rate and HSN, shares of one charge with the same HSN and rate kept as one line.
 * The lines' gross add up to the goods' gross plus the charges: what the shopper paid.
 */
export function taxBreakdown(
  goods: readonly GoodsLine[],
  charges: readonly Charge[],
  kind: SupplyKind,
): { lines: TaxLine[]; totals: TaxTotals } {
  const goodsLines: TaxLine[] = goods.map((g) => ({
    kind: 'goods',
    ...g,
    ...splitGross(g.gross, g.rate, kind),
  }));
  // All goods free (a 100% coupon): the charge goes with the highest-rate line, the first among equals.
  const weights = goodsLines.some((l) => l.taxable > 0)
    ? goodsLines.map((l) => l.taxable)
    : goodsLines.map((_, i) => (i === highestRateIndex(goodsLines) ? 1 : 0));
  const chargeLines = charges
    .filter((c) => c.gross > 0)
    .flatMap((charge): TaxLine[] => {
      if (charge.own) {
        const { hsn, rate, quantity, unitPrice } = charge.own;
        return [
          {
            kind: 'charge',
            description: charge.description,
            hsn,
            quantity,
            unitPrice,
            discount: 0,
            gross: charge.gross,
            rate,
            ...splitGross(charge.gross, rate, kind),
          },
        ];
      }
      const groups = new Map<string, { hsn: string; rate: number; gross: number }>();
      apportion(charge.gross, weights).forEach((share, i) => {
        const { hsn, rate } = goodsLines[i]!;
        const k = `${hsn}|${rate}`;
        const group = groups.get(k) ?? { hsn, rate, gross: 0 };
        group.gross += share;
        groups.set(k, group);
      });
      return [...groups.values()]
        .filter((g) => g.gross > 0)
        .map(
          (g): TaxLine => ({
            kind: 'charge',
            description: charge.description,
            hsn: g.hsn,
            quantity: null,
            unitPrice: null,
            discount: 0,
            gross: g.gross,
            rate: g.rate,
            ...splitGross(g.gross, g.rate, kind),
          }),
        );
    });
  const lines = [...goodsLines, ...chargeLines];
  return { lines, totals: taxTotals(lines) };
}

function highestRateIndex(lines: readonly TaxLine[]): number {
  return lines.reduce((best, l, i) => (l.rate > lines[best]!.rate ? i : best), 0);
}

/**
 * A credit note's lines: `amount` taken back from the invoice's lines in proportion to what each has not yet
 * been credited (`remaining`, gross per invoice line), each share split again by the rounding rule.
 * `amount` must not exceed the sum of `remaining`; a share never exceeds its line's remainder.
 */
export function creditBreakdown(
  invoiceLines: readonly TaxLine[],
  remaining: readonly number[],
  amount: number,
  kind: SupplyKind,
): { lines: Array<TaxLine & { line: number }>; totals: TaxTotals } {
  const shares = apportion(amount, remaining);
  const lines = invoiceLines.flatMap((l, line) => {
    const gross = shares[line]!;
    if (gross === 0) return [];
    return [{ ...l, line, quantity: null, discount: 0, gross, ...splitGross(gross, l.rate, kind) }];
  });
  return { lines, totals: taxTotals(lines) };
}

/** The supply's kind: no tax when the seller is not registered; else by the place of supply against the store's state. */
export function supplyKind(
  store: { registered: boolean; stateCode: string },
  placeOfSupply: string | null,
): SupplyKind {
  if (!store.registered) return 'unregistered';
  return placeOfSupply === store.stateCode ? 'intra' : 'inter';
}
