import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homepageContentSchema } from '#shared/home/home.schemas.ts';
import { contentLangQuerySchema } from '#shared/i18n/lang.schemas.ts';
import { sendCached } from '../../plugins/public-read.ts';
import { publicHomepageRead } from './home-content.service.ts';

export const homeContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/homepage',
    {
      schema: {
        tags: ['content'],
        summary:
          "Homepage hero content; ?lang=hi: its Hindi where entered, else the English; `figures`: the hero's figures as the owner chose them (decision 080)",
        querystring: contentLangQuerySchema,
        response: { 200: homepageContentSchema },
      },
    },
    (request, reply) => {
      const { key, tags, load } = publicHomepageRead(app.db, request.query.lang);
      return sendCached(request, reply, key, tags, load);
    },
  );
};
