import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assistedBuyerQuerySchema,
  assistedBuyersSchema,
  assistedOrderInputSchema,
  assistedOrderResponseSchema,
  assistedQuoteInputSchema,
  assistedQuoteSchema,
} from '#shared/orders/assisted.schemas.ts';
import { findBuyers } from './assisted-buyers.ts';
import type { AssistedOrders } from './assisted-orders.ts';

const tags = ['admin'];
const params = z.object({ id: z.string().max(100) });

/**
 * Assisted orders (decision 074), in the orders area of the permission map: an admin or staff member makes an order
 * for a buyer. The summary, the buyer search, the order itself and its payment link.
 */
export const assistedOrdersRoutes: FastifyPluginAsyncZod<{ assisted: AssistedOrders }> = async (
  app,
  { assisted },
) => {
  app.post(
    '/api/admin/orders/assisted/quote',
    {
      schema: {
        tags,
        summary:
          "The New order page's live summary: each line priced by the server (catalog lines at their price now with personalisation, custom lines at the owner's price), the discount split over them, shipping by the owner's delivery fee or the shop's rule, the zone's and COD fee when the pincode is known",
        body: assistedQuoteInputSchema,
        response: { 200: assistedQuoteSchema },
      },
    },
    async (request) => assisted.quote(request.body),
  );

  app.get(
    '/api/admin/orders/assisted/buyers',
    {
      schema: {
        tags,
        summary:
          'Find a buyer by phone or email (at least 3 characters): their details and last delivery address',
        querystring: assistedBuyerQuerySchema,
        response: { 200: assistedBuyersSchema },
      },
    },
    async (request) => ({ buyers: await findBuyers(app.db, request.query.q) }),
  );

  app.post(
    '/api/admin/orders/assisted',
    {
      schema: {
        tags,
        summary:
          "Make an order for a buyer: catalog and custom lines, discount, delivery fee; payment 'link' (a Razorpay payment link mailed to the buyer; the order holds its stock as pending_payment until paid or expired), 'cod', or 'in_person' (cash or UPI taken: confirmed and invoiced at once). `customer` may be left out only for 'in_person': a Quick sale to a 'Walk-in buyer' with the shop's contact and GST state, nothing delivered, nothing mailed (decision 076). 400 names the field; nothing is written",
        body: assistedOrderInputSchema,
        response: { 201: assistedOrderResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ order: await assisted.create(request.body, request.sessionUser!) }),
  );

  app.get(
    '/api/admin/orders/assisted/:id',
    {
      schema: {
        tags,
        summary:
          "An assisted order's number, status, total and payment link (its address, expiry, paid amount)",
        params,
        response: { 200: assistedOrderResponseSchema },
      },
    },
    async (request) => ({ order: await assisted.view(request.params.id) }),
  );

  app.post(
    '/api/admin/orders/assisted/:id/link',
    {
      schema: {
        tags,
        summary:
          "Make the order's payment link at the payment gateway if it has none yet (it was down when the order was made), or mail the existing one again ('Send again'); 503 when the gateway still refuses",
        params,
        response: { 200: assistedOrderResponseSchema },
      },
    },
    async (request) => ({ order: await assisted.sendLink(request.params.id) }),
  );
};
