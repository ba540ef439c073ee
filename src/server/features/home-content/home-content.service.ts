import { desc, eq, sql } from 'drizzle-orm';
import type { HomepageContent } from '#shared/home/home.schemas.ts';
import { DEFAULT_HOMEPAGE_CONTENT } from '#shared/home/home-content.ts';
import type { HomepageContentInput } from '#shared/home/testimonial-admin.ts';
import type { Db } from '../../db/client.ts';
import { homepageContent } from '../../db/schema/index.ts';

/** The latest active hero, or the defaults of docs/product.md §3.2 when there is none. */
export async function readHomepageContent(db: Db): Promise<HomepageContent> {
  const [row] = await db
    .select()
    .from(homepageContent)
    .where(eq(homepageContent.isActive, true))
    .orderBy(desc(homepageContent.updatedAt), desc(homepageContent.id))
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

/**
 * docs/product.md §7.9: updates the latest active hero (stamping updated_at), or inserts an active one when
 * there is none. The table lock makes two first-time saves at once update one row, not insert two.
 */
export async function saveHomepageContent(db: Db, input: HomepageContentInput): Promise<HomepageContent> {
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${homepageContent} in share row exclusive mode`);
    const [active] = await tx
      .select({ id: homepageContent.id })
      .from(homepageContent)
      .where(eq(homepageContent.isActive, true))
      .orderBy(desc(homepageContent.updatedAt), desc(homepageContent.id))
      .limit(1);
    const [saved] = active
      ? await tx
          .update(homepageContent)
          .set({ ...input, updatedAt: now })
          .where(eq(homepageContent.id, active.id))
          .returning()
      : await tx
          .insert(homepageContent)
          .values({ ...input, isActive: true, createdAt: now, updatedAt: now })
          .returning();
    return saved!;
  });
  return {
    heroTitle: row.heroTitle,
    heroSubtitle: row.heroSubtitle,
    heroDescription: row.heroDescription,
    heroImageUrl: row.heroImageUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}
