import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '#shared/api/pagination.ts';
import {
  adminTestimonialSchema,
  TESTIMONIAL_ADMIN_MESSAGES,
  testimonialCreateSchema,
  testimonialFeatureSchema,
} from '#shared/home/testimonial-admin.schemas.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { rowIdOr404 } from '../../lib/row-id.ts';
import { TestimonialAdminService } from './testimonials.service.ts';

const tags = ['admin', 'content'];
const idParams = z.object({ id: z.string() });

const testimonialIdOf = (raw: string) => rowIdOr404(raw, TESTIMONIAL_ADMIN_MESSAGES.notFound);

/** The admin Testimonials tab. Admin-only through the auth guard (everything under /api/admin). */
export const testimonialAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new TestimonialAdminService(app.db, () =>
    app.publicCache.invalidate(CACHE_TAGS.testimonials),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/testimonials',
    {
      schema: {
        tags,
        summary: 'Testimonials with the customer email, newest first, a page at a time (limit default 20)',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(adminTestimonialSchema) },
      },
    },
    async (request) => service.list(request.query.page, request.query.limit),
  );

  app.post(
    '/api/admin/testimonials',
    {
      schema: {
        tags,
        summary: 'Add a testimonial (email optional; rating a whole number 1 to 5)',
        body: testimonialCreateSchema,
        response: { 201: adminTestimonialSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.put(
    '/api/admin/testimonials/:id',
    {
      schema: {
        tags,
        summary: 'Edit a testimonial: the whole of it, as when added (its creation time stays)',
        params: idParams,
        body: testimonialCreateSchema,
        response: { 200: adminTestimonialSchema },
      },
    },
    async (request) => service.update(testimonialIdOf(request.params.id), request.body),
  );

  app.patch(
    '/api/admin/testimonials/:id',
    {
      schema: {
        tags,
        summary: 'Feature or unfeature (the home page shows the 3 newest featured)',
        params: idParams,
        body: testimonialFeatureSchema,
        response: { 200: adminTestimonialSchema },
      },
    },
    async (request) => service.setFeatured(testimonialIdOf(request.params.id), request.body.isFeatured),
  );

  app.delete(
    '/api/admin/testimonials/:id',
    { schema: { tags, summary: 'Delete a testimonial', params: idParams } },
    async (request, reply) => {
      await service.remove(testimonialIdOf(request.params.id));
      return reply.code(204).send();
    },
  );
};
