import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliveryCheckQuerySchema,
  deliveryCheckSchema,
  pincodePlaceSchema,
} from '#shared/delivery/delivery.schemas.ts';
import { checkDelivery, lookupPincode, pincodeUnknown } from './delivery.service.ts';

const tags = ['delivery'];

/** The pincode directory and the "Check delivery" answer (public). */
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
};
