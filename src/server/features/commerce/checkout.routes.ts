import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutOptionsSchema } from '#shared/orders/order.schemas.ts';
import type { PaymentSetup } from './payments/payment-setup.ts';

/** What the checkout page may offer: COD always; online with the active gateway, if any. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ payments: PaymentSetup }> = async (
  app,
  { payments },
) => {
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
