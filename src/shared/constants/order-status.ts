/** One status list; the four-step public tracker and the six-step customer tracker are views of it. */
export const ORDER_STATUSES = [
  'pending_payment',
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

/** How an order is paid: 'in_person' only on an assisted order the owner took cash or UPI for (decision 074). */
export const PAYMENT_METHODS = ['cod', 'online', 'in_person'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What a shopper chooses at checkout. */
export const CHECKOUT_PAYMENT_METHODS = ['cod', 'online'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];
