import { and, asc, eq } from 'drizzle-orm';
import type { PolicyKind } from '#shared/pages/pages.ts';
import type { Db } from '../../db/client.ts';
import { sitePages } from '../../db/schema/index.ts';

export type SitePageRow = typeof sitePages.$inferSelect;
export type SitePageColumns = Pick<SitePageRow, 'title' | 'body' | 'titleHi' | 'bodyHi'>;

export async function findPageRow(db: Db, slug: string): Promise<SitePageRow | undefined> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
  return row;
}

/** Every saved row: the edited policy pages, then the free pages by address. */
export const listPageRows = (db: Db): Promise<SitePageRow[]> =>
  db.select().from(sitePages).orderBy(asc(sitePages.kind), asc(sitePages.slug));

/** The published free pages (the sitemap's and the footer's). */
export const listPublishedFreePages = (db: Db) =>
  db
    .select({
      slug: sitePages.slug,
      title: sitePages.title,
      titleHi: sitePages.titleHi,
      updatedAt: sitePages.updatedAt,
    })
    .from(sitePages)
    .where(and(eq(sitePages.kind, 'custom'), eq(sitePages.isPublished, true)))
    .orderBy(asc(sitePages.slug));

/** A policy page's saved text: one row per kind, written over on every save. */
export async function upsertPolicyRow(
  db: Db,
  kind: PolicyKind,
  slug: string,
  text: SitePageColumns,
): Promise<SitePageRow> {
  const values = { ...text, updatedAt: new Date() };
  const [row] = await db
    .insert(sitePages)
    .values({ kind, slug, ...values })
    // A policy's slug is its own (free pages cannot take it), so the slug finds its row.
    .onConflictDoUpdate({ target: sitePages.slug, set: values })
    .returning();
  return row!;
}

export async function insertFreePage(
  db: Db,
  slug: string,
  text: SitePageColumns,
  isPublished: boolean,
): Promise<SitePageRow> {
  const [row] = await db
    .insert(sitePages)
    .values({ kind: 'custom', slug, isPublished, ...text })
    .returning();
  return row!;
}

export async function updateFreePage(
  db: Db,
  slug: string,
  values: SitePageColumns & { slug: string; isPublished: boolean },
): Promise<SitePageRow | undefined> {
  const [row] = await db
    .update(sitePages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sitePages.slug, slug), eq(sitePages.kind, 'custom')))
    .returning();
  return row;
}

export async function deleteFreePage(db: Db, slug: string): Promise<boolean> {
  const rows = await db
    .delete(sitePages)
    .where(and(eq(sitePages.slug, slug), eq(sitePages.kind, 'custom')))
    .returning({ id: sitePages.id });
  return rows.length > 0;
}
