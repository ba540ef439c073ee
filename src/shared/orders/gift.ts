// Zod-free: the order note and the gift options of a checkout (issue 42 point 2, decision 068), for both sides.

/** Characters of the buyer's note to the shop. */
export const ORDER_NOTE_MAX = 500;
/** Characters of the gift message, printed on its own card page of the packing slip. */
export const GIFT_MESSAGE_MAX = 300;
/** Lines of the gift message (the card holds about this many). */
export const GIFT_MESSAGE_MAX_LINES = 8;

/** How the shop charges gift wrap: not offered, once per order, or per unit wrapped. */
export const GIFT_WRAP_MODES = ['off', 'order', 'item'] as const;
export type GiftWrapMode = (typeof GIFT_WRAP_MODES)[number];

/** The owner's gift-wrap setting (Admin → Store settings). */
export interface GiftWrapSettings {
  mode: GiftWrapMode;
  /** paise, GST-inclusive, per order or per unit */
  price: number;
  /** The HSN or SAC code of the wrap's own invoice line (4, 6 or 8 digits). */
  hsn: string;
  /** Its GST rate (percent). */
  rate: number;
}

/** SAC 998540, packaging services, at 18%: the owner's accountant may set a wrap's goods HSN (4823) instead. */
export const DEFAULT_GIFT_WRAP: GiftWrapSettings = { mode: 'off', price: 0, hsn: '998540', rate: 18 };

/** The rates a wrap may be taxed at (those in force). */
export const GIFT_WRAP_RATES = [0, 5, 18] as const;

/** The wrap's charge for `units` units (paise): nothing when off or not asked for. */
export function giftWrapCharge(
  settings: Pick<GiftWrapSettings, 'mode' | 'price'>,
  units: number,
): { fee: number; quantity: number } {
  if (settings.mode === 'off' || settings.price <= 0 || units <= 0) return { fee: 0, quantity: 0 };
  const quantity = settings.mode === 'item' ? units : 1;
  return { fee: settings.price * quantity, quantity };
}

/** The recipient of a gift sent to someone else: the parcel goes to them, the mails to the buyer. */
export interface GiftRecipient {
  fullName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** The recipient an order row keeps (its `recipient_*` columns), or null when the parcel goes to the buyer. */
export function recipientOfRow(row: {
  recipientName: string | null;
  recipientPhone: string | null;
  recipientAddress: string | null;
  recipientCity: string | null;
  recipientState: string | null;
  recipientPincode: string | null;
}): GiftRecipient | null {
  if (!row.recipientName) return null;
  return {
    fullName: row.recipientName,
    phone: row.recipientPhone ?? '',
    address: row.recipientAddress ?? '',
    city: row.recipientCity ?? '',
    state: row.recipientState ?? '',
    pincode: row.recipientPincode ?? '',
  };
}

/** An order's note and gift as the answers carry them (absent: none). */
export interface OrderGift {
  message: string | null;
  wrap: boolean;
  /** The packing slip prints no prices. */
  slip: boolean;
  recipient: GiftRecipient | null;
}

export const GIFT_MESSAGES = {
  noteTooLong: `Your order note must be at most ${ORDER_NOTE_MAX} characters`,
  messageTooLong: `Your gift message must be at most ${GIFT_MESSAGE_MAX} characters`,
  messageTooManyLines: `Your gift message must be at most ${GIFT_MESSAGE_MAX_LINES} lines`,
  notAllowed: 'This text contains characters that are not allowed',
  wrapUnavailable: 'Gift wrap is not offered right now. Untick it to place the order.',
  slipNeedsOnline:
    'A gift slip prints no prices, so the recipient cannot be asked for cash. Choose Pay Online, or untick the gift slip.',
  recipientMissing: (field: string) => `Please fill in the recipient's ${field}`,
  recipientTooLong: (field: string, max: number) =>
    `The recipient's ${field} must be at most ${max} characters`,
  recipientPhoneInvalid: "Please enter the recipient's 10-digit phone number",
  recipientPincodeInvalid: "Please enter the recipient's 6-digit pincode",
  wrapPriceInvalid: 'Enter the gift wrap price in paise: a whole number from 0 to ₹10,000.',
  wrapPriceNeeded: 'Enter a gift wrap price above ₹0, or turn gift wrap off.',
  wrapModeInvalid: 'Choose off, per order or per item.',
  wrapRateInvalid: 'Choose a GST rate of 0, 5 or 18%.',
} as const;

/** paise: ₹10,000, the most a wrap may cost. */
export const GIFT_WRAP_PRICE_MAX = 1_000_000;

/** The wrap's line as the quote, the order, the mails and the invoice name it. */
export const giftWrapLine = (mode: GiftWrapMode, quantity: number) =>
  mode === 'item' && quantity > 1 ? `Gift wrap (${quantity} items)` : 'Gift wrap';
