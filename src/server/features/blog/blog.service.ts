import { desc, eq, sql } from 'drizzle-orm';
import {
  type AdminBlogCategory,
  type AdminBlogPost,
  BLOG_MESSAGES,
  type BlogCategoryValues,
  type BlogPostValues,
  type CommentStatus,
  generateSlug,
  slugify,
} from '#shared/blog/blog.schemas.ts';
import type { Db } from '../../db/client.ts';
import { blogCategories, blogComments, blogPosts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { findCategoryById, findPostById } from './blog.repo.ts';
import { type CommentMailer, enqueueCommentApprovedMail } from './comment-approved-mail.ts';

/** The blog's public reads other features use (the server's page meta). */
export { findPublishedPost, listCategories } from './blog.repo.ts';

/** A generated slug that collides (two posts titled alike in the same millisecond) gets -2, -3, … */
const MAX_SLUG_ATTEMPTS = 5;

const slugTaken = () => new AppError('CONFLICT', BLOG_MESSAGES.slugTaken, { slug: BLOG_MESSAGES.slugTaken });
const unknownCategory = () =>
  new AppError('VALIDATION_FAILED', BLOG_MESSAGES.unknownCategory, {
    category: BLOG_MESSAGES.unknownCategory,
  });

/** The slug the admin typed, normalised (docs/product.md §7.7); none → generated from the title. */
function chooseSlug(values: BlogPostValues, nowMs: number): { slug: string; generated: boolean } {
  const typed = values.slug ? slugify(values.slug) : '';
  return typed
    ? { slug: typed, generated: false }
    : { slug: generateSlug(values.title, nowMs), generated: true };
}

/**
 * Writes a post under a unique slug: the unique index decides (race-safe). A typed slug already
 * in use is a 409 naming the field; a generated one gets a numeric suffix and is tried again.
 * An unknown category (foreign key) is a 400 naming the field.
 */
async function withUniqueSlug<T>(
  values: BlogPostValues,
  now: () => number,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  const { slug, generated } = chooseSlug(values, now());
  for (let attempt = 1; ; attempt++) {
    const candidate = attempt === 1 ? slug : `${slug}-${attempt}`;
    try {
      return await write(candidate);
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === '23503') throw unknownCategory();
      if (code !== '23505') throw error;
      if (!generated || attempt >= MAX_SLUG_ATTEMPTS) throw slugTaken();
    }
  }
}

const postColumns = (values: BlogPostValues) => ({
  title: values.title,
  excerpt: values.excerpt,
  content: values.content,
  author: values.author,
  category: values.category ?? null,
  tags: values.tags,
  featuredImage: values.featuredImage ?? null,
  isPublished: values.isPublished,
  isFeatured: values.isFeatured,
  titleHi: values.titleHi,
  excerptHi: values.excerptHi,
  contentHi: values.contentHi,
});

export class BlogService {
  constructor(
    private readonly db: Db,
    /** Called after every write: the public blog reads (and pages) are cached under one tag. */
    private readonly invalidate: () => void,
    /** The approved commenter's email (docs/product.md §7.7). */
    private readonly mail: CommentMailer,
    private readonly now: () => number = Date.now,
  ) {}

  /** docs/product.md §7.7: published_at is the current time when created published, else null. */
  async createPost(values: BlogPostValues): Promise<AdminBlogPost> {
    const id = await withUniqueSlug(values, this.now, async (slug) => {
      const [row] = await this.db
        .insert(blogPosts)
        .values({ ...postColumns(values), slug, publishedAt: values.isPublished ? sql`now()` : null })
        .returning({ id: blogPosts.id });
      return row!.id;
    });
    this.invalidate();
    return (await findPostById(this.db, id))!;
  }

  /**
   * docs/product.md §7.7 on edit: published keeps its published_at (or takes the current time when it had
   * none); unpublished clears it. Decided in the UPDATE itself, so it reads the stored value.
   */
  async updatePost(id: number, values: BlogPostValues): Promise<AdminBlogPost> {
    const updated = await withUniqueSlug(values, this.now, async (slug) => {
      const rows = await this.db
        .update(blogPosts)
        .set({
          ...postColumns(values),
          slug,
          publishedAt: values.isPublished ? sql`coalesce(${blogPosts.publishedAt}, now())` : null,
          updatedAt: sql`now()`,
        })
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    });
    if (!updated) throw new AppError('NOT_FOUND', BLOG_MESSAGES.postNotFound);
    this.invalidate();
    return (await findPostById(this.db, id))!;
  }

  async deletePost(id: number): Promise<void> {
    const rows = await this.db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
    if (rows.length === 0) throw new AppError('NOT_FOUND', BLOG_MESSAGES.postNotFound);
    this.invalidate();
  }

