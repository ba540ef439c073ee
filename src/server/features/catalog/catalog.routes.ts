import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, pageSchema } from '#shared/api/pagination.ts';
import { categorySummarySchema, productSchema } from '#shared/catalog/catalog.schemas.ts';
import { productListQuerySchema } from '#shared/catalog/product-query.schemas.ts';
import { suggestionsQuerySchema, suggestionsSchema } from '#shared/catalog/search.schemas.ts';
import { FEATURED_PRODUCTS_LIMIT } from '#shared/home/home.schemas.ts';
import { AppError } from '../../lib/errors.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { sendCached } from '../../plugins/public-read.ts';
import { listFeaturedProducts, listProducts } from './catalog.repo.ts';
import {
  cachedProductAddress,
  PRODUCT_NOT_FOUND,
  publicCategoriesRead,
  publicProductRead,
} from './catalog.service.ts';
import { nextPriceBoundary } from './pricing.ts';
import { recordMiss } from './search/search-admin.repo.ts';
import { refreshSearchDocuments } from './search/search-documents.ts';
import { suggest } from './search/suggestions.ts';

const tags = [CACHE_TAGS.products];

/** Which cached searches found nothing (so a cached answer still counts in the report), at most 10,000. */
class MissMemo {
  #empty = new Set<string>();
  remember(key: string, empty: boolean) {
    if (!empty) this.#empty.delete(key);
    else {
      if (this.#empty.size >= 10_000) this.#empty.clear();
      this.#empty.add(key);
    }
  }
  found(key: string) {
    return this.#empty.has(key);
  }
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const misses = new MissMemo();
  // A sale or offer starting or ending changes prices without a write: every cached product read and page
  // expires then (decision 029).
  app.publicCache.expireAtNextChange(CACHE_TAGS.products, () => nextPriceBoundary(app.db));

  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The nine categories in order, with in-stock counts and a cover image',
        response: { 200: z.object({ items: z.array(categorySummarySchema) }) },
      },
    },
    (request, reply) => {
      const { key, tags, load } = publicCategoriesRead(app.readDb);
      return sendCached(request, reply, key, tags, load);
    },
  );

  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'In-stock products: filter by category, search (typos, Hinglish, Hindi and synonyms forgiven; best match first), sort, page',
        querystring: productListQuerySchema,
        response: {
          200: pageSchema(productSchema).extend({
            didYouMean: z
              .string()
              .optional()
              .describe(
                'A search that found nothing or little (first page): the closest term the shop knows',
              ),
          }),
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const key = `products:${query.category ?? ''}:${query.sort}:${query.q ?? ''}:${query.page}:${query.limit}`;
      // What the storefront itself asks for stays hot; searches, deep pages and odd page sizes (which a
      // visitor can vary at will) share the other budget (security review L5).
      const storefrontRead = !query.q && query.page <= 5 && query.limit === DEFAULT_PAGE_SIZE;
      const load = async () => {
        // Search documents are written on the primary (a replica reads them).
        if (query.q) await refreshSearchDocuments(app.db);
        const page = await listProducts(app.readDb, query);
        if (query.q) misses.remember(key, page.total === 0);
        return page;
      };
      const sent = await sendCached(
        request,
        reply,
        key,
        tags,
        load,
        storefrontRead ? 'reads' : 'other-reads',
      );
      // Every search that finds nothing counts in the admin's report, served from the cache or not.
      if (query.q && query.page === 1 && misses.found(key)) await recordMiss(app.db, query.q);
      return sent;
    },
  );

  app.get(
    '/api/search/suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'What the search box offers as one types: the best matching products (by name) and categories',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsSchema },
      },
    },
    (request, reply) =>
      sendCached(
        request,
        reply,
        `suggestions:${request.query.q.toLowerCase()}`,
        tags,
        async () => {
          await refreshSearchDocuments(app.db);
          return suggest(app.readDb, request.query.q);
        },
        'other-reads',
      ),
  );

  app.get(
    '/api/products/featured',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The 8 newest featured products in stock (else the 8 newest in stock)',
        response: { 200: z.object({ items: z.array(productSchema) }) },
      },
    },
    (request, reply) =>
      sendCached(request, reply, 'products:featured', tags, async () => ({
        items: await listFeaturedProducts(app.readDb, FEATURED_PRODUCTS_LIMIT),
      })),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product, by its id, its slug or an old slug of it (decision 088)',
        params: z.object({ id: z.string() }),
        response: { 200: productSchema },
      },
    },
    async (request, reply) => {
      const found = await cachedProductAddress(app.publicCache, app.readDb, request.params.id);
      if (!found) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
      const { key, tags, load } = publicProductRead(app.readDb, found.id);
      return sendCached(request, reply, key, tags, load);
    },
  );
};
