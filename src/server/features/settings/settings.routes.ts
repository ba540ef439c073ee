import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeSettingsSchema } from '#shared/settings/settings.schemas.ts';
import { sendCached } from '../../plugins/public-read.ts';
import { publicSettingsRead } from './settings.service.ts';

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
    (request, reply) => {
      const { key, tags, load } = publicSettingsRead(app.db);
      return sendCached(request, reply, key, tags, load);
    },
  );
};
