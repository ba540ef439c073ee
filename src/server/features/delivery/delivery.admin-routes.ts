import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliverySettingsSchema,
  shippingZoneInputSchema,
  shippingZoneSchema,
  unserviceableListSchema,
  unserviceableSummarySchema,
  unserviceableUploadSchema,
} from '#shared/delivery/delivery.schemas.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { readDeliveryRules, saveDeliveryRules } from './delivery.service.ts';
import {
  createZone,
  deleteZone,
  listUnserviceable,
  listZones,
  updateZone,
  uploadUnserviceable,
} from './zones.service.ts';

const tags = ['admin', 'delivery'];
const zoneId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The admin's Delivery settings: COD rules, dispatch clock, shipping zones, unserviceable pincodes. */
export const deliveryAdminRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, opts) => {
  app.get(
    '/api/admin/delivery/settings',
    {
      schema: {
        tags,
        summary: 'COD rules and the dispatch clock',
        response: { 200: deliverySettingsSchema },
      },
    },
    async () => readDeliveryRules(app.db),
  );
  app.put(
    '/api/admin/delivery/settings',
    {
      schema: {
        tags,
        summary: 'Save the COD rules and the dispatch clock; checkout uses them at once',
        body: deliverySettingsSchema,
        response: { 200: deliverySettingsSchema },
      },
    },
    async (request) => {
      const saved = await saveDeliveryRules(app.db, request.body, opts.now());
      // The shipping policy's template quotes the COD rules and delivery days (decision 077).
      app.publicCache.invalidate(CACHE_TAGS.settings);
      return saved;
    },
  );

  app.get(
    '/api/admin/delivery/zones',
    {
      schema: {
        tags,
        summary: 'Shipping zones, first match first',
        response: { 200: z.array(shippingZoneSchema) },
      },
    },
    async () => listZones(app.db),
  );
  app.post(
    '/api/admin/delivery/zones',
    {
      schema: {
        tags,
        summary: 'Add a shipping zone',
        body: shippingZoneInputSchema,
        response: { 201: shippingZoneSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createZone(app.db, request.body, opts.now())),
  );
  app.put(
    '/api/admin/delivery/zones/:id',
    {
      schema: {
        tags,
        summary: 'Change a shipping zone',
        params: zoneId,
        body: shippingZoneInputSchema,
        response: { 200: shippingZoneSchema },
      },
    },
    async (request) => updateZone(app.db, request.params.id, request.body, opts.now()),
  );
  app.delete(
    '/api/admin/delivery/zones/:id',
    { schema: { tags, summary: 'Delete a shipping zone', params: zoneId } },
    async (request, reply) => {
      await deleteZone(app.db, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/delivery/unserviceable',
    {
      schema: {
        tags,
        summary: 'Pincodes the shop does not deliver to',
        response: { 200: unserviceableListSchema },
      },
    },
    async () => {
      const pincodes = await listUnserviceable(app.db);
      return { pincodes, total: pincodes.length };
    },
  );
  app.post(
    '/api/admin/delivery/unserviceable',
    {
      schema: {
        tags,
        summary: 'Upload unserviceable pincodes as CSV text; answers the rows accepted and refused',
        body: unserviceableUploadSchema,
        response: { 200: unserviceableSummarySchema },
      },
    },
    async (request) => uploadUnserviceable(app.db, request.body.csv, request.body.mode, opts.now()),
  );
};
