import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEW_MESSAGES as M, publicReviewSchema } from '#shared/reviews/reviews.schemas.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '#shared/uploads/uploads.schemas.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import type { Storage } from '../../lib/storage.ts';
import { fileError, readUploadForm, storeImageOr503 } from '../uploads/uploads.service.ts';
import { ReviewService } from './reviews.service.ts';

/**
 * POST /api/me/reviews/:id/photos: one photo for the author's own review (docs/product.md §3.10), through
 * the upload pipeline (checked by content, EXIF removed, WebP variants). Multipart only in this scope.
 */
export const reviewPhotoRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3, headerPairs: 50 },
  });
  const service = new ReviewService(app.db, (what) =>
    app.publicCache.invalidate(what === 'figures' ? CACHE_TAGS.products : CACHE_TAGS.reviews),
  );

  app.post(
    '/api/me/reviews/:id/photos',
    {
      schema: {
        tags: ['reviews'],
        summary: `Add a photo to my review (multipart field \`file\`: JPG, PNG, GIF or WebP under 5MB; at most 3)`,
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.uuid({ error: M.reviewNotFound }) }),
        response: { 201: z.object({ review: publicReviewSchema }) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw fileError('VALIDATION_FAILED', UPLOAD_MESSAGES.notMultipart);
      const { file } = await readUploadForm(request.parts());
      if (!file?.length) throw fileError('VALIDATION_FAILED', UPLOAD_MESSAGES.missingFile);
      const review = await service.addPhoto(request.sessionUser!.id, request.params.id, () =>
        storeImageOr503(storage, 'reviews', file, request.log),
      );
      return reply.code(201).send({ review });
    },
  );
};