  /**
   * docs/product.md §7.7: approved (public); rejected (out of the pending queue, hidden, kept to restore);
   * pending (an approved one unapproved, a rejected one restored).
   */
  async moderateComment(id: number, status: CommentStatus): Promise<void> {
    // Read before the transaction: it goes through the outer db (PGlite: one connection).
    const context = status === 'approved' ? await this.mail.templateContext() : undefined;
    await this.db.transaction(async (tx) => {
      // Locked, so two approvals at once mail once: only the one that makes it approved does.
      const [before] = await tx
        .select({ isApproved: blogComments.isApproved })
        .from(blogComments)
        .where(eq(blogComments.id, id))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND', BLOG_MESSAGES.commentNotFound);
      await tx
        .update(blogComments)
        .set({
          isApproved: status === 'approved',
          // A rejection keeps its first time when repeated.
          rejectedAt: status === 'rejected' ? sql`coalesce(${blogComments.rejectedAt}, now())` : null,
        })
        .where(eq(blogComments.id, id));
      if (context && !before.isApproved) await enqueueCommentApprovedMail(tx, this.mail, context, id);
    });
    this.invalidate();
  }

  async deleteComment(id: number): Promise<void> {
    const rows = await this.db
      .delete(blogComments)
      .where(eq(blogComments.id, id))
      .returning({ id: blogComments.id });
    if (rows.length === 0) throw new AppError('NOT_FOUND', BLOG_MESSAGES.commentNotFound);
    this.invalidate();
  }

  /**
   * docs/product.md §7.7: its posts stay, published or not, without a category (foreign key ON DELETE SET
   * NULL); they leave the category's filter and related posts.
   */
  async deleteCategory(id: number): Promise<void> {
    const rows = await this.db
      .delete(blogCategories)
      .where(eq(blogCategories.id, id))
      .returning({ id: blogCategories.id });
    if (rows.length === 0) throw new AppError('NOT_FOUND', BLOG_MESSAGES.categoryNotFound);
    this.invalidate();
  }

  /** Slug blank → from the name (no timestamp: category slugs are few and chosen by hand). */
  async saveCategory(id: number | null, input: BlogCategoryValues): Promise<AdminBlogCategory> {
    const slug = slugify(input.slug || input.name);
    if (!slug) {
      const message = 'Give the category a slug with letters or digits.';
      throw new AppError('VALIDATION_FAILED', message, { slug: message });
    }
    const values = {
      name: input.name,
      slug,
      description: input.description,
      nameHi: input.nameHi,
      descriptionHi: input.descriptionHi,
    };
    let savedId: number | undefined;
    try {
      const [row] =
        id === null
          ? await this.db.insert(blogCategories).values(values).returning({ id: blogCategories.id })
          : await this.db
              .update(blogCategories)
              .set(values)
              .where(eq(blogCategories.id, id))
              .returning({ id: blogCategories.id });
      savedId = row?.id;
    } catch (error) {
      if (pgErrorCode(error) === '23505')
        throw new AppError('CONFLICT', BLOG_MESSAGES.categorySlugTaken, {
          slug: BLOG_MESSAGES.categorySlugTaken,
        });
      throw error;
    }
    if (savedId === undefined) throw new AppError('NOT_FOUND', BLOG_MESSAGES.categoryNotFound);
    // A renamed slug cascades to its posts (foreign key ON UPDATE CASCADE).
    this.invalidate();
    return (await findCategoryById(this.db, savedId))!;
  }
}

/** Privacy export (issue 22): the comments written with this email, newest first. */
export function commentsByEmail(db: Db, email: string) {
  return db
    .select({
      post: blogPosts.title,
      content: blogComments.content,
      approved: blogComments.isApproved,
      createdAt: blogComments.createdAt,
    })
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(eq(blogComments.userEmail, email))
    .orderBy(desc(blogComments.createdAt));
}

/** Account deletion (issue 22): the comments stay with the post, no longer naming their writer. */
export async function anonymizeCommentsBy(tx: Db, email: string): Promise<void> {
  await tx
    .update(blogComments)
    .set({ userName: FORMER_CUSTOMER, userEmail: '' })
    .where(eq(blogComments.userEmail, email));
}

const FORMER_CUSTOMER = 'Former customer';

/** Privacy (decision 034): the person's comments, in their export; anonymized with the account. */
export const blogPersonalData = {
  owner: 'blog',
  tables: ['blog_comments'],
  exportFor: async (db: Db, person: { email: string }) => ({
    comments: await commentsByEmail(db, person.email),
  }),
  forget: (tx: Db, person: { email: string }) => anonymizeCommentsBy(tx, person.email),
};
