import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentLangQuerySchema } from '#shared/i18n/lang.schemas.ts';
import {
  adminSitePageListSchema,
  adminSitePageSchema,
  newSitePageInputSchema,
  pageResetSchema,
  pageSlugParamsSchema,
  sitePageInputSchema,
  sitePageSchema,
} from '#shared/pages/pages.schemas.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { sendCached } from '../../plugins/public-read.ts';
import {
  createFreePage,
  deletePage,
  listAdminPages,
  publicPageRead,
  readAdminPage,
  resetPolicyPage,
  savePage,
} from './pages.service.ts';

/** The storefront's read of a page (decision 077). */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary:
          'A published page: a policy page (its template filled with the store settings until the owner saves it) or a free page; ?lang=hi its Hindi. 404 for a draft',
        params: pageSlugParamsSchema,
        querystring: contentLangQuerySchema,
        response: { 200: sitePageSchema },
      },
    },
    (request, reply) => {
      const { key, tags, load } = publicPageRead(app.db, request.params.slug, request.query.lang);
      return sendCached(request, reply, key, tags, load);
    },
  );
};

const tags = ['admin', 'content'];

/** Admin → Pages: the content area (decision 037), checked by the auth guard on every route. */
export const pagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = () => app.publicCache.invalidate(CACHE_TAGS.content);

  app.get(
    '/api/admin/pages',
    {
      schema: {
        tags,
        summary: 'The six policy pages (each language its saved text or its template) and the free pages',
        response: { 200: adminSitePageListSchema },
      },
    },
    async () => ({ items: await listAdminPages(app.db) }),
  );

  app.get(
    '/api/admin/pages/:slug',
    {
      schema: {
        tags,
        summary: 'One page, drafts too',
        params: pageSlugParamsSchema,
        response: { 200: adminSitePageSchema },
      },
    },
    async (request) => readAdminPage(app.db, request.params.slug),
  );

  app.post(
    '/api/admin/pages',
    {
      schema: {
        tags,
        summary: 'Add a free page at /pages/{slug} (a draft unless isPublished); 409 fields.slug when taken',
        body: newSitePageInputSchema,
        response: { 201: adminSitePageSchema },
      },
    },
    async (request, reply) => {
      const page = await createFreePage(app.db, request.body);
      changed();
      return reply.code(201).send(page);
    },
  );

  app.put(
    '/api/admin/pages/:slug',
    {
      schema: {
        tags,
        summary:
          'Save a page in both languages. A policy page keeps its address and stays published; a language saved blank or as its template reads as the template. A free page may change its address (409 fields.slug when taken)',
        params: pageSlugParamsSchema,
        body: sitePageInputSchema,
        response: { 200: adminSitePageSchema },
      },
    },
    async (request) => {
      const page = await savePage(app.db, request.params.slug, request.body);
      changed();
      return page;
    },
  );

  app.post(
    '/api/admin/pages/:slug/reset',
    {
      schema: {
        tags,
        summary: "Reset a policy page's text in one language to its template",
        params: pageSlugParamsSchema,
        body: pageResetSchema,
        response: { 200: adminSitePageSchema },
      },
    },
    async (request) => {
      const page = await resetPolicyPage(app.db, request.params.slug, request.body.lang);
      changed();
      return page;
    },
  );

  app.delete(
    '/api/admin/pages/:slug',
    {
      schema: {
        tags,
        summary: 'Delete a free page (policy pages cannot be deleted)',
        params: pageSlugParamsSchema,
      },
    },
    async (request, reply) => {
      await deletePage(app.db, request.params.slug);
      changed();
      return reply.code(204).send();
    },
  );
};
