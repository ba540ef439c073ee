/**
 * Blog API (types in blog.ts; errors are `{ error: { code, message, fields? } }`):
 *
 * Public (cached with ETag; view counts in cached reads may lag, the view POST answers the fresh one).
 * The reads take `?lang=hi` (decision 035): titles, excerpts, bodies and category names in Hindi where
 * entered, else in English.
 * - GET  /api/blog/posts?q=&category=&page=&limit=  → { items: BlogPostSummary[], total, page, limit }
 *        published only, newest published first; q: title/content/excerpt, case-insensitive;
 *        category: a category slug; limit default 12, max 100.
 * - GET  /api/blog/featured        → { items: BlogPostSummary[] } up to 3 published featured, newest first
 * - GET  /api/blog/categories      → { items: BlogCategory[] } by name, postCount = published posts
 * - GET  /api/blog/posts/:slug     → BlogPostDetail { post, comments (approved, oldest first),
 *        commentCount, related (≤ 3 other published posts of the category, newest first) };
 *        unknown or draft → 404 'Failed to load blog post. Please try again.'
 * - POST /api/blog/posts/:slug/view      → { viewCount } (+1 per call; 404 as above)
 * - POST /api/blog/posts/:slug/comments  { name, email, content } → 201 { id, isApproved: false };
 *        400 'Please fill in all fields.' / 'Please enter a valid email address' (fields named);
 *        429 after 5 comments per client IP in 10 minutes.
 *
 * Admin (401 guest, 403 customer; no-store)
 * - GET    /api/admin/blog/posts?page=&limit=  → { items: BlogPost[], total, page, limit,
 *          counts: { posts, pendingComments, categories } } all posts, newest created first, limit default 100
 * - GET    /api/admin/blog/preview/:slug → BlogPost, drafts too (the admin's preview on /blog/{slug});
 *          404 'Failed to load blog post. Please try again.'
 * - POST   /api/admin/blog/posts      BlogPostInput → 201 BlogPost
 * - PUT    /api/admin/blog/posts/:id  BlogPostInput (whole post) → BlogPost
 *          400 'Please fill in Title, Content, and Author fields.' (fields title/content/author);
 *          400 fields.category unknown category; 409 fields.slug slug in use; 404 unknown id.
 * - DELETE /api/admin/blog/posts/:id  → 204 (its comments go too)
 * - GET    /api/admin/blog/comments?status=all|pending|approved|rejected&page=&limit=
 *          → { items: AdminBlogComment[], total, page, limit } newest first
 * - PATCH  /api/admin/blog/comments/:id { status: approved|rejected|pending } → AdminBlogComment
 *          rejected leaves the pending queue (hidden publicly); pending = unapprove or restore
 * - DELETE /api/admin/blog/comments/:id → 204
 * - GET    /api/admin/blog/categories → { items: BlogCategory[] }
 * - POST   /api/admin/blog/categories { name, slug?, description? } → 201 BlogCategory
 * - PUT    /api/admin/blog/categories/:id (same body) → BlogCategory; 409 fields.slug when taken
 * - DELETE /api/admin/blog/categories/:id → 204; its posts stay, without a category
 */
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../api/pagination.ts';
import { contentLangQuerySchema } from '../i18n/lang.schemas.ts';
import { imageUrlSchema } from '../uploads/uploads.schemas.ts';
import type { BlogCategoryInput, BlogCommentInput, BlogPostInput } from './blog.ts';
import {
  BLOG_ADMIN_PAGE_SIZE,
  BLOG_LIMITS,
  BLOG_MESSAGES,
  BLOG_PAGE_SIZE,
  COMMENT_STATUSES,
  parseTags,
} from './blog.ts';

export * from './blog.ts';

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Blank (after trimming) or absent → undefined. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .optional()
    .transform((v) => v || undefined);

// ---------------------------------------------------------------- responses

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  /** http(s) URL, site path (/media/…) or a small data:image URL; null when none. */
  featuredImage: z.string().nullable(),
  author: z.string(),
  /** The category's slug, or null. */
  category: z.string().nullable(),
  /** The category's name, or null when the post has none. */
  categoryName: z.string().nullable(),
  tags: z.array(z.string()),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  /** ISO; null for drafts. */
  publishedAt: z.string().nullable(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A post in lists (the grid, featured, related): everything but the body. */
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  content: z.string(),
});

/** A whole post: the summary plus its markdown body. */
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The admin's post: the English above, its Hindi beside ('' where none is entered; decision 035). */
export const adminBlogPostSchema = blogPostSchema.extend({
  titleHi: z.string(),
  excerptHi: z.string(),
  contentHi: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const blogCommentSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  content: z.string(),
  createdAt: z.string(),
});

