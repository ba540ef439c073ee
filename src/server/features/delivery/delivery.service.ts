import { eq } from 'drizzle-orm';
import { PINCODE_PATTERN } from '#shared/addresses/address.ts';
import {
  codVerdict,
  DEFAULT_DELIVERY_RULES,
  DELIVERY_MESSAGES,
  type DeliveryCheck,
  type DeliveryRules,
  type DeliverySettings,
  type DeliveryWindow,
  type FestivalPromise,
  nextFestival,
  type ShippingZone,
  zoneFor,
} from '#shared/delivery/delivery.schemas.ts';
import { type Said, said } from '#shared/i18n/said.ts';
import type { Db } from '../../db/client.ts';
import { deliverySettings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { type MakingLine, makingOfLines, promisedWindow } from './making.ts';
import { inState, lookupPincode, type PincodePlace } from './pincode-directory.ts';
import { isUnserviceable, listZones } from './zones.service.ts';

export { lookupPincode };

/*
 * Delivery (issue 20 items 4–5, decision 039): the pincode directory's checks, the COD rules, shipping zones,
 * unserviceable pincodes and the arrival window. Commerce calls deliveryForOrder with the order's transaction;
 * the addresses feature calls checkPincode before it saves.
 */

// --- the pincode and its state -------------------------------------------------------------------

/**
 * The pincode's place when it exists and lies in the state; otherwise a 400 naming the pincode field
 * (`field`: 'pincode' in the address book, 'customer.pincode' at checkout).
 */
export async function checkPincode(pincode: string, state: string, field = 'pincode'): Promise<PincodePlace> {
  const place = await lookupPincode(pincode);
  if (!place) throw pincodeUnknown(pincode, field);
  if (!inState(place, state)) {
    const message = DELIVERY_MESSAGES.pincodeOtherState(pincode, place.state);
    throw pincodeRefusal(
      'VALIDATION_FAILED',
      field,
      message,
      said('pincodeOtherState', { pincode, state: place.state }),
    );
  }
  return place;
}

/** A refusal naming the pincode field, with its message's code and figures (decision 042). */
function pincodeRefusal(
  code: 'VALIDATION_FAILED' | 'NOT_FOUND',
  field: string,
  message: string,
  reason: Said,
) {
  return new AppError(code, message, { [field]: message }, undefined, {
    said: reason,
    saidFields: { [field]: reason },
  });
}

/** 'We could not find pincode … in India Post's directory' (400 at checkout and in the address book, else 404). */
export const pincodeUnknown = (
  pincode: string,
  field: string,
  code: 'VALIDATION_FAILED' | 'NOT_FOUND' = 'VALIDATION_FAILED',
) =>
  pincodeRefusal(code, field, DELIVERY_MESSAGES.pincodeUnknown(pincode), said('pincodeUnknown', { pincode }));

// --- settings ----------------------------------------------------------------------------------

export async function readDeliveryRules(db: Db): Promise<DeliveryRules> {
  const [row] = await db.select().from(deliverySettings).where(eq(deliverySettings.id, 1));
  if (!row) return { ...DEFAULT_DELIVERY_RULES };
  const { id: _id, updatedAt: _at, ...rules } = row;
  return rules;
}

export async function saveDeliveryRules(db: Db, input: DeliverySettings, now: Date): Promise<DeliveryRules> {
  const values = {
    ...input,
    codBlockedPincodes: [...new Set(input.codBlockedPincodes)].sort(),
    dispatchDays: [...new Set(input.dispatchDays)].sort(),
    ...(input.festivals && { festivals: [...input.festivals].sort((a, b) => a.date.localeCompare(b.date)) }),
    updatedAt: now,
  };
  await db
    .insert(deliverySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: deliverySettings.id, set: values });
  return readDeliveryRules(db);
}

// --- a pincode's delivery ----------------------------------------------------------------------

interface Terms {
  place: PincodePlace;
  rules: DeliveryRules;
  serviceable: boolean;
  zone: ShippingZone | null;
  window: DeliveryWindow;
  festival: FestivalPromise | null;
}

