import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  uploadedImageSchema,
  uploadFolderSchema,
} from '#shared/uploads/uploads.schemas.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { fileError, readUploadForm, storeImageOr503 } from './uploads.service.ts';

/**
 * POST /api/admin/uploads: one image for the blog, products or the homepage hero (docs/product.md §9.5).
 * Multipart is registered only in this plugin's scope: every other route still takes JSON only.
 */
export const uploadsAdminRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 50 },
  });

  app.post(
    '/api/admin/uploads',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Upload an image (multipart fields `folder`: blog|products|homepage, `file`: JPG, PNG, GIF or WebP under 5MB)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImageSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw fileError('VALIDATION_FAILED', UPLOAD_MESSAGES.notMultipart);
      const form = await readUploadForm(request.parts());
      const folder = uploadFolderSchema.safeParse(form.folder);
      if (!folder.success)
        throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.invalidFolder, {
          folder: UPLOAD_MESSAGES.invalidFolder,
        });
      if (!form.file?.length) throw fileError('VALIDATION_FAILED', UPLOAD_MESSAGES.missingFile);
      return reply.code(201).send(await storeImageOr503(storage, folder.data, form.file, request.log));
    },
  );
};
