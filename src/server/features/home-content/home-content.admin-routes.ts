import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminHomepageContentSchema } from '#shared/home/home.schemas.ts';
import { homepageContentUpdateSchema } from '#shared/home/testimonial-admin.schemas.ts';
import { IMAGE_JSON_BODY_LIMIT } from '#shared/uploads/uploads.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { readAdminHomepageContent, saveHomepageContent } from './home-content.service.ts';

const tags = ['admin', 'content'];

/** The admin Homepage tab. Admin-only through the auth guard (everything under /api/admin). */
export const homeContentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/homepage',
    {
      schema: {
        tags,
        summary:
          "The hero as the home page shows it (the defaults before any save), with its Hindi, the figures' choices and the shop's own numbers (decision 080)",
        response: { 200: adminHomepageContentSchema },
      },
    },
    async () => readAdminHomepageContent(app.db),
  );

  app.put(
    '/api/admin/homepage',
    {
      bodyLimit: IMAGE_JSON_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Update the active hero, or insert an active one when there is none; the home page shows it at once',
        description:
          "`figureChoices` (optional; absent leaves them as they are): for each of `customers`, `piecesSold` and `rating`, `show` is `shop` (the shop's own number, hidden while zero or, for the rating, under 3 published reviews), `typed` (`value` up to 12 characters and `label` up to 32 required, `labelHi` optional) or `hidden` (decision 080). A bad one: 400 naming the field, e.g. `figureChoices.rating.value`.",
        body: homepageContentUpdateSchema,
        response: { 200: adminHomepageContentSchema },
      },
    },
    async (request) => {
      const saved = await saveHomepageContent(app.db, request.body);
      app.publicCache.invalidate(CACHE_TAGS.content);
      return saved;
    },
  );
};
