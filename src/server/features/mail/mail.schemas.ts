import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '#shared/api/pagination.ts';

/**
 * The mail API's contract. (Server-side for now; move to src/shared/mail when the web test pages
 * and the outbox view import it.)
 */

const email = z
  .string({ error: 'Please enter an email address.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }).max(254));

export const sendEmailBodySchema = z.object({
  to: email,
  subject: z
    .string({ error: 'Please enter a subject.' })
    .trim()
    .min(1, 'Please enter a subject.')
    .max(200, 'The subject can be at most 200 characters.'),
  htmlContent: z
    .string({ error: 'Please enter the email content.' })
    .min(1, 'Please enter the email content.')
    .max(200_000, 'The email content is too long.'),
  textContent: z.string().max(100_000, 'The text content is too long.').optional(),
});
export type SendEmailBody = z.infer<typeof sendEmailBodySchema>;

/** The code types the mail endpoints accept, and better-auth's names for the same two. */
export const OTP_TYPES = ['signup', 'email-verification', 'reset', 'forget-password'] as const;

export const sendOtpBodySchema = z.object({
  email,
  otp: z.string({ error: 'Please enter the code.' }).regex(/^\d{6}$/, 'The code must be exactly 6 digits.'),
  type: z.enum(OTP_TYPES, { error: `type must be one of ${OTP_TYPES.join(', ')}` }).default('signup'),
});
export type SendOtpBody = z.infer<typeof sendOtpBodySchema>;

export const sendWelcomeBodySchema = z.object({
  email,
  name: z.string().trim().max(100, 'The name can be at most 100 characters.').default(''),
});
export type SendWelcomeBody = z.infer<typeof sendWelcomeBodySchema>;

export const sendTestOrderBodySchema = z.object({ email });
export type SendTestOrderBody = z.infer<typeof sendTestOrderBodySchema>;

/** The mail endpoints' answer: `success`, and `messageId` or `error`. */
export const sendResultSchema = z.object({
  success: z.boolean(),
  messageId: z.string().optional(),
  error: z.string().optional(),
});
export type SendResult = z.infer<typeof sendResultSchema>;

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUSES)[number];

export const outboxQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(OUTBOX_STATUSES, { error: `status must be one of ${OUTBOX_STATUSES.join(', ')}` })
    .optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  provider: z.string().nullable(),
  messageId: z.string().nullable(),
  createdAt: z.date(),
  nextAttemptAt: z.date(),
  sentAt: z.date().nullable(),
  /** Issue 24: WhatsApp messages are rows of the same outbox. */
  channel: z.enum(['email', 'whatsapp']),
  /** WhatsApp's own word once sent (status webhooks): sent, delivered, read or failed. */
  deliveryStatus: z.enum(['sent', 'delivered', 'read', 'failed']).nullable(),
  /** A WhatsApp message's template and parameters as text (an email's body is never listed). */
  preview: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxPageSchema = pageSchema(outboxItemSchema).extend({
  /** Rows per status over the whole outbox (for the view's tabs). */
  counts: z.object({
    pending: z.number(),
    sending: z.number(),
    sent: z.number(),
    failed: z.number(),
    /** Of the pending, those whose last try failed: waiting for another (the dashboard's notice). */
    retrying: z.number(),
  }),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxIdParamsSchema = z.object({
  id: z.uuid({ error: 'Unknown email id.' }),
});

export const outboxResendResponseSchema = z.object({ item: outboxItemSchema });
