import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_HOMEPAGE_CONTENT,
  type HomepageContent,
  homepageContentSchema,
} from '#shared/home/home.schemas.ts';
import type { Db } from '../../db/client.ts';
import { homepageContent } from '../../db/schema/index.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { sendCached } from '../../plugins/public-read.ts';

/** The latest active hero, or the spec's defaults when there is none. */
export async function readHomepageContent(db: Db): Promise<HomepageContent> {
  const [row] = await db
    .select()
    .from(homepageContent)
    .where(eq(homepageContent.isActive, true))
    .orderBy(desc(homepageContent.updatedAt))
    .limit(1);
  if (!row) return DEFAULT_HOMEPAGE_CONTENT;
  return {
    heroTitle: row.heroTitle || DEFAULT_HOMEPAGE_CONTENT.heroTitle,
    heroSubtitle: row.heroSubtitle,
    heroDescription: row.heroDescription,
    heroImageUrl: row.heroImageUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const homeContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/homepage',
    {
      schema: {
        tags: ['content'],
        summary: 'Homepage hero content',
        response: { 200: homepageContentSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, 'homepage', [CACHE_TAGS.content], () => readHomepageContent(app.db)),
  );
};
