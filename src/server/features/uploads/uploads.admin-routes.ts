import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  uploadedImageSchema,
  uploadFolderSchema,
} from '#shared/uploads/uploads.schemas.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { StorageUnavailableError, storeUploadedImage } from './uploads.service.ts';

const fileError = (code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE', message: string) =>
  new AppError(code, message, { file: message });

/** The multipart form, read with the file bounded by MAX_UPLOAD_BYTES (never buffered past it). */
async function readForm(parts: AsyncIterable<Multipart>) {
  let folder: string | undefined;
  let file: Buffer | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'folder') folder = String(part.value);
      } else if (part.fieldname === 'file' && !file) {
        file = await part.toBuffer();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fileError('VALIDATION_FAILED', UPLOAD_MESSAGES.oneFile);
    throw error;
  }
  return { folder, file };
}

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
      const form = await readForm(request.parts());
      const folder = uploadFolderSchema.safeParse(form.folder);
      if (!folder.success)
        throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.invalidFolder, {
          folder: UPLOAD_MESSAGES.invalidFolder,
        });
      if (!form.file?.length) throw fileError('VALIDATION_FAILED', UPLOAD_MESSAGES.missingFile);
      try {
        const image = await storeUploadedImage(storage, folder.data, form.file);
        return reply.code(201).send(image);
      } catch (error) {
        if (!(error instanceof StorageUnavailableError)) throw error;
        request.log.error({ err: error.cause }, 'image storage failed');
        throw new AppError('STORAGE_UNAVAILABLE', UPLOAD_MESSAGES.storageUnavailable);
      }
    },
  );
};
