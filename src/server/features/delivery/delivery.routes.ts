import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliveryCheckQuerySchema,
  deliveryCheckSchema,
  festivalPromiseSchema,
  festivalQuerySchema,
  pincodePlaceSchema,
} from '#shared/delivery/delivery.schemas.ts';
import { checkDelivery, festivalForProduct, lookupPincode, pincodeUnknown } from './delivery.service.ts';

const tags = ['delivery'];

/** The pincode directory, the "Check delivery" answer and the festival line (public). */
export const deliveryRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, opts) => {
  app.get(
    '/api/pincodes/:pin',
    {
      schema: {
        tags,
        summary: "A pincode's city (district) and state from India Post's directory; 404 when there is none",
        params: z.object({ pin: z.string().max(20) }),
        response: { 200: pincodePlaceSchema },
      },
    },
    async (request, reply) => {
      const pin = request.params.pin.trim();
      const place = /^\d{6}$/.test(pin) ? await lookupPincode(pin) : null;
      if (!place) throw pincodeUnknown(pin, 'pincode', 'NOT_FOUND');
      // The directory changes only with a release.
      reply.header('cache-control', 'public, max-age=86400');
      return { pincode: place.pincode, city: place.city, state: place.state };
    },
  );

  app.get(
    '/api/delivery/check',
    {
      schema: {
        tags,
        summary: 'Whether the shop delivers to a pincode, by when, its zone fee, and whether COD is offered',
        querystring: deliveryCheckQuerySchema,
        response: { 200: deliveryCheckSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkDelivery(app.db, request.query, opts.now());
    },
  );

  app.get(
    '/api/delivery/festival',
    {
      schema: {
        tags,
        summary:
          "The shop's next festival within 60 days and the last day to order this product for it, for any pincode",
        querystring: festivalQuerySchema,
        response: { 200: z.object({ festival: festivalPromiseSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      // The last order day moves with the day and the making queue.
      reply.header('cache-control', 'no-store');
      return { festival: await festivalForProduct(app.db, request.query, opts.now()) };
    },
  );
};
