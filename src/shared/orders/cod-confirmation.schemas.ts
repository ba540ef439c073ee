import { z } from 'zod';
import { checkoutCustomerSchema, orderDetailSchema } from './order.schemas.ts';

/** The mailed page's answers (decision 087); `key` is the link's confirmation key, not the order page's token. */
const key = z.string({ error: 'key is required' }).min(1, 'key is required').max(200);

export const codAnswerInputSchema = z.object({
  key,
  answer: z.enum(['confirm', 'cancel'], { error: "answer must be 'confirm' or 'cancel'" }),
});
export type CodAnswerInput = z.infer<typeof codAnswerInputSchema>;

/** A new delivery address (the checkout's own rules and messages), then the order is confirmed. */
export const codAddressInputSchema = z.object({
  key,
  address: checkoutCustomerSchema.pick({ address: true, city: true, state: true, pincode: true }),
});
export type CodAddressInput = z.infer<typeof codAddressInputSchema>;

export const codAnswerResponseSchema = z.object({ order: orderDetailSchema, message: z.string() });
export type CodAnswerResponse = z.infer<typeof codAnswerResponseSchema>;
