import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homepageContentSchema } from '#shared/home/home.schemas.ts';
import { contentLangQuerySchema } from '#shared/i18n/lang.schemas.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { sendCached } from '../../plugins/public-read.ts';
import { readHomepageContent } from './home-content.service.ts';

export const homeContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/homepage',
    {
      schema: {
        tags: ['content'],
        summary: 'Homepage hero content; ?lang=hi: its Hindi where entered, else the English',
        querystring: contentLangQuerySchema,
        response: { 200: homepageContentSchema },
      },
    },
    (request, reply) => {
      const { lang } = request.query;
      return sendCached(request, reply, `homepage:${lang}`, [CACHE_TAGS.content], () =>
        readHomepageContent(app.db, lang),
      );
    },
  );
};