/** An approved comment as the public sees it (the email is never public). */
export type BlogComment = z.infer<typeof blogCommentSchema>;

export const adminBlogCommentSchema = blogCommentSchema.extend({
  postId: z.number().int(),
  postTitle: z.string(),
  postSlug: z.string(),
  userEmail: z.string(),
  isApproved: z.boolean(),
  status: z.enum(COMMENT_STATUSES),
});

/** A comment in the admin moderation list. */
export type AdminBlogComment = z.infer<typeof adminBlogCommentSchema>;

export const blogCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Published posts in this category. */
  postCount: z.number().int(),
});

export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** The admin's category: its Hindi beside ('' where none is entered; decision 035). */
export const adminBlogCategorySchema = blogCategorySchema.extend({
  nameHi: z.string(),
  descriptionHi: z.string(),
});
export type AdminBlogCategory = z.infer<typeof adminBlogCategorySchema>;

export const blogPostDetailSchema = z.object({
  post: blogPostSchema,
  /** Approved comments, oldest first. */
  comments: z.array(blogCommentSchema),
  /** Approved comments (pending ones are never counted publicly). */
  commentCount: z.number().int(),
  /** Up to 3 other published posts of the same category, newest first. */
  related: z.array(blogPostSummarySchema),
});

/** GET /api/blog/posts/:slug */
export type BlogPostDetail = z.infer<typeof blogPostDetailSchema>;

export const blogPostPageSchema = pageSchema(blogPostSummarySchema);
export const blogItemsSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const blogCommentReceiptSchema = z.object({
  id: z.number().int(),
  isApproved: z.literal(false),
});

/** POST /api/blog/posts/:slug/comments → 201: the comment is stored pending. */
export type BlogCommentReceipt = z.infer<typeof blogCommentReceiptSchema>;

export const blogViewCountSchema = z.object({
  viewCount: z.number().int(),
});

/** POST /api/blog/posts/:slug/view → 200 */
export type BlogViewCount = z.infer<typeof blogViewCountSchema>;

export const blogAdminCountsSchema = z.object({
  posts: z.number().int(),
  pendingComments: z.number().int(),
  categories: z.number().int(),
});

export const adminBlogPostPageSchema = pageSchema(adminBlogPostSchema).extend({
  counts: blogAdminCountsSchema,
});
export const adminBlogCommentPageSchema = pageSchema(adminBlogCommentSchema);

// ---------------------------------------------------------------- public requests

/** GET /api/blog/posts: `q` searches title, content, excerpt; `category` is a category slug. */
export const blogPostListQuerySchema = pageQuerySchema.extend({
  ...contentLangQuerySchema.shape,
  limit: pageQuerySchema.shape.limit.unwrap().default(BLOG_PAGE_SIZE),
  q: optionalText('search text', BLOG_LIMITS.search),
  category: optionalText('category', BLOG_LIMITS.slug),
});
export type BlogPostListQuery = z.output<typeof blogPostListQuerySchema>;

export const blogSlugParamsSchema = z.object({ slug: z.string() });

const commentField = (max: number, label: string) =>
  z
    .string({ error: BLOG_MESSAGES.commentFieldsRequired })
    .trim()
    .min(1, BLOG_MESSAGES.commentFieldsRequired)
    .max(max, tooLong(label, max));

/** POST /api/blog/posts/:slug/comments — trimmed; blank → 'Please fill in all fields.' */
export const blogCommentInputSchema = z.object({
  name: commentField(BLOG_LIMITS.commentName, 'Your name'),
  email: commentField(BLOG_LIMITS.commentEmail, 'Your email').pipe(
    z.email({ error: BLOG_MESSAGES.invalidEmail }),
  ),
  content: commentField(BLOG_LIMITS.commentContent, 'Your comment'),
});

// ---------------------------------------------------------------- admin requests

const ID_MESSAGE = 'id must be a positive whole number';
export const blogIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: ID_MESSAGE })
    .int(ID_MESSAGE)
    .positive(ID_MESSAGE)
    .max(2_147_483_647, ID_MESSAGE),
});

export const adminBlogPageQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.unwrap().default(BLOG_ADMIN_PAGE_SIZE),
});

export const BLOG_COMMENT_FILTERS = ['all', ...COMMENT_STATUSES] as const;
export const adminBlogCommentQuerySchema = adminBlogPageQuerySchema.extend({
  status: z
    .enum(BLOG_COMMENT_FILTERS, { error: `status must be one of: ${BLOG_COMMENT_FILTERS.join(', ')}` })
    .default('all'),
});

