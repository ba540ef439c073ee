// Zod-free: the web bundle imports these without pulling in zod.

/**
 * "Report a problem" on a delivered order (issue 46 point 6, audit D-m15, decision 084): what a craft shop hears
 * about after delivery. A damaged piece is reported within the owner's damage window (default 48 hours), the rest
 * within the return window (default 7 days), both counted from delivery.
 */
export const RETURN_REASONS = [
  'damaged',
  'wrong_item',
  'missing_piece',
  'not_as_described',
  'changed_mind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** What the buyer asks for. */
export const RETURN_ASKS = ['refund', 'replacement'] as const;
export type ReturnAsk = (typeof RETURN_ASKS)[number];

/** open: waiting for the shop; accepted (a refund with it when the shop gave one) or declined, with the reason shown. */
export const RETURN_STATUSES = ['open', 'accepted', 'declined'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_LIMITS = {
  photos: 3,
  descriptionMin: 10,
  descriptionMax: 1000,
  declineReasonMax: 500,
  /** Requests one order may have in all (a declined one may be followed by another, not without end). */
  perOrder: 3,
  /** Requests one buyer may send in a day, across their orders. */
  perBuyerPerDay: 5,
  /** Owner's settings: the damage window in hours and the return window in days. */
  damageHoursMax: 720,
  daysMax: 60,
} as const;

/** The owner's return windows (Store Settings), counted from the order's delivery. */
export interface ReturnWindow {
  damageHours: number;
  days: number;
}
export const DEFAULT_RETURN_WINDOW: ReturnWindow = { damageHours: 48, days: 7 };

const HOUR_MS = 3_600_000;

/** The last moment `reason` may be reported for an order delivered at `deliveredAt`. */
export function reportableUntil(reason: ReturnReason, deliveredAt: Date, window: ReturnWindow): Date {
  const hours = reason === 'damaged' ? window.damageHours : window.days * 24;
  return new Date(deliveredAt.getTime() + hours * HOUR_MS);
}

/** The last moment any problem may be reported (the longer of the two windows). */
export function windowCloses(deliveredAt: Date, window: ReturnWindow): Date {
  return new Date(deliveredAt.getTime() + Math.max(window.damageHours, window.days * 24) * HOUR_MS);
}

/** The reason's label on the team's side (the refund's note, the owner's mail); the buyer's pages translate it. */
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged or broken',
  wrong_item: 'Wrong piece sent',
  missing_piece: 'A piece is missing',
  not_as_described: 'Not as described',
  changed_mind: 'Changed my mind',
};

export const RETURN_MESSAGES = {
  reasonInvalid: 'Choose what went wrong.',
  askInvalid: 'Choose a refund or a replacement.',
  descriptionShort: `Tell us what happened in at least ${RETURN_LIMITS.descriptionMin} characters.`,
  descriptionLong: `Keep the description under ${RETURN_LIMITS.descriptionMax} characters.`,
  photoNeeded: 'Add a photo of the damage.',
  tooManyPhotos: `Add at most ${RETURN_LIMITS.photos} photos.`,
  photoTooLarge: 'Each photo must be under 5MB.',
  notMultipart: 'Send the report as multipart/form-data.',
  notDelivered: 'A problem can be reported once the order is delivered.',
  windowClosed: 'The time to report a problem with this order has passed.',
  damageWindowClosed: (hours: number) =>
    `Damage must be reported within ${hours} hours of delivery. Choose another reason if it is not damage.`,
  alreadyOpen: 'This order already has a report waiting for the shop.',
  tooManyForOrder: `This order has had ${RETURN_LIMITS.perOrder} reports already. Please call or write to the shop.`,
  tooManyToday: `You have sent ${RETURN_LIMITS.perBuyerPerDay} reports today. Please try again tomorrow.`,
  requestNotFound: 'Report Not Found',
  alreadyDecided: 'This report has already been answered.',
  declineReasonRequired: 'Tell the buyer why the report is declined.',
  declineReasonLong: `Keep the reason under ${RETURN_LIMITS.declineReasonMax} characters.`,
  sent: 'Thank you. Your report has been sent to the shop.',
  accepted: 'Report accepted.',
  declined: 'Report declined.',
  windowDamageHoursInvalid: `The damage window must be 1 to ${RETURN_LIMITS.damageHoursMax} hours.`,
  windowDaysInvalid: `The return window must be 0 to ${RETURN_LIMITS.daysMax} days.`,
} as const;
