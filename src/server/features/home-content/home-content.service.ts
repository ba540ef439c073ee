import { desc, eq, sql } from 'drizzle-orm';
import { heroFigureChoices, heroFigures } from '#shared/home/hero-figures.ts';
import type { AdminHomepageContent, HomepageContent } from '#shared/home/home.schemas.ts';
import { DEFAULT_HOMEPAGE_CONTENT } from '#shared/home/home-content.ts';
import type { HomepageContentInput } from '#shared/home/testimonial-admin.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import type { Db } from '../../db/client.ts';
import { homepageContent } from '../../db/schema/index.ts';
import { CACHE_TAGS, type PublicRead } from '../../lib/public-cache.ts';
import { readShopFigures } from './shop-figures.ts';

type HomepageRow = typeof homepageContent.$inferSelect;
type HeroTexts = Omit<AdminHomepageContent, 'shopFigures'>;

const { figures: _noFigures, ...DEFAULT_HERO_TEXTS } = DEFAULT_HOMEPAGE_CONTENT;
const NO_HINDI = { heroTitleHi: '', heroSubtitleHi: '', heroDescriptionHi: '' };

function toHeroTexts(row: HomepageRow): HeroTexts {
  return {
    heroTitle: row.heroTitle,
    heroSubtitle: row.heroSubtitle,
    heroDescription: row.heroDescription,
    heroImageUrl: row.heroImageUrl,
    heroTitleHi: row.heroTitleHi,
    heroSubtitleHi: row.heroSubtitleHi,
    heroDescriptionHi: row.heroDescriptionHi,
    figureChoices: heroFigureChoices(row.heroFigures),
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

/** The hero's texts and figure choices: the latest active hero, or the defaults of docs/product.md §3.2. */
async function readHeroTexts(db: Db): Promise<HeroTexts> {
  const row = await readActiveRow(db);
  if (!row)
    return {
      ...DEFAULT_HERO_TEXTS,
      ...NO_HINDI,
      figureChoices: heroFigureChoices(null),
    };
  return {
    ...toHeroTexts(row),
    heroTitle: row.heroTitle || DEFAULT_HOMEPAGE_CONTENT.heroTitle,
  };
}

/** The admin's hero with its Hindi, its figure choices, and the shop's own numbers beside them. */
export async function readAdminHomepageContent(db: Db): Promise<AdminHomepageContent> {
  const [texts, shopFigures] = await Promise.all([readHeroTexts(db), readShopFigures(db)]);
  return { ...texts, shopFigures };
}

/**
 * The hero the home page shows, in its language (decision 035): each Hindi text where the admin entered
 * one, else the English; the defaults of docs/product.md §3.2 when there is no hero; the figures as the
 * owner chose them (decision 080).
 */
export async function readHomepageContent(db: Db, lang: Lang): Promise<HomepageContent> {
  const { heroTitleHi, heroSubtitleHi, heroDescriptionHi, figureChoices, shopFigures, ...english } =
    await readAdminHomepageContent(db);
  const figures = heroFigures(figureChoices, shopFigures, lang);
  if (lang !== 'hi') return { ...english, figures };
  return {
    ...english,
    heroTitle: heroTitleHi || english.heroTitle,
    heroSubtitle: heroSubtitleHi || english.heroSubtitle,
    heroDescription: heroDescriptionHi || english.heroDescription,
    figures,
  };
}

/**
 * The hero as `/api/homepage?lang=` serves it from the public cache: every content write drops it, and so does
 * every write that drops the catalog (an order placed, paid, cancelled or restocked; a review published or
 * hidden), so the shop's own figures follow its orders and reviews (decision 080).
 */
export const publicHomepageRead = (db: Db, lang: Lang): PublicRead<HomepageContent> => ({
  key: `homepage:${lang}`,
  tags: [CACHE_TAGS.content, CACHE_TAGS.products],
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
  const { figureChoices, ...texts } = input;
  const values = figureChoices ? { ...texts, heroFigures: figureChoices } : texts;
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
          .set({ ...values, updatedAt: now })
          .where(eq(homepageContent.id, active.id))
          .returning()
      : await tx
          .insert(homepageContent)
          .values({ ...values, isActive: true, createdAt: now, updatedAt: now })
          .returning();
    return saved!;
  });
  return { ...toHeroTexts(row), shopFigures: await readShopFigures(db) };
}
