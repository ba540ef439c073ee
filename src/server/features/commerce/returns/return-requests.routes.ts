import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptReturnInputSchema,
  adminReturnRequestSchema,
  declineReturnInputSchema,
  RETURN_MESSAGES as M,
  myOrderProblemSchema,
  myReturnRequestsSchema,
  RETURN_LIMITS,
  returnRequestFieldsSchema,
  returnRequestSchema,
} from '#shared/orders/return-requests.schemas.ts';
import { MAX_UPLOAD_BYTES } from '#shared/uploads/uploads.ts';
import { AppError } from '../../../lib/errors.ts';
import { privatePhoto } from '../../uploads/uploads.service.ts';
import type { ReturnRequests } from './return-requests.service.ts';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/** The report's form: its text fields and up to RETURN_LIMITS.photos files named `photos`, each under 5MB. */
async function readReportForm(parts: AsyncIterable<Multipart>) {
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'photos') photos.push(await part.toBuffer());
      else part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('photos', M.photoTooLarge);
    if (code === 'FST_FILES_LIMIT') throw invalid('photos', M.tooManyPhotos);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw invalid('description', M.descriptionLong);
    throw error;
  }
  return { fields, photos: photos.filter((photo) => photo.length > 0) };
}

/** A photo's bytes, never cached (the buyer's or the team's eyes only). */
const sendPhoto = (photo: { bytes: Buffer; contentType: string }, reply: import('fastify').FastifyReply) =>
  reply
    .header('content-type', photo.contentType)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(photo.bytes);

const orderParams = z.object({ id: z.string().max(100) });
const photoParams = z.object({ id: z.string().max(100), photoId: z.coerce.number().int().positive() });

/**
 * "Report a problem" (decision 084). The buyer's routes under /api/me (a session, the auth guard): report with
 * photos (multipart, only in this plugin's scope), the order's state, their requests and their photos. The team's
 * under /api/admin/return-requests (the orders area: admins and staff).
 */
export const returnRequestsRoutes: FastifyPluginAsyncZod<{ returns: ReturnRequests }> = async (
  app,
  { returns },
) => {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: RETURN_LIMITS.photos,
      fields: 6,
      fieldSize: 8_000,
      parts: 12,
      headerPairs: 50,
    },
  });

  app.post(
    '/api/me/orders/:id/problem',
    {
      schema: {
        tags: ['orders'],
        summary: `Report a problem with my delivered order (multipart: reason, asked (refund|replacement), description, up to ${RETURN_LIMITS.photos} files \`photos\`, each a JPG, PNG, GIF or WebP under 5MB, re-encoded without metadata and private). 400 naming the field: not delivered or past the window or one already open or over the limits (order), damage past its hours (reason), a damaged piece without a photo (photos); 404 for another's order`,
        consumes: ['multipart/form-data'],
        params: orderParams,
        response: { 201: z.object({ request: returnRequestSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw invalid('photos', M.notMultipart);
      const form = await readReportForm(request.parts());
      const fields = returnRequestFieldsSchema.safeParse(form.fields);
      if (!fields.success) {
        const issue = fields.error.issues[0]!;
        throw invalid(String(issue.path[0] ?? 'description'), issue.message);
      }
      const photos = [];
      for (const bytes of form.photos) photos.push(await privatePhoto(bytes, 'photos'));
      const made = await returns.report(request.params.id, request.sessionUser!, fields.data, photos);
      return reply.code(201).send({ request: made, message: M.sent });
    },
  );

  app.get(
    '/api/me/orders/:id/problem',
    {
      schema: {
        tags: ['orders'],
        summary:
          "My order's problem reports: the windows from delivery, whether I may report now, and each report's state",
        params: orderParams,
        response: { 200: myOrderProblemSchema },
      },
    },
    async (request) => returns.forBuyer(request.params.id, request.sessionUser!),
  );

  app.get(
    '/api/me/return-requests',
    {
      schema: {
        tags: ['orders'],
        summary:
          'My problem reports, newest first, and my delivered orders I may report now with the end of the damage window and of the return window (My Orders)',
        response: { 200: myReturnRequestsSchema },
      },
    },
    async (request) => returns.mine(request.sessionUser!),
  );

  app.get(
    '/api/me/return-requests/:id/photos/:photoId',
    {
      schema: {
        tags: ['orders'],
        summary: 'A photo of my report (its buyer only; 404 for anyone else)',
        params: photoParams,
      },
    },
    async (request, reply) =>
      sendPhoto(await returns.photo(request.params.id, request.params.photoId, request.sessionUser!), reply),
  );
};

/** The team's answers (JSON only: no multipart in this scope). */
export const returnRequestsAdminRoutes: FastifyPluginAsyncZod<{ returns: ReturnRequests }> = async (
  app,
  { returns },
) => {
  app.get(
    '/api/admin/return-requests',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Problem reports: `status=open` for those waiting (Orders → Problems reported), or one order's (`orderId`)",
        querystring: z.object({
          status: z.enum(['open']).optional(),
          orderId: z.string().max(100).optional(),
        }),
        response: { 200: z.object({ items: z.array(adminReturnRequestSchema) }) },
      },
    },
    async (request) => ({ items: await returns.forTeam(request.query) }),
  );

  app.post(
    '/api/admin/return-requests/:id/accept',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Accept an open report; with refundAmount (paise) it is refunded through the order's refund (gateway or recorded by hand, credit note, refund mail). 409 once answered; a refused refund leaves it open",
        params: orderParams,
        body: acceptReturnInputSchema,
        response: { 200: z.object({ request: adminReturnRequestSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      request: await returns.accept(request.params.id, request.body, request.sessionUser!.id),
      message: M.accepted,
    }),
  );

  app.post(
    '/api/admin/return-requests/:id/decline',
    {
      schema: {
        tags: ['admin'],
        summary: 'Decline an open report with a reason the buyer is shown and mailed; 409 once answered',
        params: orderParams,
        body: declineReturnInputSchema,
        response: { 200: z.object({ request: adminReturnRequestSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      request: await returns.decline(request.params.id, request.body, request.sessionUser!.id),
      message: M.declined,
    }),
  );

  app.get(
    '/api/admin/return-requests/:id/photos/:photoId',
    { schema: { tags: ['admin'], summary: "A report's photo, for the team", params: photoParams } },
    async (request, reply) =>
      sendPhoto(await returns.photo(request.params.id, request.params.photoId, null), reply),
  );
};
