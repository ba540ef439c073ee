import { z } from 'zod';
import { EMAIL_INVALID, EMAIL_REQUIRED, emailSchema } from '../auth/auth.schemas.ts';
import { STOCK_REQUEST_NOTE_MAX } from './stock-requests.ts';

export {
  STOCK_REQUEST_NOTE_MAX,
  STOCK_REQUESTS_PER_IP_PER_10_MINUTES,
  TOLD_PER_UNIT,
} from './stock-requests.ts';

/**
 * Back in stock and "ask for one like this" (issue 44 point 4, issue 42 point 3, decision 073).
 *
 * - POST /api/products/:id/stock-requests  { kind, variantId?, email, consent, note?, lang? } → 201
 *   { kind, status: 'waiting' | 'sent' }; asking again for the same piece with the same email is the same request.
 *   400 naming the field: email, consent (must be true), note (too long), variantId (not one of the product's);
 *   409 when the piece can be bought now ('back') or is not a sold one-of-a-kind piece ('like_this').
 * - GET /api/admin/products/:id/stock-requests → the waiting requests and the asks, oldest first.
 */

export const STOCK_REQUEST_KINDS = ['back', 'like_this'] as const;
export type StockRequestKind = (typeof STOCK_REQUEST_KINDS)[number];

export const STOCK_REQUEST_MESSAGES = {
  emailRequired: EMAIL_REQUIRED,
  emailInvalid: EMAIL_INVALID,
  consentRequired: 'Please tick the box so we may write to you about this piece.',
  noteTooLong: `Please keep the note to ${STOCK_REQUEST_NOTE_MAX} characters.`,
  kindInvalid: "kind must be 'back' or 'like_this'",
  variantNotOfProduct: 'That option is not one of this product’s.',
  notSoldOut: 'This piece is in stock: you can buy it now.',
  notSoldOneOfAKind: 'Only a sold one-of-a-kind piece takes this request.',
  notFound: 'Product not found',
} as const;
const M = STOCK_REQUEST_MESSAGES;

export const stockRequestInputSchema = z.object({
  kind: z.enum(STOCK_REQUEST_KINDS, { error: M.kindInvalid }),
  variantId: z.number({ error: M.variantNotOfProduct }).int(M.variantNotOfProduct).positive().optional(),
  email: emailSchema,
  consent: z.literal(true, { error: M.consentRequired }),
  note: z
    .string({ error: M.noteTooLong })
    .trim()
    .max(STOCK_REQUEST_NOTE_MAX, M.noteTooLong)
    .optional()
    .transform((note) => note || undefined),
  lang: z.enum(['en', 'hi']).default('en'),
});
export type StockRequestInput = z.input<typeof stockRequestInputSchema>;

export const stockRequestReceiptSchema = z.object({
  kind: z.enum(STOCK_REQUEST_KINDS),
  status: z.enum(['waiting', 'sent']),
});
export type StockRequestReceipt = z.output<typeof stockRequestReceiptSchema>;

export const adminStockRequestSchema = z.object({
  id: z.number(),
  kind: z.enum(STOCK_REQUEST_KINDS),
  variantId: z.number(),
  /** The variant's option values ('Red / M'); empty for a product without options. */
  options: z.string(),
  email: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminStockRequest = z.output<typeof adminStockRequestSchema>;

export const adminStockRequestsSchema = z.object({
  /** Waiting to hear of a restock, oldest first (the order they will be told in). */
  waiting: z.array(adminStockRequestSchema),
  /** "Ask for one like this", newest first. */
  likeThis: z.array(adminStockRequestSchema),
});
export type AdminStockRequests = z.output<typeof adminStockRequestsSchema>;
