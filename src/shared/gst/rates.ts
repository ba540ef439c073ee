// Zod-free: GST rates as the law dates them (decision 051). A rate applies from its India day on.

/** Every GST rate (percent) an invoice may carry, past or present. */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** The day the 56th GST Council's rate rationalisation took effect (Notification 9/2025-Central Tax (Rate)). */
export const GST_REFORM_DAY = '2025-09-22';
/** The day GST began: the rates before the reform are dated from it. */
export const GST_START_DAY = '2017-07-01';

/** The rates in force from 22 Sep 2025 (12% and 28% are gone for the goods a craft shop sells). */
export const CURRENT_GST_RATES = [0, 0.25, 3, 5, 18, 40] as const;

/**
 * The rates a product's own rate may take: those in force that its whole-number column holds
 * (0.25% and 3% are for stones and jewellery, 40% for sin goods; set them by HSN in the rate table).
 */
export const PRODUCT_GST_RATES = [0, 5, 18] as const;

/** One dated rate: goods whose HSN code starts with `hsn` are taxed at `rate` from the India day `from`. */
export interface RateChange {
  hsn: string;
  rate: number;
  /** 'YYYY-MM-DD', India time. */
  from: string;
  /** Where the rate comes from: a notification, or who added it in the admin. */
  source: string;
}

const PRE = 'Notification 1/2017-Central Tax (Rate), as amended';
const POST = 'Notification 9/2025-Central Tax (Rate), from 22 Sep 2025 (56th GST Council)';

/**
 * The law's rates for the HSN codes the shop's categories use (docs/product.md §7.15 gives the source of
 * each and where we are unsure). Goods under a code not listed here take the product's or category's rate.
 */
export const LAW_RATES: readonly RateChange[] = [
  // Candles, tapers and the like.
  { hsn: '3406', rate: 12, from: GST_START_DAY, source: PRE },
  { hsn: '3406', rate: 5, from: GST_REFORM_DAY, source: POST },
  // Embroidery in the piece, in strips or in motifs.
  { hsn: '5810', rate: 12, from: GST_START_DAY, source: PRE },
  { hsn: '5810', rate: 5, from: GST_REFORM_DAY, source: POST },
  // Paintings, drawings and pastels executed entirely by hand (illustration, calligraphy, Lippan art).
  { hsn: '9701', rate: 12, from: GST_START_DAY, source: PRE },
  { hsn: '9701', rate: 5, from: GST_REFORM_DAY, source: POST },
  // Other made-up textile articles (dream catchers) and furnishing articles, a piece of a sale value up to
  // ₹1,000 before the reform and up to ₹2,500 after it (above: 12%, then 18%: give such a product its own rate).
  { hsn: '6307', rate: 5, from: GST_START_DAY, source: PRE },
  { hsn: '6307', rate: 5, from: GST_REFORM_DAY, source: POST },
  { hsn: '6304', rate: 5, from: GST_START_DAY, source: PRE },
  { hsn: '6304', rate: 5, from: GST_REFORM_DAY, source: POST },
  // Other articles of plastics (resin art): unchanged.
  { hsn: '3926', rate: 18, from: GST_START_DAY, source: PRE },
  // Imitation jewellery: its own rate, unchanged.
  { hsn: '7117', rate: 3, from: GST_START_DAY, source: PRE },
];

/**
 * The rate in force on `day` for goods under `hsn`: the entry with the longest HSN prefix of it that has
 * started by then, the latest such; null when the table names no prefix of the code by that day.
 */
export function rateOn(table: readonly RateChange[], hsn: string, day: string): number | null {
  let best: RateChange | null = null;
  for (const entry of table) {
    if (!hsn.startsWith(entry.hsn) || entry.from > day) continue;
    if (
      !best ||
      entry.hsn.length > best.hsn.length ||
      (entry.hsn.length === best.hsn.length && entry.from >= best.from)
    )
      best = entry;
  }
  return best ? best.rate : null;
}

/** The rates a form offers, plus the value it holds when that is no longer offered (so the form shows it). */
export const withRate = (rates: readonly number[], current: number | null | undefined): number[] =>
  current == null || rates.includes(current) ? [...rates] : [...rates, current].sort((a, b) => a - b);
