import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '#shared/auth/auth.schemas.ts';
import {
  adminReviewPageSchema,
  adminReviewsQuerySchema,
  REVIEW_MESSAGES as M,
  reviewModerationSchema,
  reviewReplyInputSchema,
} from '#shared/reviews/reviews.schemas.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { ReviewService } from './reviews.service.ts';

const tags = ['admin: reviews'];
const params = z.object({ id: z.uuid({ error: M.reviewNotFound }) });

/** The admin's Reviews tab (docs/product.md §7.11): list, publish or hide, reply as the shop, delete. */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ReviewService(app.db, (what) =>
    app.publicCache.invalidate(what === 'figures' ? CACHE_TAGS.products : CACHE_TAGS.reviews),
  );

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags,
        summary: 'Reviews newest first: by status, product and stars, with the count per status',
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewPageSchema },
      },
    },
    (request) => service.adminList(request.query),
  );

  app.patch(
    '/api/admin/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Publish a review, or hide it with a reason (the product figures follow)',
        params,
        body: reviewModerationSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.moderate(request.params.id, request.body);
      return { message: request.body.status === 'published' ? 'Review published.' : 'Review hidden.' };
    },
  );

  app.put(
    '/api/admin/reviews/:id/reply',
    {
      schema: {
        tags,
        summary: "The shop's public reply (an empty text removes it)",
        params,
        body: reviewReplyInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.reply(request.params.id, request.body.text);
      return { message: request.body.text ? 'Reply saved.' : 'Reply removed.' };
    },
  );

  app.delete(
    '/api/admin/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Delete a review (the product figures follow)',
        params,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { message: 'Review deleted.' };
    },
  );
};
