import { formatRupees } from '../pricing/money.ts';

/*
 * WhatsApp order updates (issue 24, docs/decisions/031): the order events that may send a message, the
 * parameters each approved template takes, and the texts the shop shows. Zod-free, for the web bundle.
 */

/** The order statuses that may send a WhatsApp message, in the order they happen. */
export const WHATSAPP_EVENTS = ['confirmed', 'shipped', 'out_for_delivery', 'delivered'] as const;
export type WhatsAppEvent = (typeof WHATSAPP_EVENTS)[number];

export const isWhatsAppEvent = (status: string): status is WhatsAppEvent =>
  (WHATSAPP_EVENTS as readonly string[]).includes(status);

/** What each template's body parameters ({{1}}, {{2}} …) carry, in order: the admin sees them. */
export const WHATSAPP_TEMPLATE_PARAMETERS: Record<WhatsAppEvent, readonly string[]> = {
  confirmed: ['customer name', 'order number', 'order total'],
  shipped: ['customer name', 'order number', 'courier', 'tracking link'],
  out_for_delivery: ['customer name', 'order number', 'amount to pay on delivery, or "paid online"'],
  delivered: ['customer name', 'order number'],
};

/** Where a WhatsApp consent was given or withdrawn (whatsapp_consents.source). */
export const WHATSAPP_CONSENT_SOURCES = ['checkout', 'account', 'stop-reply'] as const;
export type WhatsAppConsentSource = (typeof WHATSAPP_CONSENT_SOURCES)[number];

/** Replies that end consent (Meta's opt-out guidance: honour STOP and its usual spellings). */
export const WHATSAPP_STOP_WORDS = ['STOP', 'UNSUBSCRIBE', 'STOP ALL', 'OPT OUT', 'OPTOUT'] as const;
export const isStopReply = (text: string) =>
  (WHATSAPP_STOP_WORDS as readonly string[]).includes(text.trim().toUpperCase().replace(/\s+/g, ' '));

/**
 * Review 2026-11-29 L8: a number ticked at checkout (or turned on in My Account) gets no order update until its
 * owner answers the opt-in template with one of these (its quick-reply button sends YES).
 */
export const WHATSAPP_CONFIRM_WORDS = ['YES', 'Y', 'HAAN', 'HAN', 'हाँ', 'हां'] as const;
export const isConfirmReply = (text: string) =>
  (WHATSAPP_CONFIRM_WORDS as readonly string[]).includes(text.trim().toUpperCase());
/** At most this many opt-in questions to one number in 24 hours, counted in the outbox (the database). */
export const OPT_IN_REQUESTS_PER_NUMBER_PER_DAY = 2;
/** A YES counts for a question asked within this many days. */
export const OPT_IN_ANSWER_DAYS = 7;

/** The server's texts; the checkout box and My Account's preferences read the web's whatsapp catalog. */
export const WHATSAPP_TEXTS = {
  notYourPhone: 'This phone number is not on any of your orders.',
  channelOff: 'WhatsApp updates are not available.',
  notConfigured:
    'WhatsApp is not configured: set WHATSAPP_PROVIDER and its keys (README, Configuration). Until then nothing is sent.',
  settingsSaved: 'WhatsApp settings saved.',
  testSent: 'Test message sent.',
  invalidPhone: 'Enter a 10-digit Indian mobile number',
  optInLimited: 'We have already asked this number twice today. Please try again tomorrow.',
} as const;

/** The order as a template needs it (amounts in paise). */
export interface OrderForMessage {
  orderNumber: string;
  customerName: string;
  totalAmount: number;
  paymentMethod: string;
  courier: string | null;
  trackingUrl: string | null;
}

/** The shop's own tracking page for an order, when the courier gave no link of its own. */
export const shopTrackingLink = (publicUrl: string, orderNumber: string) =>
  `${publicUrl}/track-order?${new URLSearchParams({ order: orderNumber })}`;

/** The words a template's parameters may carry, in the language of its translation. */
const PARAMETER_WORDS = {
  en: { noName: 'there', ourCourier: 'our courier', paidOnline: 'paid online' },
  hi: { noName: 'ग्राहक', ourCourier: 'हमारा कूरियर', paidOnline: 'ऑनलाइन भुगतान हो चुका है' },
} as const;

/**
 * The body parameters of `event`'s template for `order`, in the order WHATSAPP_TEMPLATE_PARAMETERS names them;
 * `lang` is the template translation's (its words and the shop's tracking page in that language).
 */
export function templateParameters(
  event: WhatsAppEvent,
  order: OrderForMessage,
  publicUrl: string,
  lang: 'en' | 'hi' = 'en',
): string[] {
  const words = PARAMETER_WORDS[lang];
  const name = order.customerName.trim().split(/\s+/)[0] || words.noName;
  switch (event) {
    case 'confirmed':
      return [name, order.orderNumber, formatRupees(order.totalAmount)];
    case 'shipped':
      return [
        name,
        order.orderNumber,
        order.courier ?? words.ourCourier,
        order.trackingUrl ??
          shopTrackingLink(lang === 'hi' ? `${publicUrl}/hi` : publicUrl, order.orderNumber),
      ];
    case 'out_for_delivery':
      return [
        name,
        order.orderNumber,
        order.paymentMethod === 'cod' ? formatRupees(order.totalAmount) : words.paidOnline,
      ];
    case 'delivered':
      return [name, order.orderNumber];
  }
}

/** An Indian mobile as WhatsApp addresses it (country code, digits only): 9876543210 → 919876543210. */
export const toWhatsAppNumber = (phone: string) => `91${phone}`;

/** A WhatsApp id (wa_id) back to the 10-digit number checkout keeps; null for a number outside India. */
export function fromWhatsAppNumber(waId: string): string | null {
  const digits = waId.replace(/\D/g, '');
  return /^91[6-9]\d{9}$/.test(digits) ? digits.slice(2) : null;
}
