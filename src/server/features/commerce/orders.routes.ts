import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '#shared/api/pagination.ts';
import { saidSchema } from '#shared/i18n/said.schemas.ts';
import { said } from '#shared/i18n/said.ts';
import { DEFAULT_LANG } from '#shared/i18n/translate.ts';
import {
  CHECKOUT_MESSAGES,
  createOrderInputSchema,
  createOrderResponseSchema,
  idempotencyKeySchema,
  orderResponseSchema,
  orderSummarySchema,
  RECENT_ORDERS_LIMIT,
  recentOrderSchema,
} from '#shared/orders/order.schemas.ts';
import { CUSTOMER_CANCEL_MESSAGES } from '#shared/orders/order.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { AppError } from '../../lib/errors.ts';
import { nodeHeaders, requestLang } from '../../lib/language.ts';
import { clientKey } from '../../lib/rate-limiter.ts';
import { optionalSessionUser } from '../../plugins/optional-session.ts';
import { CHECKOUT_PASS_HEADER } from './checkout-pass.ts';
import type { OrderOperations } from './order-operations.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['orders'];

const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    said: saidSchema.optional(),
    saidFields: z.record(z.string(), saidSchema).optional(),
    lines: z
      .array(
        z.object({
          index: z.number().int(),
          productId: z.number().int(),
          variantId: z.number().int().optional().describe('the variant the line named (absent: its default)'),
          available: z.number().int(),
          message: z.string(),
          said: saidSchema,
        }),
      )
      .optional(),
  }),
});

const orderIdParams = z.object({ id: z.string().max(100) });

/**
 * Checkout and the customer's orders. POST /api/orders is open to guests and signed-in users;
 * GET /api/orders/:id answers the owner, an admin or the token holder (404 for everyone else);
 * /api/me/orders* need a session (the auth guard). The admin's routes: orders.admin-routes.ts.
 */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  operations: OrderOperations;
}> = async (app, { orders, operations }) => {
  app.post(
    '/api/orders',
    {
      schema: {
        tags,
        summary:
          'Place an order (header Idempotency-Key: <uuid>). Prices, shipping and total come from the database. 201 with the order and its access token; the same key again answers the same 201; 409 INSUFFICIENT_STOCK per line; 422 when the key was used for another body; 400 for a line over the units cap of the store settings; an optional orderNote and gift (message, wrap priced by the server, a gift slip that needs online payment, a recipient the parcel ships to; decision 068), 400 naming the field when too long or not allowed; 429 past the order limits (per client: per browser with an aged Checkout-Pass header from the quote, under a per-address ceiling, else per address; per email and phone per hour; unpaid online orders per buyer)',
        headers: z.object({
          'idempotency-key': z.string().optional(),
          // Never refused: a pass that is not one simply does not count (decision 058).
          [CHECKOUT_PASS_HEADER]: z.string().optional(),
        }),
        body: createOrderInputSchema,
        response: { 201: createOrderResponseSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']?.trim());
      if (!key.success) {
        throw new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.idempotencyKeyRequired, {
          'Idempotency-Key': CHECKOUT_MESSAGES.idempotencyKeyRequired,
        });
      }
      const user = await optionalSessionUser(app, request, reply);
      reply.header('cache-control', 'no-store');
      const result = await orders.placeOrder(request.body, {
        user,
        // The page it was placed from, else the visitor's choice: its mails speak it (decision 035).
        language: requestLang(nodeHeaders(request.headers)) ?? user?.language ?? DEFAULT_LANG,
        idempotencyKey: key.data,
        client: clientKey(request),
        checkoutPass: request.headers[CHECKOUT_PASS_HEADER],
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      else app.metrics?.orderPlaced(request.body.paymentMethod);
      return reply.code(201).send(result.body);
    },
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags,
        summary:
          "One order for its signed-in owner, an admin, or with ?token= (the guest's link); 404 'Order Not Found' for anyone else",
        params: orderIdParams,
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 200: orderResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await optionalSessionUser(app, request, reply);
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return { order: await orders.viewOrder(request.params.id, { user, token: request.query.token }) };
    },
  );

  app.get(
    '/api/me/orders',
    {
      schema: {
        tags,
        summary:
          'My orders, newest first, with items: placed signed in, and guest orders with my verified email',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(orderSummarySchema) },
      },
    },
    async (request) => {
      return orders.listMine(request.sessionUser!, request.query);
    },
  );

  app.get(
    '/api/me/orders/recent',
    {
      schema: {
        tags,
        summary: 'My 5 most recent orders (number, status, total, date) for the track page',
        response: { 200: z.object({ items: z.array(recentOrderSchema) }) },
      },
    },
    async (request) => {
      return { items: await orders.recentMine(request.sessionUser!, RECENT_ORDERS_LIMIT) };
    },
  );

  app.post(
    '/api/me/orders/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel my order before it is packed: stock back, the cancelled mail, and a paid online order refunded through its gateway (409 once packed or already cancelled; 502 when the gateway refuses, nothing changed)',
        params: orderIdParams,
        response: {
          200: z.object({
            message: z.string(),
            said: saidSchema,
            refunded: z.number().int().describe('paise'),
          }),
        },
      },
    },
    async (request) => {
      const { orderNumber, refunded } = await operations.cancelByCustomer(
        request.params.id,
        request.sessionUser!,
      );
      if (!refunded) {
        return {
          refunded,
          message: CUSTOMER_CANCEL_MESSAGES.cancelled(orderNumber),
          said: said('cancelled', { orderNumber }),
        };
      }
      return {
        refunded,
        message: CUSTOMER_CANCEL_MESSAGES.cancelledAndRefunded(orderNumber, formatRupees(refunded)),
        said: said('cancelledAndRefunded', { orderNumber, amountPaise: refunded }),
      };
    },
  );
};
