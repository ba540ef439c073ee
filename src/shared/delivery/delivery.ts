import { dateFormat } from '../format/dates.ts';
import { type Said, said } from '../i18n/said.ts';
import { formatRupees } from '../pricing/money.ts';

/*
 * Delivery (decision 039), pure and zod-free: which shipping zone covers a pincode, whether cash on delivery is
 * offered, and the arrival window from the shop's dispatch clock. The server decides with these; the product
 * page's "Check delivery" box, checkout and the confirmation show the server's answers.
 */

export interface DeliveryRules {
  codEnabled: boolean;
  /** paise: the order value (total before the COD fee) COD needs at least */
  codMinOrder: number;
  /** paise; null: no maximum */
  codMaxOrder: number | null;
  /** paise: its own line on a COD order */
  codFee: number;
  codBlockedPincodes: string[];
  /** A COD order waits for its buyer's confirmation (decision 087). */
  codConfirmation: boolean;
  /** Hours it waits before it is cancelled, a reminder at half of them (COD_CONFIRM_HOURS). */
  codConfirmHours: number;
  /** 'HH:MM' India time: orders after it dispatch the next dispatch day. */
  dispatchCutoff: string;
  /** 0 Sunday … 6 Saturday */
  dispatchDays: number[];
  /** Business days from dispatch for a pincode no zone covers. */
  defaultMinDays: number;
  defaultMaxDays: number;
  /** Made-to-order units the shop makes in a week, all products together; null: no limit. */
  weeklyMakingCapacity: number | null;
  festivals: Festival[];
}

/** The owner's choice of hours a COD order waits for its buyer's confirmation (decision 087). */
export const COD_CONFIRM_HOURS = { min: 2, max: 72 } as const;

/** A day the shop counts "order by" back from (issue 42 point 3). */
export interface Festival {
  name: string;
  /** '' : the English name */
  nameHi: string;
  /** YYYY-MM-DD */
  date: string;
}

/** How a product reaches a buyer: from stock, made to order, or one of a kind (stock 1). */
export const FULFILMENTS = ['stock', 'made_to_order', 'one_of_a_kind'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export const DEFAULT_DELIVERY_RULES: DeliveryRules = {
  codEnabled: true,
  codMinOrder: 0,
  codMaxOrder: null,
  codFee: 0,
  codBlockedPincodes: [],
  codConfirmation: false,
  codConfirmHours: 24,
  dispatchCutoff: '14:00',
  dispatchDays: [1, 2, 3, 4, 5, 6],
  defaultMinDays: 5,
  defaultMaxDays: 7,
  weeklyMakingCapacity: null,
  festivals: [],
};

export interface ZoneTerms {
  name: string;
  /** Prefixes ('56', '744') or ranges of whole pincodes ('560001-560099'). */
  pincodeRules: readonly string[];
  states: readonly string[];
  minDays: number;
  maxDays: number;
  /** paise */
  fee: number;
}

export const PINCODE_RULE_PATTERN = /^(\d{1,6}|[1-9]\d{5}-[1-9]\d{5})$/;

/** Whether one of the zone's rules covers the pincode (in the given state). */
export function zoneCovers(zone: Pick<ZoneTerms, 'pincodeRules' | 'states'>, pincode: string, state: string) {
  const wanted = normaliseState(state);
  if (zone.states.some((s) => normaliseState(s) === wanted)) return true;
  return zone.pincodeRules.some((rule) => {
    const [from, to] = rule.split('-');
    if (to === undefined) return pincode.startsWith(rule);
    return pincode >= from! && pincode <= to;
  });
}

/** The first zone (in the admin's order) that covers the pincode; null: the default days, no fee. */
export function zoneFor<Z extends ZoneTerms>(zones: readonly Z[], pincode: string, state: string): Z | null {
  return zones.find((z) => zoneCovers(z, pincode, state)) ?? null;
}

/** 'Jammu & Kashmir', 'jammu and kashmir' and ' Jammu and  Kashmir ' name one state. */
export function normaliseState(state: string): string {
  return state
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

export const DELIVERY_MESSAGES = {
  pincodeUnknown: (pincode: string) =>
    `We could not find pincode ${pincode} in India Post's directory. Please check it.`,
  pincodeOtherState: (pincode: string, state: string) =>
    `Pincode ${pincode} is in ${state}. Please check the pincode or the state.`,
  unserviceable: (pincode: string) =>
    `Sorry, we do not deliver to pincode ${pincode} yet. Please choose another delivery address.`,
  codOff: 'Cash on delivery is not offered at the moment.',
  codBlocked: 'Cash on delivery is not available for this pincode.',
  codBelowMin: (min: number) => `Cash on delivery is available on orders of ${formatRupees(min)} or more.`,
  codAboveMax: (max: number) => `Cash on delivery is available on orders up to ${formatRupees(max)}.`,
  codFeeLine: 'Cash on delivery fee',
  zoneFeeLine: (zone: string) => `Delivery fee (${zone})`,
} as const;

export type CodVerdict = { available: true } | { available: false; reason: string; said: Said };

/** Whether COD is offered for this pincode and order value (paise, the total before the COD fee). */
export function codVerdict(rules: DeliveryRules, pincode: string, orderValue: number): CodVerdict {
  if (!rules.codEnabled) return { available: false, reason: DELIVERY_MESSAGES.codOff, said: said('codOff') };
  if (rules.codBlockedPincodes.includes(pincode))
    return { available: false, reason: DELIVERY_MESSAGES.codBlocked, said: said('codBlocked') };
  const min = rules.codMinOrder;
  if (orderValue < min)
    return {
      available: false,
      reason: DELIVERY_MESSAGES.codBelowMin(min),
      said: said('codBelowMin', { minPaise: min }),
    };
  const max = rules.codMaxOrder;
  if (max !== null && orderValue > max)
    return {
      available: false,
      reason: DELIVERY_MESSAGES.codAboveMax(max),
      said: said('codAboveMax', { maxPaise: max }),
    };
  return { available: true };
}

// ---------------------------------------------------------------------------------------------
// The arrival window: dispatch on the first dispatch day (today if before the cut-off), then business days
// (Sundays off) to the door. Days are YYYY-MM-DD in India time.

const IST_OFFSET_MINUTES = 330;

/** The India calendar day and the minutes past its midnight. */
function indiaClock(now: Date): { day: Date; minutes: number } {
  const t = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
  return {
    day: new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate())),
    minutes: t.getUTCHours() * 60 + t.getUTCMinutes(),
  };
}

