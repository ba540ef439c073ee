import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBlogCategorySchema,
  adminBlogCommentPageSchema,
  adminBlogCommentQuerySchema,
  adminBlogCommentSchema,
  adminBlogPageQuerySchema,
  adminBlogPostPageSchema,
  adminBlogPostSchema,
  BLOG_MESSAGES,
  blogCategoryInputSchema,
  blogCommentModerationSchema,
  blogIdParamsSchema,
  blogItemsSchema,
  blogPostInputSchema,
  blogPostSchema,
  blogSlugParamsSchema,
} from '#shared/blog/blog.schemas.ts';
import { contentLangQuerySchema } from '#shared/i18n/lang.schemas.ts';
import { IMAGE_JSON_BODY_LIMIT } from '#shared/uploads/uploads.ts';
import { AppError } from '../../lib/errors.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import {
  countForAdmin,
  findAdminComment,
  findPostBySlug,
  listAdminCategories,
  listAdminComments,
  listAllPosts,
} from './blog.repo.ts';
import { BlogService } from './blog.service.ts';
import type { CommentMailer } from './comment-approved-mail.ts';

/**
 * The admin Blog tab: posts (drafts too), comment moderation, categories. Admin-only through the
 * auth guard (everything under /api/admin). Every write invalidates the public blog cache.
 */
export const blogAdminRoutes: FastifyPluginAsyncZod<{ mail: CommentMailer; now?: () => number }> = async (
  app,
  { mail, now },
) => {
  const blog = new BlogService(app.db, () => app.publicCache.invalidate(CACHE_TAGS.blog), mail, now);
  app.get(
    '/api/admin/blog/posts',
    {
      schema: {
        tags: ['admin', 'blog'],
        summary:
          'All posts, drafts too, newest first; with the sub-tab counts (posts, pending comments, categories)',
        querystring: adminBlogPageQuerySchema,
        response: { 200: adminBlogPostPageSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const [list, counts] = await Promise.all([listAllPosts(app.db, page, limit), countForAdmin(app.db)]);
      return { ...list, counts };
    },
  );

  app.get(
    '/api/admin/blog/preview/:slug',
    {
      schema: {
        tags: ['admin', 'blog'],
        summary: 'A post by its slug, drafts too: the preview /blog/{slug} shows an admin (never cached)',
        params: blogSlugParamsSchema,
        querystring: contentLangQuerySchema,
        response: { 200: blogPostSchema },
      },
    },
    async (request) => {
      const post = await findPostBySlug(app.db, request.params.slug, request.query.lang);
      if (!post) throw new AppError('NOT_FOUND', BLOG_MESSAGES.loadPostFailed);
      return post;
    },
  );

  app.post(
    '/api/admin/blog/posts',
    {
      bodyLimit: IMAGE_JSON_BODY_LIMIT,
      schema: {
        tags: ['admin', 'blog'],
        summary: 'Create a post (slug generated from the title when blank; published_at set when published)',
        body: blogPostInputSchema,
        response: { 201: adminBlogPostSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await blog.createPost(request.body)),
  );

  app.put(
    '/api/admin/blog/posts/:id',
    {
      bodyLimit: IMAGE_JSON_BODY_LIMIT,
      schema: {
        tags: ['admin', 'blog'],
        summary: 'Replace a post (published keeps or sets published_at; unpublished clears it)',
        params: blogIdParamsSchema,
        body: blogPostInputSchema,
        response: { 200: adminBlogPostSchema },
      },
    },
    async (request) => blog.updatePost(request.params.id, request.body),
  );

  app.delete(
    '/api/admin/blog/posts/:id',
    {
      schema: {
        tags: ['admin', 'blog'],
        summary: 'Delete a post and its comments',
        params: blogIdParamsSchema,
      },
    },
    async (request, reply) => {
      await blog.deletePost(request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/blog/comments',
    {
      schema: {
        tags: ['admin', 'blog'],
        summary: 'Comments with their post, newest first; status all | pending | approved | rejected',
        querystring: adminBlogCommentQuerySchema,
        response: { 200: adminBlogCommentPageSchema },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      return listAdminComments(app.db, status, page, limit);
    },
  );

  app.patch(
    '/api/admin/blog/comments/:id',
    {
      schema: {
        tags: ['admin', 'blog'],
        summary:
          'Moderate: approved (public), rejected (out of the pending queue, hidden), pending (unapprove or restore)',
        params: blogIdParamsSchema,
        body: blogCommentModerationSchema,
        response: { 200: adminBlogCommentSchema },
      },
    },
    async (request) => {
      await blog.moderateComment(request.params.id, request.body.status);
      const comment = await findAdminComment(app.db, request.params.id);
      if (!comment) throw new AppError('NOT_FOUND', BLOG_MESSAGES.commentNotFound);
      return comment;
    },
  );

  app.delete(
    '/api/admin/blog/comments/:id',
    {
      schema: { tags: ['admin', 'blog'], summary: 'Delete a comment', params: blogIdParamsSchema },
    },
    async (request, reply) => {
      await blog.deleteComment(request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/blog/categories',
    {
      schema: {
        tags: ['admin', 'blog'],
        summary: 'Categories by name with published post counts',
        response: { 200: blogItemsSchema(adminBlogCategorySchema) },
      },
    },
    async () => ({ items: await listAdminCategories(app.db) }),
  );

  app.post(
    '/api/admin/blog/categories',
    {
      schema: {
        tags: ['admin', 'blog'],
        summary: 'Create a category (slug from the name when blank; unique)',
        body: blogCategoryInputSchema,
        response: { 201: adminBlogCategorySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await blog.saveCategory(null, request.body)),
  );

  app.put(
    '/api/admin/blog/categories/:id',
    {
      schema: {
        tags: ['admin', 'blog'],
        summary: "Edit a category's name, slug and description (a new slug follows to its posts)",
        params: blogIdParamsSchema,
        body: blogCategoryInputSchema,
        response: { 200: adminBlogCategorySchema },
      },
    },
    async (request) => blog.saveCategory(request.params.id, request.body),
  );

  app.delete(
    '/api/admin/blog/categories/:id',
    {
      schema: {
        tags: ['admin', 'blog'],
        summary: 'Delete a category; its posts stay, without a category',
        params: blogIdParamsSchema,
      },
    },
    async (request, reply) => {
      await blog.deleteCategory(request.params.id);
      return reply.code(204).send();
    },
  );
};
