import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type {
  AdminBlogCategory,
  AdminBlogComment,
  AdminBlogPost,
  BlogAdminCounts,
  BlogCategory,
  BlogComment,
  BlogPost,
  BlogPostListQuery,
  BlogPostSummary,
  CommentStatus,
} from '#shared/blog/blog.schemas.ts';
import type { Lang } from '#shared/i18n/translate.ts';
import type { Db } from '../../db/client.ts';
import { blogCategories, blogComments, blogPosts } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

const published = eq(blogPosts.isPublished, true);
/** Newest published first; drafts (no date) after, newest created first. */
const newestFirst = [
  sql`${blogPosts.publishedAt} desc nulls last`,
  desc(blogPosts.createdAt),
  desc(blogPosts.id),
];

/** A text in the reader's language (decision 035): the Hindi column where entered, else the English. */
function inLang(en: PgColumn, hi: PgColumn, lang: Lang): SQL<string> | PgColumn {
  return lang === 'hi' ? sql<string>`coalesce(nullif(${hi}, ''), ${en})` : en;
}

const summaryColumns = (lang: Lang) => ({
  id: blogPosts.id,
  title: inLang(blogPosts.title, blogPosts.titleHi, lang) as SQL<string>,
  slug: blogPosts.slug,
  excerpt: inLang(blogPosts.excerpt, blogPosts.excerptHi, lang) as SQL<string>,
  featuredImage: blogPosts.featuredImage,
  author: blogPosts.author,
  category: blogPosts.category,
  categoryName: inLang(blogCategories.name, blogCategories.nameHi, lang) as SQL<string | null>,
  tags: blogPosts.tags,
  isPublished: blogPosts.isPublished,
  isFeatured: blogPosts.isFeatured,
  publishedAt: blogPosts.publishedAt,
  viewCount: blogPosts.viewCount,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
});
const postColumns = (lang: Lang) => ({
  ...summaryColumns(lang),
  content: inLang(blogPosts.content, blogPosts.contentHi, lang) as SQL<string>,
});
/** The admin's: the English, and the Hindi beside it. */
const adminPostColumns = {
  ...postColumns('en'),
  titleHi: blogPosts.titleHi,
  excerptHi: blogPosts.excerptHi,
  contentHi: blogPosts.contentHi,
};

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

function toSummary<Row extends SummaryRow>(row: Row) {
  return {
    ...row,
    categoryName: row.categoryName ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toPost = (row: SummaryRow & { content: string }): BlogPost => toSummary(row);

const selectSummaries = (db: Db, lang: Lang) =>
  db
    .select(summaryColumns(lang))
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.slug, blogPosts.category));

const selectPosts = (db: Db, lang: Lang) =>
  db
    .select(postColumns(lang))
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.slug, blogPosts.category));

const selectAdminPosts = (db: Db) =>
  db
    .select(adminPostColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.slug, blogPosts.category));

const toAdminPost = (
  row: Awaited<ReturnType<ReturnType<typeof selectAdminPosts>['execute']>>[number],
): AdminBlogPost => toSummary(row);

// ---------------------------------------------------------------- public reads

/** docs/product.md §6.1 search: case-insensitive substring of title, content or excerpt; published only. */
export async function listPublishedPosts(db: Db, query: BlogPostListQuery) {
  const filters: SQL[] = [published];
  if (query.category) filters.push(eq(blogPosts.category, query.category));
  if (query.q) {
    const pattern = containsPattern(query.q);
    // Either language finds the post (issue 25: Hindi text is searchable).
    filters.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.content, pattern),
        ilike(blogPosts.excerpt, pattern),
        ilike(blogPosts.titleHi, pattern),
        ilike(blogPosts.contentHi, pattern),
        ilike(blogPosts.excerptHi, pattern),
      )!,
    );
  }
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    selectSummaries(db, query.lang)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { items: rows.map(toSummary), total: counted?.total ?? 0, page: query.page, limit: query.limit };
}

export async function listFeaturedPosts(db: Db, limit: number, lang: Lang): Promise<BlogPostSummary[]> {
  const rows = await selectSummaries(db, lang)
    .where(and(published, eq(blogPosts.isFeatured, true)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toSummary);
}

/** Categories with their published post counts; the name and description in the reader's language. */
const selectCategories = (db: Db, lang: Lang) =>
  db
    .select({
      id: blogCategories.id,
      name: inLang(blogCategories.name, blogCategories.nameHi, lang) as SQL<string>,
      slug: blogCategories.slug,
      description: inLang(blogCategories.description, blogCategories.descriptionHi, lang) as SQL<string>,
      postCount: sql<number>`count(${blogPosts.id})::int`,
    })
    .from(blogCategories)
    .leftJoin(blogPosts, and(eq(blogPosts.category, blogCategories.slug), published))
    .groupBy(blogCategories.id)
    .$dynamic();

/** docs/product.md §7.7: categories ordered by name (in the reader's language). */
export async function listCategories(db: Db, lang: Lang): Promise<BlogCategory[]> {
  return selectCategories(db, lang).orderBy(
    asc(inLang(blogCategories.name, blogCategories.nameHi, lang)),
    asc(blogCategories.id),
  );
}

/** The admin's categories: the English, and the Hindi beside it. */
const selectAdminCategories = (db: Db) =>
  db
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      slug: blogCategories.slug,
      description: blogCategories.description,
      nameHi: blogCategories.nameHi,
      descriptionHi: blogCategories.descriptionHi,
      postCount: sql<number>`count(${blogPosts.id})::int`,
    })
    .from(blogCategories)
    .leftJoin(blogPosts, and(eq(blogPosts.category, blogCategories.slug), published))
    .groupBy(blogCategories.id)
    .$dynamic();

