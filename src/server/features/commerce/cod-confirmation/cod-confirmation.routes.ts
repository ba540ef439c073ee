import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codAddressInputSchema,
  codAnswerInputSchema,
  codAnswerResponseSchema,
} from '#shared/orders/cod-confirmation.schemas.ts';
import type { CodConfirmations } from './cod-confirmation.service.ts';

const tags = ['orders'];
const params = z.object({ id: z.string().max(100) });
const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/**
 * The buyer's answer to a COD order's confirmation (decision 087), from the mailed page: no sign-in, the link's key
 * instead. Never a GET: a mail scanner opening the link must not answer for the buyer.
 */
export const codConfirmationRoutes: FastifyPluginAsyncZod<{ confirmations: CodConfirmations }> = async (
  app,
  { confirmations },
) => {
  app.post(
    '/api/orders/:id/cod-confirmation',
    {
      schema: {
        tags,
        summary:
          "The buyer confirms or cancels a cash-on-delivery order awaiting confirmation, with the key of the mailed link (decision 087). Confirm: the order is confirmed and the confirmation mails go; again once confirmed, the same 200. Cancel: cancelled, stock back. 403 for a key not this order's; 409 past the deadline, once cancelled (saying when it was for want of an answer) and for a cancel once confirmed",
        params,
        body: codAnswerInputSchema,
        response: { 200: codAnswerResponseSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    (request) => confirmations.answer(request.params.id, request.body.key, request.body.answer),
  );

  app.post(
    '/api/orders/:id/cod-confirmation/address',
    {
      schema: {
        tags,
        summary:
          "The buyer of a cash-on-delivery order awaiting confirmation gives another delivery address (address, city, state, pincode; the checkout's rules: pincode known, in the state, served, COD offered) and the order is confirmed. A pincode of another shipping zone, or with another zone fee, is refused (400 naming address.pincode): the fee is not decided again. 403 and 409 as for the answer",
        params,
        body: codAddressInputSchema,
        response: { 200: codAnswerResponseSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    (request) => confirmations.changeAddress(request.params.id, request.body),
  );
};