const nextDay = (d: Date) => new Date(d.getTime() + 86_400_000);
const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** n business days after a day (Sundays do not count). */
function addDeliveryDays(day: Date, n: number): Date {
  let d = day;
  for (let left = n; left > 0; ) {
    d = nextDay(d);
    if (d.getUTCDay() !== 0) left -= 1;
  }
  return d;
}

export interface DeliveryWindow {
  /** The day the parcel leaves the shop at the latest (after the making, for a made-to-order piece). */
  dispatch: string;
  from: string;
  to: string;
}

/**
 * How long the pieces take before the parcel can leave (issue 42 point 3, decision 070): making days counted on the
 * shop's working days (its dispatch days), and the calendar days the making queue adds when the weekly capacity is
 * taken. A piece from stock has none.
 */
export interface Making {
  minDays: number;
  maxDays: number;
  queueDays: number;
}

export const NO_MAKING: Making = { minDays: 0, maxDays: 0, queueDays: 0 };

/**
 * Calendar days a making queue adds: worked at `capacity` units a week, the last of `quantity` new units behind
 * `queued` ones is made in week ⌊(queued + quantity − 1) / capacity⌋ (0: this week). No capacity: no queue.
 */
export function queueDays(queued: number, quantity: number, capacity: number | null): number {
  if (!capacity || capacity < 1) return 0;
  return 7 * Math.floor((Math.max(0, queued) + Math.max(1, quantity) - 1) / capacity);
}

/** n working days after a day (the shop's dispatch days); 0: the day itself. */
function addWorkingDays(day: Date, n: number, workingDays: readonly number[]): Date {
  let d = day;
  for (let left = n; left > 0; ) {
    d = nextDay(d);
    if (workingDays.includes(d.getUTCDay())) left -= 1;
  }
  return d;
}

/**
 * The promise: the making starts today (tomorrow after the cut-off) once the queue ahead is made; the parcel
 * leaves on the first dispatch day after the making days (the first dispatch day itself for a piece from stock);
 * then the zone's business days to the door.
 */