export async function listAdminCategories(db: Db): Promise<AdminBlogCategory[]> {
  return selectAdminCategories(db).orderBy(asc(blogCategories.name), asc(blogCategories.id));
}

export async function findPublishedPost(db: Db, slug: string, lang: Lang): Promise<BlogPost | null> {
  const [row] = await selectPosts(db, lang).where(and(eq(blogPosts.slug, slug), published));
  return row ? toPost(row) : null;
}

/** Approved comments of a post, oldest first (the email stays private). */
export async function listApprovedComments(db: Db, postId: number): Promise<BlogComment[]> {
  const rows = await db
    .select({
      id: blogComments.id,
      userName: blogComments.userName,
      content: blogComments.content,
      createdAt: blogComments.createdAt,
    })
    .from(blogComments)
    .where(and(eq(blogComments.postId, postId), eq(blogComments.isApproved, true)))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Other published posts of the same category, newest first. */
export async function listRelatedPosts(
  db: Db,
  post: BlogPost,
  limit: number,
  lang: Lang,
): Promise<BlogPostSummary[]> {
  if (!post.category) return [];
  const rows = await selectSummaries(db, lang)
    .where(and(published, eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toSummary);
}

/** One more view, counted in SQL so concurrent views never overwrite each other. */
export async function incrementViewCount(db: Db, slug: string): Promise<number | null> {
  const [row] = await db
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(and(eq(blogPosts.slug, slug), published))
    .returning({ viewCount: blogPosts.viewCount });
  return row?.viewCount ?? null;
}

export async function findViewCount(db: Db, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ viewCount: blogPosts.viewCount })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published));
  return row?.viewCount ?? null;
}

export async function findPublishedPostId(db: Db, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published));
  return row?.id ?? null;
}

export async function insertComment(
  db: Db,
  values: { postId: number; userName: string; userEmail: string; content: string },
): Promise<number> {
  const [row] = await db
    .insert(blogComments)
    .values({ ...values, isApproved: false })
    .returning({ id: blogComments.id });
  return row!.id;
}

// ---------------------------------------------------------------- admin

export async function countForAdmin(db: Db): Promise<BlogAdminCounts> {
  const [row] = await db
    .select({
      posts: sql<number>`(select count(*)::int from ${blogPosts})`,
      pendingComments: sql<number>`(select count(*)::int from ${blogComments} where not ${blogComments.isApproved} and ${blogComments.rejectedAt} is null)`,
      categories: sql<number>`(select count(*)::int from ${blogCategories})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/** All posts, drafts too, newest created first. */
export async function listAllPosts(db: Db, page: number, limit: number) {
  const [rows, [counted]] = await Promise.all([
    selectAdminPosts(db)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(blogPosts),
  ]);
  return { items: rows.map(toAdminPost), total: counted?.total ?? 0, page, limit };
}

/** A post by its slug, draft or published: the admin's preview (docs/product.md §7.7). */
export async function findPostBySlug(db: Db, slug: string, lang: Lang): Promise<BlogPost | null> {
  const [row] = await selectPosts(db, lang).where(eq(blogPosts.slug, slug));
  return row ? toPost(row) : null;
}

export async function findPostById(db: Db, id: number): Promise<AdminBlogPost | null> {
  const [row] = await selectAdminPosts(db).where(eq(blogPosts.id, id));
  return row ? toAdminPost(row) : null;
}

const selectAdminComments = (db: Db) =>
  db
    .select({
      id: blogComments.id,
      postId: blogComments.postId,
      postTitle: blogPosts.title,
      postSlug: blogPosts.slug,
      userName: blogComments.userName,
      userEmail: blogComments.userEmail,
      content: blogComments.content,
      isApproved: blogComments.isApproved,
      rejectedAt: blogComments.rejectedAt,
      createdAt: blogComments.createdAt,
    })
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId));

const toAdminComment = ({
  rejectedAt,
  ...row
}: Awaited<ReturnType<ReturnType<typeof selectAdminComments>['execute']>>[number]): AdminBlogComment => ({
  ...row,
  status: row.isApproved ? 'approved' : rejectedAt ? 'rejected' : 'pending',
  createdAt: row.createdAt.toISOString(),
});

/** The comments in one moderation state (docs/product.md §7.7). */
const inStatus: Record<CommentStatus, SQL> = {
  approved: eq(blogComments.isApproved, true),
  pending: and(eq(blogComments.isApproved, false), isNull(blogComments.rejectedAt))!,
  rejected: isNotNull(blogComments.rejectedAt),
};

/** Every comment with its post's title, newest first; optionally those of one moderation state. */
export async function listAdminComments(db: Db, filter: 'all' | CommentStatus, page: number, limit: number) {
  const where = filter === 'all' ? undefined : inStatus[filter];
  const [rows, [counted]] = await Promise.all([
    selectAdminComments(db)
      .where(where)
      .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(blogComments).where(where),
  ]);
  return { items: rows.map(toAdminComment), total: counted?.total ?? 0, page, limit };
}

export async function findAdminComment(db: Db, id: number): Promise<AdminBlogComment | null> {
  const [row] = await selectAdminComments(db).where(eq(blogComments.id, id));
  return row ? toAdminComment(row) : null;
}

export async function findCategoryById(db: Db, id: number): Promise<AdminBlogCategory | null> {
  const [row] = await selectAdminCategories(db).where(eq(blogCategories.id, id));
  return row ?? null;
}
