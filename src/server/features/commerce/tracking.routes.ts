import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderNumberParamSchema, trackingResultSchema } from '#shared/orders/order.schemas.ts';
import { clientKey, WindowRateLimiter } from '../../lib/rate-limiter.ts';
import type { OrdersService } from './orders.service.ts';

/** Per client IP: a shopper checks a few numbers; walking through numbers is slowed down. */
export const TRACK_LIMIT_PER_MINUTE = 30;

/**
 * Public tracking by order number: status, current location, estimated delivery and the
 * four-step timeline; no name, address, phone or email. Unknown: 404 with the message of docs/product.md §4.8.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; now?: () => number }> = async (
  app,
  { orders, now },
) => {
  const limiter = new WindowRateLimiter(app.db, 'track', TRACK_LIMIT_PER_MINUTE, 60_000, now);
  app.get(
    '/api/track/:orderNumber',
    {
      schema: {
        tags: ['orders'],
        summary: `Track an order by number (no personal data); ${TRACK_LIMIT_PER_MINUTE} per minute per client`,
        params: orderNumberParamSchema,
        response: {
          200: trackingResultSchema,
          404: z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
        },
      },
    },
    async (request, reply) => {
      await limiter.admit(clientKey(request));
      reply.header('cache-control', 'no-store');
      return orders.track(request.params.orderNumber);
    },
  );
};