export function deliveryWindow(
  now: Date,
  days: { minDays: number; maxDays: number },
  clock: Pick<DeliveryRules, 'dispatchCutoff' | 'dispatchDays'>,
  making: Making = NO_MAKING,
): DeliveryWindow {
  const { day, minutes } = indiaClock(now);
  const [h, m] = clock.dispatchCutoff.split(':').map(Number);
  const cutoff = (h ?? 0) * 60 + (m ?? 0);
  const dispatchDays = clock.dispatchDays.length ? clock.dispatchDays : DEFAULT_DELIVERY_RULES.dispatchDays;
  let first = minutes < cutoff ? day : nextDay(day);
  first = new Date(first.getTime() + making.queueDays * 86_400_000);
  while (!dispatchDays.includes(first.getUTCDay())) first = nextDay(first);
  const earliest = addWorkingDays(first, making.minDays, dispatchDays);
  const latest = addWorkingDays(first, Math.max(making.minDays, making.maxDays), dispatchDays);
  return {
    dispatch: ymd(latest),
    from: ymd(addDeliveryDays(earliest, days.minDays)),
    to: ymd(addDeliveryDays(latest, days.maxDays)),
  };
}

/** One parcel for the whole order: it leaves when its slowest piece is made. */
export function slowestWindow(windows: readonly DeliveryWindow[]): DeliveryWindow {
  const later = (a: string, b: string) => (a > b ? a : b);
  return windows.reduce((a, b) => ({
    dispatch: later(a.dispatch, b.dispatch),
    from: later(a.from, b.from),
    to: later(a.to, b.to),
  }));
}

/**
 * A festival's last order day (issue 42 point 3): the latest India day on which an order placed before the
 * dispatch cut-off still arrives by the festival, with the same making and transit days; null when none of the
 * `lookback` days before it is early enough.
 */
export function festivalOrderBy(
  festivalDay: string,
  days: { minDays: number; maxDays: number },
  clock: Pick<DeliveryRules, 'dispatchCutoff' | 'dispatchDays'>,
  making: Making = NO_MAKING,
  lookback = 120,
): string | null {
  // 00:00 India time of each candidate day: before any cut-off.
  let d = new Date(`${festivalDay}T00:00:00+05:30`);
  for (let i = 0; i <= lookback; i += 1) {
    if (deliveryWindow(d, days, clock, making).to <= festivalDay) return ymd(indiaClock(d).day);
    d = new Date(d.getTime() - 86_400_000);
  }
  return null;
}

/** The next festival a shopper is told about, and the last day to order for it (null: too late now). */
export interface FestivalPromise extends Festival {
  orderBy: string | null;
}

/** Festivals further ahead than this are not mentioned yet. */
export const FESTIVAL_HORIZON_DAYS = 60;

/**
 * The first of the shop's festivals from today to FESTIVAL_HORIZON_DAYS ahead (India days), with the last day
 * an order of these pieces (`making`: each made-to-order piece's; none from stock) still arrives by it in
 * `days`; null when none is that near.
 */
export function nextFestival(
  now: Date,
  festivals: readonly Festival[],
  days: { minDays: number; maxDays: number },
  clock: Pick<DeliveryRules, 'dispatchCutoff' | 'dispatchDays'>,
  making: readonly Making[],
): FestivalPromise | null {
  const today = ymd(indiaClock(now).day);
  const horizon = ymd(new Date(indiaClock(now).day.getTime() + FESTIVAL_HORIZON_DAYS * 86_400_000));
  const festival = [...festivals]
    .sort((a, b) => a.date.localeCompare(b.date))
    .find((f) => f.date >= today && f.date <= horizon);
  if (!festival) return null;
  // The slowest piece decides: the earliest of the pieces' last order days.
  let orderBy: string | null = null;
  for (const m of [NO_MAKING, ...making]) {
    const day = festivalOrderBy(festival.date, days, clock, m);
    if (day === null || day < today) return { ...festival, orderBy: null };
    if (orderBy === null || day < orderBy) orderBy = day;
  }
  return { ...festival, orderBy };
}

const BY_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
};

/** 'Thu, 28 Nov' for a YYYY-MM-DD India day ('गुरु, 28 नव॰' in hi-IN). */
export const formatDeliveryDay = (day: string, locale = 'en-IN') =>
  dateFormat(locale, BY_FORMAT).format(new Date(`${day}T12:00:00+05:30`));
