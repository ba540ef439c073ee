/*
 * Assisted orders (decision 074): the owner makes an order for a buyer met in a chat or at a stall. Zod-free, for the
 * web bundle: the payment choices and the server's messages (each a test that triggers it).
 */

/** A payment link by Razorpay, cash on delivery, or paid to the owner in person (cash or UPI). */
export const ASSISTED_PAYMENTS = ['link', 'cod', 'in_person'] as const;
export type AssistedPayment = (typeof ASSISTED_PAYMENTS)[number];
export const IN_PERSON_MODES = ['cash', 'upi'] as const;
export type InPersonMode = (typeof IN_PERSON_MODES)[number];

/** paise: the most one custom line's unit may cost (₹10,00,000), and the most a discount or delivery fee may be. */
export const CUSTOM_LINE_MAX_PRICE = 100_000_000;
export const MAX_CUSTOM_LINES = 20;

/**
 * A sale handed over at a stall (Quick sale, decision 076): paid in person with no buyer named; the order records
 * this name and the shop's own contact and GST address, and has no delivery.
 */
export const COUNTER_BUYER_NAME = 'Walk-in buyer';

export const ASSISTED_MESSAGES = {
  nothingToOrder: 'Add a product or a custom line',
  customName: 'Name the custom line',
  customPrice: 'Enter the price in paise (at least ₹1)',
  customNoteTooLong: 'The note can be at most 300 characters',
  discountTooLarge: 'The discount cannot be more than the items',
  amountInPaise: 'Enter an amount in paise',
  buyerNeeded: "Enter the buyer's details (only a sale paid in person may leave them out)",
  choosePayment: 'Choose a payment link, cash on delivery or paid in person',
  chooseInPersonMode: 'Choose cash or UPI',
  linkUnavailable: 'Payment links need Razorpay to be set up (RAZORPAY_KEY_ID and its secrets).',
  linkNotSent: 'The order is made, but Razorpay did not make its link. Try again from the order.',
  notAssisted: 'This order has no payment link.',
  searchTooShort: 'Type at least 3 characters of a phone number or email',
} as const;
