import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutOptionsSchema } from '#shared/orders/order.schemas.ts';
import { quoteInputSchema, quoteSchema } from '#shared/promotions/coupon.schemas.ts';
import { clientKey, WindowRateLimiter } from '../../lib/rate-limiter.ts';
import { optionalSessionUser } from '../../plugins/optional-session.ts';
import { CHECKOUT_PASS_HEADER, type CheckoutPasses } from './checkout-pass.ts';
import type { OrdersService } from './orders.service.ts';
import type { PaymentSetup } from './payments/payment-setup.ts';

/**
 * Quotes per minute (decision 058). One browser (its checkout pass) or one address trying codes without a pass:
 * a shopper tries a few codes and changes the cart; walking through guessed codes is slowed down.
 */
export const QUOTE_LIMIT_PER_MINUTE = 60;
/** Quotes without a pass or a code per address: a browser's first quote, so a crowd behind one NAT fits. */
export const FIRST_QUOTES_PER_ADDRESS_PER_MINUTE = 600;

/** What the checkout page may offer: COD always; online with the active gateway, if any. */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  payments: PaymentSetup;
  orders: OrdersService;
  passes: CheckoutPasses;
}> = async (app, { payments, orders, passes }) => {
  const perPass = new WindowRateLimiter(app.db, 'quote-pass', QUOTE_LIMIT_PER_MINUTE, 60_000);
  const codesPerAddress = new WindowRateLimiter(app.db, 'quote', QUOTE_LIMIT_PER_MINUTE, 60_000);
  const firstPerAddress = new WindowRateLimiter(
    app.db,
    'quote-first',
    FIRST_QUOTES_PER_ADDRESS_PER_MINUTE,
    60_000,
  );
  app.post(
    '/api/checkout/quote',
    {
      schema: {
        tags: ['orders'],
        summary: `Every figure the cart and checkout show, priced by the order's own function (decision 063): the lines, a coupon's discount, shipping, the zone's and the COD fee for a pincode and payment method, gift wrap when asked for (giftWrap; the shop's offer in giftWrapOffer, decision 068), and the total; and the browser's checkout pass (send it back in the Checkout-Pass header); ${QUOTE_LIMIT_PER_MINUTE} per minute per pass, or per address for a code tried without one`,
        headers: z.object({ [CHECKOUT_PASS_HEADER]: z.string().optional() }),
        body: quoteInputSchema,
        response: { 200: quoteSchema },
      },
    },
    async (request, reply) => {
      const shown = request.headers[CHECKOUT_PASS_HEADER];
      const pass = passes.read(shown);
      if (pass) await perPass.admit(pass.id);
      else if (request.body.couponCode !== undefined) await codesPerAddress.admit(clientKey(request));
      else await firstPerAddress.admit(clientKey(request));
      const user = await optionalSessionUser(app, request, reply);
      reply.header('cache-control', 'no-store');
      // The same pass back while it holds, so its age is the time the shopper has spent here.
      return { ...(await orders.quote(request.body, user)), checkoutPass: pass ? shown! : passes.issue() };
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
