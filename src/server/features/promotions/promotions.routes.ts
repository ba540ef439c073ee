import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerSchema } from '#shared/promotions/offer.schemas.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { sendCached } from '../../plugins/public-read.ts';
import { runningOffers } from './offers.service.ts';

/** The shop's offer banner: the store-wide offers running now, cached with the products (it expires at their boundaries). */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/offers',
    {
      schema: {
        tags: ['promotions'],
        summary: 'The store-wide offers running now (the banner)',
        response: { 200: z.object({ items: z.array(offerSchema) }) },
      },
    },
    (request, reply) =>
      sendCached(request, reply, 'offers', [CACHE_TAGS.products], async () => ({
        items: await runningOffers(app.readDb, new Date()),
      })),
  );
};
