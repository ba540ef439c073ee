import { z } from 'zod';
import { PHONE_PATTERN, PINCODE_PATTERN } from '../addresses/address.ts';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGE_MAX_LINES, GIFT_MESSAGES } from './gift.ts';

/*
 * The order note's and the gift's contract with zod (issue 42 point 2, decision 068): what checkout sends and what an
 * order's answers carry. Split from order.schemas.ts, which re-exports it.
 */

/** Free text the buyer writes (a note, a gift message): trimmed, no NUL or other control characters but line breaks. */
export const freeText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    .refine((v) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(v), GIFT_MESSAGES.notAllowed);

const recipientText = (field: string, max: number) => {
  const missing = GIFT_MESSAGES.recipientMissing(field);
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, GIFT_MESSAGES.recipientTooLong(field, max))
    .refine((v) => !v.includes('\u0000'), GIFT_MESSAGES.notAllowed);
};

/** A gift sent to someone else: the parcel's name, phone and address (the mails still go to the buyer). */
export const giftRecipientSchema = z.object({
  fullName: recipientText('full name', 100),
  phone: z
    .string({ error: GIFT_MESSAGES.recipientPhoneInvalid })
    .trim()
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, ''))
    .pipe(z.string().regex(PHONE_PATTERN, GIFT_MESSAGES.recipientPhoneInvalid)),
  address: recipientText('address', 300),
  city: recipientText('city', 100),
  state: recipientText('state', 100),
  pincode: z
    .string({ error: GIFT_MESSAGES.recipientPincodeInvalid })
    .trim()
    .regex(PINCODE_PATTERN, GIFT_MESSAGES.recipientPincodeInvalid),
});

/** "This is a gift" (decision 068): a message for the card, gift wrap, a slip without prices, another recipient. */
export const giftInputSchema = z.object({
  message: freeText(GIFT_MESSAGE_MAX, GIFT_MESSAGES.messageTooLong)
    .refine((v) => v.split('\n').length <= GIFT_MESSAGE_MAX_LINES, GIFT_MESSAGES.messageTooManyLines)
    .optional()
    .describe(`printed on its own card page of the packing slip; at most ${GIFT_MESSAGE_MAX} characters`),
  wrap: z.boolean().optional().describe("gift wrap at the shop's fee (per order or per item)"),
  slip: z.boolean().optional().describe('the packing slip prints no prices (needs paymentMethod online)'),
  recipient: giftRecipientSchema
    .optional()
    .describe("ship to this person instead of the buyer; the invoice's billing block stays the buyer's"),
});
export type GiftInput = z.output<typeof giftInputSchema>;

/** The order's gift (decision 068): absent or null when the buyer did not tick "This is a gift". */
export const orderGiftSchema = z.object({
  message: z.string().nullable(),
  wrap: z.boolean(),
  /** The packing slip prints no prices. */
  slip: z.boolean(),
  /** Who the parcel goes to, when not the buyer. */
  recipient: z
    .object({
      fullName: z.string(),
      phone: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
    })
    .nullable(),
});

/** The note and gift fields of an order's answers (absent in answers stored before them). */
export const orderNoteAndGiftFields = {
  orderNote: z.string().nullable().optional().describe("the buyer's note to the shop"),
  gift: orderGiftSchema.nullable().optional(),
  /** paise: the gift wrap, its own line (0 when none) */
  giftWrapFee: z.number().int().optional().describe('paise'),
};
