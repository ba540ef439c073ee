/** One status list; the four-step public tracker and the six-step customer tracker are views of it. */
export const ORDER_STATUSES = [
  'pending_payment',
  'awaiting_confirmation',
  'confirmed',
  'processing',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'returned',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An order that stands: taken (cash on delivery, or paid) and not undone, on its way from confirmed to delivered.
 * Unpaid is not a sale yet; cancelled and returned are not one any more.
 */
export const STANDING_STATUSES: readonly OrderStatus[] = [
  'confirmed',
  'processing',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
];

/**
 * Placed but not taken yet: an online order waiting for its payment, a cash-on-delivery order waiting for its
 * buyer's confirmation (decision 087). Both hold their stock; neither is a sale, is invoiced or counts on the
 * customer's profile until it is confirmed.
 */
export const UNTAKEN_STATUSES: readonly OrderStatus[] = ['pending_payment', 'awaiting_confirmation'];

export const isTaken = (status: string): boolean => !(UNTAKEN_STATUSES as readonly string[]).includes(status);

/** How an order is paid: 'in_person' only on an assisted order the owner took cash or UPI for (decision 074). */
export const PAYMENT_METHODS = ['cod', 'online', 'in_person'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What a shopper chooses at checkout. */
export const CHECKOUT_PAYMENT_METHODS = ['cod', 'online'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];
