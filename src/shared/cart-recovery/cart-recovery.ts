/** Recovered carts (decision 075): the rules and texts the server and the web share. Zod-free, for the web bundle. */

/** A reminder after the cart was left this long, and a second (the last) after REMIND_AGAIN_AFTER_MS. */
export const REMIND_AFTER_MS = 60 * 60_000;
export const REMIND_AGAIN_AFTER_MS = 24 * 60 * 60_000;
/** A reminder's restoring link works this long after it was mailed. */
export const RESTORE_LINK_DAYS = 7;
/** An order within this many days after the link restored the cart counts as recovered. */
export const RECOVERED_WITHIN_DAYS = 7;
/** Saves of a remembered cart per client address per 10 minutes (the web saves after each change, debounced). */
export const REMEMBER_PER_ADDRESS_PER_10_MINUTES = 60;
export const REMEMBERED_LINES_MAX = 50;

/** The web's page that a reminder's link opens (the token in the query); it restores the cart from script. */
export const RESTORE_CART_PATH = '/cart/restore';

export const CART_RECOVERY_MESSAGES = {
  itemsInvalid: 'items must be a list of at most 50 cart lines',
  contactRequired: 'Type your email or phone number at checkout first',
  linkInvalid: 'This link is not valid. Your cart could not be restored.',
  linkExpired: 'This link has expired. Add the pieces to your cart again from the shop.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Sign in to change your email preferences.',
  unsubscribed: 'You will get no more cart reminders or offers from Karigar.',
  couponInvalid: 'couponCode must be at most 40 characters',
  couponUnknown: 'No coupon has this code: create it under Coupons first',
} as const;
