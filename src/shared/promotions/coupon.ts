import { formatRupees } from '../pricing/money.ts';

// Zod-free: the cart and checkout import these texts and types without pulling in zod.

/** Why a code does not apply (docs/product.md §3.11), each with its own message. */
export const COUPON_MESSAGES = {
  required: 'Enter a coupon code.',
  unknown: "We don't know this code. Check it and try again.",
  paused: 'This code is not available right now.',
  expired: 'This code has expired.',
  notYetActive: (startsOn: string) => `This code starts on ${startsOn}.`,
  belowMinimum: (minimum: number, short: number) =>
    `This code needs an order of ${formatRupees(minimum)} or more. Add ${formatRupees(short)} more to use it.`,
  usedUp: 'This code has been fully used.',
  usedByYou: 'You have already used this code.',
  notForItems: 'This code does not apply to the items in your cart.',
  firstOrderOnly: 'This code is for your first order only.',
} as const;

/** The day a code starts, in India time: '1 Dec 2026, 10:00 am'. */
export function couponDate(iso: Date): string {
  return iso.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A code as matched: trimmed; case is ignored by the lookup. */
export const normalizeCode = (code: string) => code.trim();

/** The admin's messages for the Coupons tab. */
export const COUPON_ADMIN_MESSAGES = {
  created: 'Coupon created.',
  updated: 'Coupon saved.',
  notFound: 'Coupon not found.',
  codeInvalid: 'Use 3 to 30 letters, digits, - or _.',
  codeTaken: 'Another coupon already has this code.',
  kindRequired: 'Choose percentage, fixed amount or free shipping.',
  percentRange: 'Enter a whole percentage from 1 to 100.',
  amountPositive: 'Enter an amount greater than 0.',
  amountWhole: 'Enter a whole number of paise.',
  limitPositive: 'Enter a whole number of at least 1, or leave it empty.',
  endsAfterStart: 'The end must be after the start.',
  dateInvalid: 'Enter a date and time.',
  descriptionTooLong: 'At most 200 characters.',
  flagInvalid: 'Must be true or false.',
  productIdsInvalid: 'Enter product ids (whole numbers).',
  productsUnknown: 'A chosen product is no longer in the shop. Choose the products again.',
} as const;
