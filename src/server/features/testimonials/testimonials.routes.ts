import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEATURED_TESTIMONIALS_LIMIT,
  type Testimonial,
  testimonialSchema,
} from '#shared/home/home.schemas.ts';
import type { Db } from '../../db/client.ts';
import { testimonials } from '../../db/schema/index.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { sendCached } from '../../plugins/public-read.ts';
import { toTestimonial } from './testimonials.service.ts';

export async function listFeaturedTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.isFeatured, true))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(FEATURED_TESTIMONIALS_LIMIT);
  return rows.map(toTestimonial);
}

export const testimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/testimonials',
    {
      schema: {
        tags: ['content'],
        summary: 'Featured testimonials (newest 3)',
        response: { 200: z.object({ items: z.array(testimonialSchema) }) },
      },
    },
    (request, reply) =>
      sendCached(request, reply, 'testimonials:featured', [CACHE_TAGS.testimonials], async () => ({
        items: await listFeaturedTestimonials(app.db),
      })),
  );
};
