import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homepageContentSchema } from '#shared/home/home.schemas.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { sendCached } from '../../plugins/public-read.ts';
import { readHomepageContent } from './home-content.service.ts';

export const homeContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/homepage',
    {
      schema: {
        tags: ['content'],
        summary: 'Homepage hero content',
        response: { 200: homepageContentSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, 'homepage', [CACHE_TAGS.content], () => readHomepageContent(app.db)),
  );
};
