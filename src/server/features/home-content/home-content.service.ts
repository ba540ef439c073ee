import { desc, eq, sql } from 'drizzle-orm';
import type { AdminHomepageContent, HomepageContent } from '#shared/home/home.schemas.ts';
import { DEFAULT_HOMEPAGE_CONTENT } from '#shared/home/home-content.ts';
import type { HomepageContentInput } from '#shared/home/testimonial-admin.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import type { Db } from '../../db/client.ts';
import { homepageContent } from '../../db/schema/index.ts';
import { CACHE_TAGS, type PublicRead } from '../../lib/public-cache.ts';

type HomepageRow = typeof homepageContent.$inferSelect;

const NO_HINDI = { heroTitleHi: '', heroSubtitleHi: '', heroDescriptionHi: '' };

function toAdminContent(row: HomepageRow): AdminHomepageContent {
  return {
    heroTitle: row.heroTitle,
    heroSubtitle: row.heroSubtitle,
    heroDescription: row.heroDescription,
    heroImageUrl: row.heroImageUrl,
    heroTitleHi: row.heroTitleHi,
    heroSubtitleHi: row.heroSubtitleHi,
    heroDescriptionHi: row.heroDescriptionHi,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function readActiveRow(db: Db): Promise<HomepageRow | undefined> {
  const [row] = await db
    .select()
    .from(homepageContent)
    .where(eq(homepageContent.isActive, true))
    .orderBy(desc(homepageContent.updatedAt), desc(homepageContent.id))
    .limit(1);
  return row;
}

/** The admin's hero: the latest active one with its Hindi, or the defaults of docs/product.md §3.2. */
export async function readAdminHomepageContent(db: Db): Promise<AdminHomepageContent> {
  const row = await readActiveRow(db);
  if (!row) return { ...DEFAULT_HOMEPAGE_CONTENT, ...NO_HINDI };
  return { ...toAdminContent(row), heroTitle: row.heroTitle || DEFAULT_HOMEPAGE_CONTENT.heroTitle };
}

/**
 * The hero the home page shows, in its language (decision 035): each Hindi text where the admin entered
 * one, else the English; the defaults of docs/product.md §3.2 when there is no hero.
 */
export async function readHomepageContent(db: Db, lang: Lang): Promise<HomepageContent> {
  const { heroTitleHi, heroSubtitleHi, heroDescriptionHi, ...english } = await readAdminHomepageContent(db);
  if (lang !== 'hi') return english;
  return {
    ...english,
    heroTitle: heroTitleHi || english.heroTitle,
    heroSubtitle: heroSubtitleHi || english.heroSubtitle,
    heroDescription: heroDescriptionHi || english.heroDescription,
  };
}

/** The hero as `/api/homepage?lang=` serves it from the public cache (every content write drops it). */
export const publicHomepageRead = (db: Db, lang: Lang): PublicRead<HomepageContent> => ({
  key: `homepage:${lang}`,
  tags: [CACHE_TAGS.content],
  load: () => readHomepageContent(db, lang),
});

/**
 * docs/product.md §7.9: updates the latest active hero (stamping updated_at), or inserts an active one when
 * there is none. The table lock makes two first-time saves at once update one row, not insert two.
 */
export async function saveHomepageContent(
  db: Db,
  input: HomepageContentInput,
): Promise<AdminHomepageContent> {
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
  return toAdminContent(row);
}
