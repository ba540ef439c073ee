// Zod-free: the blog as the API answers it, its texts and its pure rules (the storefront imports these).

/** docs/product.md §9.4: featured blog posts 3; related posts 3 (the current post excluded). */
export const FEATURED_POSTS_LIMIT = 3;
export const RELATED_POSTS_LIMIT = 3;
/** docs/product.md §6.1: the post grid shows the first 2 tags. */
export const CARD_TAGS_SHOWN = 2;
/** Posts per page of GET /api/blog/posts unless `limit` says otherwise. */
export const BLOG_PAGE_SIZE = 12;
/** Admin lists (posts, comments) answer this many per page unless `limit` says otherwise. */
export const BLOG_ADMIN_PAGE_SIZE = 100;

/** Field limits (docs/product.md §7.7 names the tags'; the rest keep rows sane), checked by the server. */
export const BLOG_LIMITS = {
  title: 200,
  slug: 200,
  excerpt: 1000,
  content: 100_000,
  author: 100,
  tags: 20,
  tag: 50,
  search: 100,
  commentName: 100,
  commentEmail: 254,
  commentContent: 2000,
  categoryName: 100,
  categoryDescription: 500,
} as const;

/**
 * A comment's moderation state (docs/product.md §7.7): new ones are pending; the admin approves (public),
 * rejects (out of the queue, hidden, restorable) or moves one back to pending (unapprove, restore).
 */
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** The admin Blog tab's sub-tab counts. */
export interface BlogAdminCounts {
  posts: number;
  pendingComments: number;
  categories: number;
}

/** Body of POST /api/admin/blog/posts and PUT …/:id (the whole post); see blogPostInputSchema. */
export interface BlogPostInput {
  title: string;
  /** Blank → generated from the title (docs/product.md §7.7); otherwise normalised by slugify. */
  slug?: string;
  excerpt?: string;
  content: string;
  author: string;
  /** A category slug; blank or null → none. */
  category?: string | null;
  /** 'a, b' or ['a', 'b']. */
  tags?: string | string[];
  /** URL, site path or small data:image URL; blank or null → none. */
  featuredImage?: string | null;
  isPublished?: boolean;
  isFeatured?: boolean;
  /** The post in Hindi (decision 035); blank → Hindi pages show the English of that field. */
  titleHi?: string;
  excerptHi?: string;
  contentHi?: string;
}

/** Body of POST /api/blog/posts/:slug/comments. */
export interface BlogCommentInput {
  name: string;
  email: string;
  content: string;
}

/** Body of POST /api/admin/blog/categories and PUT …/:id; a blank slug comes from the name. */
export interface BlogCategoryInput {
  name: string;
  slug?: string;
  description?: string;
  /** Hindi (decision 035); blank → Hindi pages show the English. */
  nameHi?: string;
  descriptionHi?: string;
}

/** The admin tab's texts; the public blog's (the comment form's too) are in its catalog (src/web/i18n/en/blog.json). */
export const BLOG_TEXTS = {
  viewBlog: 'View Blog',
  refresh: 'Refresh',
  newPost: 'New Post',
  posts: 'Posts',
  comments: 'Comments',
  categories: 'Categories',
  published: 'Published',
  draft: 'Draft',
  featured: 'Featured',
  notPublished: 'Not published',
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
  noBlogPosts: 'No Blog Posts',
  createFirstPost: 'Create First Post',
  noComments: 'No Comments',
} as const;

/** docs/product.md §6.1, §6.2 and §7.7 messages, quoted exactly. */
export const BLOG_MESSAGES = {
  // Public
  loadPostsFailed: 'Failed to load blog posts. Please try again.',
  searchFailed: 'Failed to search blog posts. Please try again.',
  filterFailed: 'Failed to filter posts. Please try again.',
  /** Also the 404 message of an unknown or draft slug (the page then redirects to /blog). */
  loadPostFailed: 'Failed to load blog post. Please try again.',
  commentFailed: 'Failed to submit comment. Please try again.',
  commentSubmittedTitle: 'Comment Submitted',
  commentSubmitted: 'Your comment has been submitted and is awaiting approval.',
  commentFieldsRequired: 'Please fill in all fields.',
  invalidEmail: 'Please enter a valid email address',
  tooManyComments: 'You have sent several comments in a short time. Please wait a few minutes and try again.',
  // Admin
  loadDataFailed: 'Failed to load blog data. Please try again.',
  validationErrorTitle: 'Validation Error',
  postFieldsRequired: 'Please fill in Title, Content, and Author fields.',
  createFailed: 'Failed to create blog post. Please try again.',
  updateFailed: 'Failed to update blog post. Please try again.',
  deleteFailed: 'Failed to delete blog post. Please try again.',
  moderateFailed: 'Failed to moderate comment. Please try again.',
  deleteCommentFailed: 'Failed to delete comment. Please try again.',
  created: 'Blog post created successfully!',
  updated: 'Blog post updated successfully!',
  deleted: 'Blog post deleted successfully!',
  commentApproved: 'Comment approved successfully!',
  commentRejected: 'Comment rejected successfully!',
  /** Not in the spec (it has no Rejected state): a rejected comment back in the pending queue. */
  commentRestored: 'Comment restored to pending.',
  commentDeleted: 'Comment deleted successfully!',
  confirmDeletePost: 'Are you sure you want to delete this blog post?',
  confirmDeleteComment: 'Are you sure you want to delete this comment?',
  slugTaken: 'Another post already uses this slug. Choose a different one.',
  unknownCategory: 'Choose one of the blog categories.',
  postNotFound: 'Blog post not found.',
  commentNotFound: 'Comment not found.',
  categoryNotFound: 'Category not found.',
  categoryNameRequired: 'Please fill in the category name.',
  categorySlugTaken: 'Another category already uses this slug. Choose a different one.',
} as const;

/**
 * docs/product.md §7.7's slug rule without the timestamp: lowercased, accents dropped (é → e), characters
 * other than letters a-z, digits, spaces and hyphens removed, whitespace to hyphens, repeated hyphens
 * collapsed, no hyphen at either end. May be '' (e.g. a title with no Latin letters or digits).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * docs/product.md §7.7: the slug generated from a title when the slug field is blank — `slugify(title)` with
 * the current millisecond timestamp appended (`nowMs` is passed in so this stays pure).
 */
export function generateSlug(title: string, nowMs: number): string {
  const base = slugify(title);
  return base ? `${base}-${nowMs}` : String(nowMs);
}

/** docs/product.md §7.7: tags typed comma-separated → trimmed list, empties and repeats dropped. */
export function parseTags(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  return [...new Set(parts.map((t) => t.trim()).filter((t) => t.length > 0))];
}
