import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartLinkInputSchema,
  cartRecoveryAdminSchema,
  cartRecoverySettingsSchema,
  CART_RECOVERY_MESSAGES as M,
  REMEMBER_PER_ADDRESS_PER_10_MINUTES,
  rememberCartInputSchema,
  rememberCartResultSchema,
  restoredCartSchema,
} from '#shared/cart-recovery/cart-recovery.schemas.ts';
import { clientKey, WindowRateLimiter } from '../../lib/rate-limiter.ts';
import { optionalSessionUser } from '../../plugins/optional-session.ts';
import type { CartRecoveryService } from './cart-recovery.service.ts';

const tags = ['cart-recovery'];

/** Recovered carts (decision 075): remembering a known shopper's cart, the reminder's link, the owner's settings. */
export const cartRecoveryRoutes: FastifyPluginAsyncZod<{ service: CartRecoveryService }> = async (
  app,
  { service },
) => {
  const limiter = new WindowRateLimiter(
    app.db,
    'cart-remember',
    REMEMBER_PER_ADDRESS_PER_10_MINUTES,
    10 * 60_000,
  );
  const links = new WindowRateLimiter(app.db, 'cart-restore', 30, 10 * 60_000);

  app.put(
    '/api/cart-recovery/cart',
    {
      schema: {
        tags,
        summary:
          'Remember the cart of a known shopper (signed in, or a guest with the email or phone typed at checkout) for ' +
          'the reminders: product, variant, quantity and personalisation only, never a price. marketingConsent is the ' +
          "checkout's unticked box. An empty list stops the reminders. Nothing is kept while the owner has reminders " +
          `off (remembered: false). ${REMEMBER_PER_ADDRESS_PER_10_MINUTES} per address per 10 minutes.`,
        body: rememberCartInputSchema,
        response: { 200: rememberCartResultSchema },
      },
    },
    async (request, reply) => {
      await limiter.admit(clientKey(request));
      const user = await optionalSessionUser(app, request, reply);
      reply.header('cache-control', 'no-store');
      return service.remember(request.body, user);
    },
  );

  app.post(
    '/api/cart-recovery/restore',
    {
      schema: {
        tags,
        summary: `A reminder's signed link (valid for its days): the cart's lines priced now, a sold-out or withdrawn piece said so (state), and the owner's recovery coupon. 400 naming token: '${M.linkInvalid}' or '${M.linkExpired}'. 30 per address per 10 minutes.`,
        body: cartLinkInputSchema,
        response: { 200: restoredCartSchema },
      },
    },
    async (request, reply) => {
      await links.admit(clientKey(request));
      reply.header('cache-control', 'no-store');
      return service.restore(request.body.token);
    },
  );

  app.get(
    '/api/admin/cart-recovery',
    {
      schema: {
        tags: ['admin', ...tags],
        summary:
          "Cart reminders on or off, the reminders' coupon, and the last 30 days' figures (recovered revenue)",
        response: { 200: cartRecoveryAdminSchema },
      },
    },
    () => service.adminView(),
  );

  app.put(
    '/api/admin/cart-recovery',
    {
      schema: {
        tags: ['admin', ...tags],
        summary:
          "Turn cart reminders on or off and set their coupon (one of the shop's codes, or null for none)",
        body: cartRecoverySettingsSchema,
        response: { 200: cartRecoveryAdminSchema },
      },
    },
    (request) => service.saveSettings(request.body),
  );
};
