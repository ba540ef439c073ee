import { desc, eq } from 'drizzle-orm';
import { DEFAULT_HOMEPAGE_CONTENT, type HomepageContent } from '#shared/home/home-content.ts';
import type { Db } from '../../db/client.ts';
import { homepageContent } from '../../db/schema/index.ts';

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
