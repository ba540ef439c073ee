/*
 * A product's price at a moment (decision 029): its regular price, a scheduled sale price inside its window
 * [startsAt, endsAt), and the store-wide offers running then; the lowest wins. The server decides it when it
 * reads a product and again when it prices an order; the browser only shows what the server sent.
 * Zod-free: the storefront bundle imports it.
 */

export interface PriceFields {
  /** paise: the regular selling price */
  price: number;
  /** paise: the compare-at price (MRP), above the price when set */
  mrp: number | null;
  salePrice: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  category: string;
}

/** A store-wide offer: a percentage off one category (or every product when null) for [startsAt, endsAt). */
export interface StoreOffer {
  percent: number;
  category: string | null;
  startsAt: Date;
  endsAt: Date;
}

const within = (now: Date, start: Date, end: Date) => start <= now && now < end;

export function saleRunning(p: PriceFields, now: Date): boolean {
  return (
    p.salePrice !== null && !!p.saleStartsAt && !!p.saleEndsAt && within(now, p.saleStartsAt, p.saleEndsAt)
  );
}

/** The regular price less `percent`, rounded to the nearest paisa (half up). */
export function percentOffPrice(price: number, percent: number): number {
  return price - Math.round((price * percent) / 100);
}

/** The offers that apply to this product now. */
function offersFor(p: PriceFields, offers: readonly StoreOffer[], now: Date): StoreOffer[] {
  return offers.filter(
    (o) => (o.category === null || o.category === p.category) && within(now, o.startsAt, o.endsAt),
  );
}

/** What the product sells for now. */
export function effectivePrice(p: PriceFields, now: Date, offers: readonly StoreOffer[] = []): number {
  let price = saleRunning(p, now) ? p.salePrice! : p.price;
  for (const offer of offersFor(p, offers, now))
    price = Math.min(price, percentOffPrice(p.price, offer.percent));
  return price;
}

/**
 * The price shown struck through beside it: the MRP, or the regular price while a sale or offer lowers it
 * (whichever is higher); null when nothing is above the selling price.
 */
export function compareAtPrice(p: PriceFields, now: Date, offers: readonly StoreOffer[] = []): number | null {
  const selling = effectivePrice(p, now, offers);
  const compare = Math.max(p.mrp ?? 0, selling < p.price ? p.price : 0);
  return compare > selling ? compare : null;
}

/** 'x% off', rounded down so the shop never claims more than it gives; at least 1. */
export function percentOff(price: number, compareAt: number): number {
  return Math.max(1, Math.floor(((compareAt - price) * 100) / compareAt));
}

/** The next moment after `now` at which this product's price changes by itself; null when none is scheduled. */
export function nextPriceChange(
  windows: ReadonlyArray<{ startsAt: Date | null; endsAt: Date | null }>,
  now: Date,
): Date | null {
  let next: Date | null = null;
  for (const w of windows) {
    for (const at of [w.startsAt, w.endsAt]) {
      if (at && at > now && (!next || at < next)) next = at;
    }
  }
  return next;
}
