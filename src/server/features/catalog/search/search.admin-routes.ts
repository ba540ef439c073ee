import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SEARCH_ADMIN_MESSAGES,
  searchMissSchema,
  synonymGroupInputSchema,
  synonymGroupSchema,
} from '#shared/catalog/search.schemas.ts';
import { SEARCH_TEXT_MAX } from '#shared/catalog/search-limits.ts';
import { CACHE_TAGS } from '../../../lib/public-cache.ts';
import { rowIdOr404 } from '../../../lib/row-id.ts';
import {
  addSynonyms,
  deleteSynonymGroup,
  dismissMiss,
  listMisses,
  listSynonymGroups,
} from './search-admin.repo.ts';

const tags = ['admin', 'catalog'];

/** Admin → Search (decision 067): the synonyms the owner edits and the report of searches that found nothing. */
export const searchAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // A synonym changes what searches find: every cached product read and suggestion goes.
  const invalidate = () => app.publicCache.invalidate(CACHE_TAGS.products);

  app.get(
    '/api/admin/search/synonyms',
    {
      schema: {
        tags,
        summary: 'The synonym groups, oldest first',
        response: { 200: z.object({ items: z.array(synonymGroupSchema) }) },
      },
    },
    async () => ({ items: await listSynonymGroups(app.db) }),
  );

  app.post(
    '/api/admin/search/synonyms',
    {
      schema: {
        tags,
        summary:
          'Add words that mean the same; a group that already has one of them takes the others (the misses it answers leave the report)',
        body: synonymGroupInputSchema,
        response: { 201: synonymGroupSchema },
      },
    },
    async (request, reply) => {
      const group = await addSynonyms(app.db, request.body.terms);
      invalidate();
      return reply.code(201).send(group);
    },
  );

  app.delete(
    '/api/admin/search/synonyms/:id',
    {
      schema: {
        tags,
        summary: 'Remove a synonym group',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      await deleteSynonymGroup(app.db, rowIdOr404(request.params.id, SEARCH_ADMIN_MESSAGES.notFound));
      invalidate();
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/search/misses',
    {
      schema: {
        tags,
        summary:
          'Searches that found nothing, most searched first (the words and their count only), each with the closest term the shop knows',
        response: { 200: z.object({ items: z.array(searchMissSchema) }) },
      },
    },
    async () => ({ items: await listMisses(app.db) }),
  );

  app.delete(
    '/api/admin/search/misses',
    {
      schema: {
        tags,
        summary: 'Take a search off the report',
        querystring: z.object({
          query: z
            .string({ error: 'query is required' })
            .trim()
            .min(1, 'query is required')
            .max(SEARCH_TEXT_MAX),
        }),
      },
    },
    async (request, reply) => {
      await dismissMiss(app.db, request.query.query);
      return reply.code(204).send();
    },
  );
};