/** `lines`: the pieces to deliver; their making time (made to order) moves the window out. */
async function termsFor(
  db: Db,
  place: PincodePlace,
  state: string,
  lines: readonly MakingLine[],
  now: Date,
): Promise<Terms> {
  // One after another: inside an order's transaction they share one connection, which runs a query at a time
  // (node-postgres queues the rest, a pattern it deprecates).
  const rules = await readDeliveryRules(db);
  const zones = await listZones(db);
  const unserviceable = await isUnserviceable(db, place.pincode);
  const zone = zoneFor(zones, place.pincode, state);
  const days = zone ?? { minDays: rules.defaultMinDays, maxDays: rules.defaultMaxDays };
  const making = await makingOfLines(db, lines, rules);
  return {
    place,
    rules,
    serviceable: !unserviceable,
    zone,
    window: promisedWindow(now, days, rules, making),
    festival: nextFestival(now, rules.festivals, days, rules, making),
  };
}

/**
 * The product page's "Check delivery" box and checkout: the place, whether the shop delivers there, the zone's
 * fee, the arrival window (of `quantity` of `product` when named: its making time counts), and whether COD is
 * offered for an order of `value` paise (the total before the COD fee; left out, only the pincode rules count).
 * 404 for a pincode not in the directory.
 */
export async function checkDelivery(
  db: Db,
  query: {
    pincode: string;
    value?: number | undefined;
    product?: number | undefined;
    quantity?: number | undefined;
  },
  now: Date,
): Promise<DeliveryCheck> {
  const place = await lookupPincode(query.pincode);
  if (!place) throw pincodeUnknown(query.pincode, 'pincode', 'NOT_FOUND');
  const lines = query.product ? [{ productId: query.product, quantity: query.quantity ?? 1 }] : [];
  const t = await termsFor(db, place, place.state, lines, now);
  const zoneFee = t.zone?.fee ?? 0;
  const cod = codVerdict(t.rules, place.pincode, (query.value ?? t.rules.codMinOrder) + zoneFee);
  return {
    pincode: place.pincode,
    city: place.city,
    state: place.state,
    serviceable: t.serviceable,
    ...(t.serviceable ? {} : { message: DELIVERY_MESSAGES.unserviceable(place.pincode) }),
    zone: t.zone?.name ?? null,
    zoneFee,
    estimate: t.serviceable ? t.window : null,
    cod: { ...cod, fee: t.rules.codFee },
    festival: t.serviceable ? t.festival : null,
  };
}

/**
 * The product page's festival line before a pincode is known (issue 42 point 3): the last order day that holds
 * for every pincode the shop serves, so with the slowest zone's (or the default) days.
 */
export async function festivalForProduct(
  db: Db,
  query: { product?: number | undefined; quantity?: number | undefined },
  now: Date,
): Promise<FestivalPromise | null> {
  const rules = await readDeliveryRules(db);
  if (rules.festivals.length === 0) return null;
  const zones = await listZones(db);
  const slowest = zones.reduce(
    (d, z) => ({ minDays: Math.max(d.minDays, z.minDays), maxDays: Math.max(d.maxDays, z.maxDays) }),
    { minDays: rules.defaultMinDays, maxDays: rules.defaultMaxDays },
  );
  const lines = query.product ? [{ productId: query.product, quantity: query.quantity ?? 1 }] : [];
  return nextFestival(now, rules.festivals, slowest, rules, await makingOfLines(db, lines, rules));
}

export interface OrderDelivery {
  zone: string | null;
  /** paise */
  zoneFee: number;
  /** paise: the COD fee when the order is COD, else 0 */
  codFee: number;
  /** The courier collects the total in cash: it is rounded to whole rupees (decision 085). */
  cashOnDelivery: boolean;
  /** A COD order waits this many hours for its buyer's confirmation (decision 087); null: confirmed at once. */
  confirmHours: number | null;
  window: DeliveryWindow;
}