const requiredPostField = (max: number, label: string) =>
  z
    .string({ error: BLOG_MESSAGES.postFieldsRequired })
    .trim()
    .min(1, BLOG_MESSAGES.postFieldsRequired)
    .max(max, tooLong(label, max));

const tagsSchema = z
  .union([z.string(), z.array(z.string())], { error: 'Tags must be text separated by commas' })
  .transform(parseTags)
  .pipe(
    z
      .array(z.string().max(BLOG_LIMITS.tag, tooLong('A tag', BLOG_LIMITS.tag)))
      .max(BLOG_LIMITS.tags, `At most ${BLOG_LIMITS.tags} tags`),
  );

/**
 * POST /api/admin/blog/posts and PUT /api/admin/blog/posts/:id (the whole post each time).
 * `slug`: blank → generated from the title (docs/product.md §7.7); otherwise normalised by `slugify`.
 * `tags`: 'a, b' or ['a', 'b'] → trimmed list. `category`: a category slug, blank → none.
 * `featuredImage`: URL, site path or small data:image URL; blank → none.
 */
export const blogPostInputSchema = z.object({
  title: requiredPostField(BLOG_LIMITS.title, 'Title'),
  slug: optionalText('Slug', BLOG_LIMITS.slug),
  excerpt: z.string().trim().max(BLOG_LIMITS.excerpt, tooLong('Excerpt', BLOG_LIMITS.excerpt)).default(''),
  content: requiredPostField(BLOG_LIMITS.content, 'Content'),
  author: requiredPostField(BLOG_LIMITS.author, 'Author'),
  category: optionalText('Category', BLOG_LIMITS.slug).nullable(),
  tags: tagsSchema.default([]),
  featuredImage: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), imageUrlSchema.nullable())
    .optional(),
  isPublished: z.boolean().default(false),
  isFeatured: z.boolean().default(false),
  titleHi: z.string().trim().max(BLOG_LIMITS.title, tooLong('Hindi title', BLOG_LIMITS.title)).default(''),
  excerptHi: z
    .string()
    .trim()
    .max(BLOG_LIMITS.excerpt, tooLong('Hindi excerpt', BLOG_LIMITS.excerpt))
    .default(''),
  contentHi: z
    .string()
    .trim()
    .max(BLOG_LIMITS.content, tooLong('Hindi content', BLOG_LIMITS.content))
    .default(''),
});
export type BlogPostValues = z.output<typeof blogPostInputSchema>;

/** POST /api/admin/blog/categories and PUT …/:id. `slug` blank → slugify(name). */
export const blogCategoryInputSchema = z.object({
  name: z
    .string({ error: BLOG_MESSAGES.categoryNameRequired })
    .trim()
    .min(1, BLOG_MESSAGES.categoryNameRequired)
    .max(BLOG_LIMITS.categoryName, tooLong('Name', BLOG_LIMITS.categoryName)),
  slug: optionalText('Slug', BLOG_LIMITS.slug),
  description: z
    .string()
    .trim()
    .max(BLOG_LIMITS.categoryDescription, tooLong('Description', BLOG_LIMITS.categoryDescription))
    .default(''),
  nameHi: z
    .string()
    .trim()
    .max(BLOG_LIMITS.categoryName, tooLong('Hindi name', BLOG_LIMITS.categoryName))
    .default(''),
  descriptionHi: z
    .string()
    .trim()
    .max(BLOG_LIMITS.categoryDescription, tooLong('Hindi description', BLOG_LIMITS.categoryDescription))
    .default(''),
});
export type BlogCategoryValues = z.output<typeof blogCategoryInputSchema>;

/**
 * PATCH /api/admin/blog/comments/:id (docs/product.md §7.7): approved; rejected (out of the pending queue,
 * hidden); pending (unapprove an approved one, restore a rejected one).
 */
export const blogCommentModerationSchema = z.object({
  status: z.enum(COMMENT_STATUSES, { error: `status must be one of: ${COMMENT_STATUSES.join(', ')}` }),
});

/** Compile-time check: what the zod-free request types in blog.ts describe, these schemas accept. */
type Accepts<Schema extends z.ZodType, Body extends z.input<Schema>> = Body;
export type BlogRequestTypesChecked = [
  Accepts<typeof blogPostInputSchema, BlogPostInput>,
  Accepts<typeof blogCommentInputSchema, BlogCommentInput>,
  Accepts<typeof blogCategoryInputSchema, BlogCategoryInput>,
];
