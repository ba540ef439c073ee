import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BLOG_MESSAGES,
  blogCategorySchema,
  blogCommentInputSchema,
  blogCommentReceiptSchema,
  blogItemsSchema,
  blogPostDetailSchema,
  blogPostListQuerySchema,
  blogPostPageSchema,
  blogPostSummarySchema,
  blogSlugParamsSchema,
  blogViewCountSchema,
  FEATURED_POSTS_LIMIT,
  RELATED_POSTS_LIMIT,
} from '#shared/blog/blog.schemas.ts';
import { BLOG_PAGE_SIZE } from '#shared/blog/blog.ts';
import { contentLangQuerySchema } from '#shared/i18n/lang.schemas.ts';
import { AppError } from '../../lib/errors.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { clientKey, WindowRateLimiter } from '../../lib/rate-limiter.ts';
import { sendCached } from '../../plugins/public-read.ts';
import {
  findPublishedPost,
  findPublishedPostId,
  insertComment,
  listApprovedComments,
  listCategories,
  listFeaturedPosts,
  listPublishedPosts,
  listRelatedPosts,
} from './blog.repo.ts';
import { COUNTED_VIEWS_PER_CLIENT, createViewCounter } from './view-counting.ts';

/** Per client IP: a reader leaves a comment or two; a spammer is slowed down. */
export const COMMENTS_PER_IP_PER_10_MINUTES = 5;

const tags = [CACHE_TAGS.blog];
const notFound = () => new AppError('NOT_FOUND', BLOG_MESSAGES.loadPostFailed);

/** The public blog: published posts only, approved comments only. */
export const blogRoutes: FastifyPluginAsyncZod<{ now?: () => number }> = async (app, { now }) => {
  const commentLimiter = new WindowRateLimiter(
    app.db,
    'blog-comment',
    COMMENTS_PER_IP_PER_10_MINUTES,
    10 * 60_000,
    now,
  );
  const countView = createViewCounter(app.db, now);

  app.get(
    '/api/blog/posts',
    {
      schema: {
        tags: ['blog'],
        summary:
          'Published posts, newest first: search title/content/excerpt (q), filter by category slug, page',
        querystring: blogPostListQuerySchema,
        response: { 200: blogPostPageSchema },
      },
    },
    (request, reply) => {
      const q = request.query;
      // JSON keeps typed text from forming another query's key.
      const key = `blog:posts:${JSON.stringify([q.lang, q.category, q.q, q.page, q.limit])}`;
      // As for products: the blog's own first pages stay hot, searches and the rest share the other budget.
      const blogRead = !q.q && !q.category && q.page <= 5 && q.limit === BLOG_PAGE_SIZE;
      return sendCached(
        request,
        reply,
        key,
        tags,
        () => listPublishedPosts(app.readDb, q),
        blogRead ? 'reads' : 'other-reads',
      );
    },
  );

  app.get(
    '/api/blog/featured',
    {
      schema: {
        tags: ['blog'],
        summary: `Up to ${FEATURED_POSTS_LIMIT} published featured posts, newest first`,
        querystring: contentLangQuerySchema,
        response: { 200: blogItemsSchema(blogPostSummarySchema) },
      },
    },
    (request, reply) => {
      const { lang } = request.query;
      return sendCached(request, reply, `blog:featured:${lang}`, tags, async () => ({
        items: await listFeaturedPosts(app.readDb, FEATURED_POSTS_LIMIT, lang),
      }));
    },
  );

  app.get(
    '/api/blog/categories',
    {
      schema: {
        tags: ['blog'],
        summary: 'Blog categories by name, with their published post counts',
        querystring: contentLangQuerySchema,
        response: { 200: blogItemsSchema(blogCategorySchema) },
      },
    },
    (request, reply) => {
      const { lang } = request.query;
      return sendCached(request, reply, `blog:categories:${lang}`, tags, async () => ({
        items: await listCategories(app.readDb, lang),
      }));
    },
  );

  app.get(
    '/api/blog/posts/:slug',
    {
      schema: {
        tags: ['blog'],
        summary: 'A published post with its approved comments (oldest first) and up to 3 related posts',
        params: blogSlugParamsSchema,
        querystring: contentLangQuerySchema,
        response: { 200: blogPostDetailSchema },
      },
    },
    (request, reply) => {
      const { lang } = request.query;
      // JSON keeps a slug from forming another language's key.
      const key = `blog:post:${JSON.stringify([lang, request.params.slug])}`;
      return sendCached(request, reply, key, tags, async () => {
        const post = await findPublishedPost(app.readDb, request.params.slug, lang);
        if (!post) throw notFound();
        const [comments, related] = await Promise.all([
          listApprovedComments(app.readDb, post.id),
          listRelatedPosts(app.readDb, post, RELATED_POSTS_LIMIT, lang),
        ]);
        return { post, comments, commentCount: comments.length, related };
      });
    },
  );

  app.post(
    '/api/blog/posts/:slug/view',
    {
      schema: {
        tags: ['blog'],
        summary: `Count one view (once per client per post per 30 minutes, at most ${COUNTED_VIEWS_PER_CLIENT} posts per client); answers the count`,
        params: blogSlugParamsSchema,
        response: { 200: blogViewCountSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const viewCount = await countView(request, request.params.slug);
      if (viewCount === null) throw notFound();
      return { viewCount };
    },
  );

  app.post(
    '/api/blog/posts/:slug/comments',
    {
      schema: {
        tags: ['blog'],
        summary: `Leave a comment (stored pending until an admin approves it); ${COMMENTS_PER_IP_PER_10_MINUTES} per 10 minutes per client`,
        params: blogSlugParamsSchema,
        body: blogCommentInputSchema,
        response: { 201: blogCommentReceiptSchema },
      },
    },
    async (request, reply) => {
      const postId = await findPublishedPostId(app.db, request.params.slug);
      if (postId === null) throw notFound();
      const verdict = await commentLimiter.hit(clientKey(request));
      if (!verdict.allowed)
        throw new AppError('RATE_LIMITED', BLOG_MESSAGES.tooManyComments, undefined, verdict.retryAfter);
      const { name, email, content } = request.body;
      const id = await insertComment(app.db, { postId, userName: name, userEmail: email, content }).catch(
        (error: unknown) => {
          // The post was deleted a moment ago (foreign key).
          throw pgErrorCode(error) === '23503' ? notFound() : error;
        },
      );
      // Pending comments are not public: the cached reads stay valid.
      return reply.code(201).send({ id, isApproved: false as const });
    },
  );
};
