import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseProductId } from '#shared/catalog/product-query.schemas.ts';
import {
  REVIEW_MESSAGES as M,
  myReviewSchema,
  productReviewsPageSchema,
  productReviewsQuerySchema,
  publicReviewSchema,
  REVIEW_STATUSES,
  reviewInputSchema,
} from '#shared/reviews/reviews.schemas.ts';
import { AppError } from '../../lib/errors.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { clientKey } from '../../lib/rate-limiter.ts';
import { optionalSessionUser } from '../../plugins/optional-session.ts';
import { sendCached } from '../../plugins/public-read.ts';
import { type ReviewAlertMailer, ReviewService } from './reviews.service.ts';

const tags = ['reviews'];
const cacheTags = [CACHE_TAGS.products, CACHE_TAGS.reviews];

/** Reviews for shoppers (docs/product.md §3.10): read a product's, write one as a verified buyer, vote helpful. */
export const reviewRoutes: FastifyPluginAsyncZod<{ mail?: ReviewAlertMailer }> = async (app, opts) => {
  const invalidate = (what: 'figures' | 'reviews') =>
    app.publicCache.invalidate(what === 'figures' ? CACHE_TAGS.products : CACHE_TAGS.reviews);
  const service = new ReviewService(app.db, invalidate, opts.mail);
  const reads = new ReviewService(app.readDb, invalidate);

  app.get(
    '/api/products/:id/reviews',
    {
      schema: {
        tags,
        summary: "A product's published reviews with the average, count and stars' distribution",
        params: z.object({ id: z.string() }),
        querystring: productReviewsQuerySchema,
        response: { 200: productReviewsPageSchema },
      },
    },
    (request, reply) => {
      const id = parseProductId(request.params.id);
      if (id === null) throw new AppError('NOT_FOUND', M.productNotFound);
      const { sort, page, limit } = request.query;
      return sendCached(
        request,
        reply,
        `reviews:${id}:${sort}:${page}:${limit}`,
        cacheTags,
        () => reads.listForProduct(id, { sort, page, limit }),
        page === 1 ? 'reads' : 'other-reads',
      );
    },
  );

  app.post(
    '/api/reviews/:id/helpful',
    {
      schema: {
        tags,
        summary: '"Was this helpful?": counted once per visitor (the account, else the address)',
        params: z.object({ id: z.uuid({ error: M.reviewNotFound }) }),
        response: { 200: z.object({ helpful: z.number().int(), counted: z.boolean(), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const viewer = await optionalSessionUser(app, request, reply);
      const voter = viewer ? `user:${viewer.id}` : `client:${clientKey(request)}`;
      const result = await service.markHelpful(request.params.id, voter);
      return { ...result, message: result.counted ? M.helpfulCounted : M.helpfulAlready };
    },
  );

  app.get(
    '/api/me/reviews/products/:id',
    {
      schema: {
        tags,
        summary:
          'Whether I may review a product (a delivered order of it, no review yet), and my review of it',
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ canReview: z.boolean(), review: myReviewSchema.nullable() }) },
      },
    },
    (request) => {
      const id = parseProductId(request.params.id);
      if (id === null) throw new AppError('NOT_FOUND', M.productNotFound);
      return service.myReviewOf(request.sessionUser!, id);
    },
  );

  app.post(
    '/api/me/reviews',
    {
      schema: {
        tags,
        summary: 'Review a product whose order was delivered to me (once per product)',
        body: reviewInputSchema,
        response: {
          201: z.object({ review: publicReviewSchema, status: z.enum(REVIEW_STATUSES), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const { review, status } = await service.write(request.sessionUser!, request.body);
      const message = status === 'published' ? M.published : M.submittedForApproval;
      return reply.code(201).send({ review, status, message });
    },
  );
};
