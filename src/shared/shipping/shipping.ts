/*
 * Shipping (issue 43, decision 065), pure and zod-free: the parcel's statuses, the owner's courier rules, the
 * package defaults, and the tracking link of a courier's AWB (also for parcels the owner booked by hand).
 */

export const SHIPPING_PROVIDERS = ['manual', 'shiprocket'] as const;
export type ShippingProviderName = (typeof SHIPPING_PROVIDERS)[number];

/**
 * A parcel booked with an aggregator, from the booking to its end:
 * new (row written, the create not answered yet) → created (the aggregator's order) → awb_assigned → pickup_scheduled
 * → shipped → out_for_delivery → delivered; or delivery_failed (an NDR: the courier could not deliver, a
 * reattempt follows), rto_initiated / rto_delivered (coming back to the shop), cancelled.
 */
export const SHIPMENT_STATUSES = [
  'new',
  'created',
  'awb_assigned',
  'pickup_scheduled',
  'shipped',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'rto_initiated',
  'rto_delivered',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** How a parcel's courier is picked among those serving the route: the lowest rate, or the fewest days. */
export const COURIER_RULES = ['cheapest', 'fastest'] as const;
export type CourierRule = (typeof COURIER_RULES)[number];

export interface PackageDefaults {
  /** The pickup location's name as registered with the aggregator. */
  pickupLocation: string;
  /** The pickup address's pincode; null until the owner sets it (the aggregator cannot quote without it). */
  pickupPincode: string | null;
  courierRule: CourierRule;
  defaultWeightGrams: number;
  defaultLengthCm: number;
  defaultBreadthCm: number;
  defaultHeightCm: number;
}

export const DEFAULT_SHIPPING_SETTINGS: PackageDefaults = {
  pickupLocation: 'Primary',
  pickupPincode: null,
  courierRule: 'cheapest',
  defaultWeightGrams: 500,
  defaultLengthCm: 20,
  defaultBreadthCm: 15,
  defaultHeightCm: 10,
};

/** A courier serving a route, as the aggregator quotes it. */
export interface CourierQuote {
  courierId: string;
  courierName: string;
  /** paise */
  rate: number;
  /** Days from pickup to delivery the courier estimates. */
  estimatedDays: number;
}

/** The courier the rule picks (ties go to the other measure, then the first quoted); null when none serves. */
export function pickCourier(quotes: readonly CourierQuote[], rule: CourierRule): CourierQuote | null {
  const [first, second] =
    rule === 'cheapest' ? (['rate', 'estimatedDays'] as const) : (['estimatedDays', 'rate'] as const);
  let best: CourierQuote | null = null;
  for (const quote of quotes) {
    if (!best || quote[first] < best[first] || (quote[first] === best[first] && quote[second] < best[second]))
      best = quote;
  }
  return best;
}

/**
 * The tracking pages of the couriers Indian shops use most, by a word of the courier's name as the owner or
 * the aggregator spells it ("Delhivery Surface", "Blue Dart Air", "Ekart Logistics"). India Post's page takes
 * no number in its address: the buyer types the AWB shown beside the link.
 */
const COURIER_LINKS: ReadonlyArray<{ match: RegExp; url: (awb: string) => string }> = [
  { match: /delhivery/, url: (awb) => `https://www.delhivery.com/track-v2/package/${awb}` },
  {
    match: /bluedart/,
    url: (awb) => `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${awb}`,
  },
  { match: /dtdc/, url: (awb) => `https://www.dtdc.in/trace.asp?strCnno=${awb}` },
  { match: /ekart/, url: (awb) => `https://ekartlogistics.com/shipmenttrack/${awb}` },
  { match: /xpressbees/, url: (awb) => `https://www.xpressbees.com/shipment/tracking?awbNo=${awb}` },
  {
    match: /indiapost|speedpost/,
    url: () => 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  },
];

/** Shiprocket's own tracking page of an AWB it booked. */
export const shiprocketTrackingUrl = (awb: string) =>
  `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

/** The courier's tracking page for an AWB, when the courier is one of the common ones; else null. */
export function courierTrackingUrl(courier: string, awb: string): string | null {
  const name = courier.toLowerCase().replace(/[^a-z]/g, '');
  const number = awb.trim();
  if (!name || !/^[A-Za-z0-9-]{4,60}$/.test(number)) return null;
  return COURIER_LINKS.find((link) => link.match.test(name))?.url(encodeURIComponent(number)) ?? null;
}
