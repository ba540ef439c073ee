// Zod-free: the admin Store settings tab imports these without pulling in zod.

import { MAX_LINE_QUANTITY } from '../orders/order.ts';

/** ₹1,00,000 in paise: a ceiling for the free-shipping threshold and the fee. */
export const MAX_SHIPPING_AMOUNT = 10_000_000;

export const SETTINGS_ADMIN_MESSAGES = {
  updated: 'Store settings updated successfully!',
  updateFailed: 'Failed to update store settings. Please try again.',
  storeNameRequired: 'Store name is required.',
  contactPhoneRequired: 'Contact phone is required.',
  contactPhoneInvalid: 'Enter a phone number of 10 to 15 digits (spaces, hyphens and + allowed).',
  contactEmailInvalid: 'Please enter a valid email address',
  cityRequired: 'City is required.',
  whatsappNumberInvalid:
    'Enter the WhatsApp number as 10 to 15 digits with the country code, e.g. 919845012345.',
  whatsappGreetingRequired: 'WhatsApp greeting is required.',
  amountInvalid: 'Enter an amount in paise: a whole number of 0 or more.',
  amountTooHigh: 'Amount must be at most ₹1,00,000.',
  maxUnitsInvalid: `Enter a whole number of units from 1 to ${MAX_LINE_QUANTITY}.`,
  notificationEmailInvalid: 'Please enter a valid email address',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  lowStockAtInvalid: 'Enter a whole number of units from 1 to 999.',
} as const;

/** The owner's alerts (issue 44 point 5), each switchable; all go to the order notification email. */
export const OWNER_ALERTS = [
  'newOrder',
  'cancellation',
  'failedPayment',
  'lowStock',
  'newReview',
  'stockRequest',
] as const;
export type OwnerAlert = (typeof OWNER_ALERTS)[number];
export type OwnerAlerts = Record<OwnerAlert, boolean> & {
  /** A piece's stock falling to this many or fewer is "low". */
  lowStockAt: number;
};
export const DEFAULT_OWNER_ALERTS: OwnerAlerts = {
  newOrder: true,
  cancellation: true,
  failedPayment: true,
  lowStock: true,
  newReview: true,
  stockRequest: true,
  lowStockAt: 3,
};
export const LOW_STOCK_AT_MAX = 999;
