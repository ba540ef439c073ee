import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeSettingsSchema } from '#shared/settings/settings.schemas.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { sendCached } from '../../plugins/public-read.ts';
import { readStoreSettings } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['store'],
        summary: 'Public store settings: name, contacts, WhatsApp, shipping rule',
        response: { 200: storeSettingsSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, 'settings', [CACHE_TAGS.settings], () => readStoreSettings(app.db)),
  );
};
