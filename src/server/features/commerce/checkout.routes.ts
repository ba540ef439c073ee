import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutOptionsSchema } from '#shared/orders/order.schemas.ts';
import { quoteInputSchema, quoteSchema } from '#shared/promotions/coupon.schemas.ts';
import { clientKey, WindowRateLimiter } from '../../lib/rate-limiter.ts';
import { optionalSessionUser } from '../../plugins/optional-session.ts';
import type { OrdersService } from './orders.service.ts';
import type { PaymentSetup } from './payments/payment-setup.ts';

/** Per client: a shopper tries a few codes and changes the cart; walking through guessed codes is slowed down. */
export const QUOTE_LIMIT_PER_MINUTE = 60;

/** What the checkout page may offer: COD always; online with the active gateway, if any. */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  payments: PaymentSetup;
  orders: OrdersService;
}> = async (app, { payments, orders }) => {
  const limiter = new WindowRateLimiter(app.db, 'quote', QUOTE_LIMIT_PER_MINUTE, 60_000);
  app.post(
    '/api/checkout/quote',
    {
      schema: {
        tags: ['orders'],
        summary: `The cart's prices, a coupon's discount and the totals, computed by the server; ${QUOTE_LIMIT_PER_MINUTE} per minute per client`,
        body: quoteInputSchema,
        response: { 200: quoteSchema },
      },
    },
    async (request, reply) => {
      await limiter.admit(clientKey(request));
      const user = await optionalSessionUser(app, request, reply);
      reply.header('cache-control', 'no-store');
      return orders.quote(request.body, user);
    },
  );

  app.get(
    '/api/checkout/options',
    {
      schema: {
        tags: ['orders'],
        summary:
          "Payment methods on offer and the gateway ('sandbox' in development/test without Razorpay keys; none in production without keys)",
        response: { 200: checkoutOptionsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return payments.checkoutOptions();
    },
  );
};