/**
 * Inside the order's transaction (on its `tx`): the pincode must exist, lie in the chosen state and be served
 * (400 naming `customer.pincode`); a COD order must meet the COD rules on `value`, the total before the fees
 * (400 naming `paymentMethod`). Gives the fee lines and the arrival window the order stores.
 */
export async function deliveryForOrder(
  tx: Db,
  order: {
    pincode: string;
    state: string;
    paymentMethod: 'cod' | 'online';
    value: number;
    lines: readonly MakingLine[];
  },
  now: Date,
): Promise<OrderDelivery> {
  const field = 'customer.pincode';
  const place = await checkPincode(order.pincode, order.state, field);
  const t = await termsFor(tx, place, order.state, order.lines, now);
  if (!t.serviceable) {
    const message = DELIVERY_MESSAGES.unserviceable(place.pincode);
    throw pincodeRefusal(
      'VALIDATION_FAILED',
      field,
      message,
      said('unserviceable', { pincode: place.pincode }),
    );
  }
  const zoneFee = t.zone?.fee ?? 0;
  let codFee = 0;
  if (order.paymentMethod === 'cod') {
    const verdict = codVerdict(t.rules, place.pincode, order.value + zoneFee);
    if (!verdict.available)
      throw new AppError('VALIDATION_FAILED', verdict.reason, { paymentMethod: verdict.reason }, undefined, {
        said: verdict.said,
        saidFields: { paymentMethod: verdict.said },
      });
    codFee = t.rules.codFee;
  }
  return {
    zone: t.zone?.name ?? null,
    zoneFee,
    codFee,
    cashOnDelivery: order.paymentMethod === 'cod',
    confirmHours: order.paymentMethod === 'cod' && t.rules.codConfirmation ? t.rules.codConfirmHours : null,
    window: t.window,
  };
}

/**
 * The quote's delivery lines (decision 063), from `deliveryForOrder` itself so the two cannot differ: what the order
 * would refuse is left out instead of refused (the delivery line and the payment options say why, and the order
 * refuses it): no fees for a pincode unknown, of another state or not served, and no COD fee when the COD rules
 * refuse it. Without a pincode yet, the COD fee when the rules offer COD for this value anywhere.
 */
export async function deliveryForQuote(
  db: Db,
  quote: {
    pincode?: string | undefined;
    state?: string | undefined;
    paymentMethod?: 'cod' | 'online' | undefined;
    value: number;
    lines: readonly MakingLine[];
  },
  now: Date,
): Promise<
  Pick<OrderDelivery, 'zone' | 'zoneFee' | 'codFee' | 'cashOnDelivery'> & { window: DeliveryWindow | null }
> {
  const none = { zone: null, zoneFee: 0, codFee: 0, cashOnDelivery: false, window: null };
  const paymentMethod = quote.paymentMethod ?? 'online';
  if (!quote.pincode || !PINCODE_PATTERN.test(quote.pincode)) {
    // No pincode yet: the window of a pincode no zone covers.
    const rules = await readDeliveryRules(db);
    const making = await makingOfLines(db, quote.lines, rules);
    const days = { minDays: rules.defaultMinDays, maxDays: rules.defaultMaxDays };
    const window = promisedWindow(now, days, rules, making);
    const codOffered = paymentMethod === 'cod' && codVerdict(rules, '', quote.value).available;
    return { ...none, codFee: codOffered ? rules.codFee : 0, cashOnDelivery: codOffered, window };
  }
  const state = quote.state || (await lookupPincode(quote.pincode))?.state;
  if (!state) return none;
  const order = { pincode: quote.pincode, state, paymentMethod, value: quote.value, lines: quote.lines };
  const lines = async (o: typeof order) => {
    try {
      return await deliveryForOrder(db, o, now);
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  };
  let delivery = await lines(order);
  // COD refused by its rules: the order's lines as if paid online (the zone's fee still counts).
  if (delivery instanceof AppError && delivery.fields?.paymentMethod) {
    delivery = await lines({ ...order, paymentMethod: 'online' });
  }
  if (delivery instanceof AppError) return none;
  return delivery;
}
