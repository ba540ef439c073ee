import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '#shared/api/pagination.ts';
import {
  adminProductListQuerySchema,
  adminProductSchema,
  PRODUCT_ADMIN_MESSAGES,
  productCreateSchema,
  productDeleteResultSchema,
  productUpdateSchema,
} from '#shared/catalog/product-admin.schemas.ts';
import { productVariantsInputSchema, productVariantsSchema } from '#shared/catalog/variant-admin.schemas.ts';
import { IMAGE_JSON_BODY_LIMIT } from '#shared/uploads/uploads.ts';
import { AppError } from '../../lib/errors.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { rowIdOr404 } from '../../lib/row-id.ts';
import { findAdminProduct, listAdminProducts } from './catalog-admin.repo.ts';
import { ProductAdminService } from './catalog-admin.service.ts';
import { VariantAdminService } from './variants-admin.service.ts';

const tags = ['admin', 'catalog'];
const idParams = z.object({ id: z.string() });

/** Unknown and malformed ids alike are 404. */
const productIdOf = (raw: string) => rowIdOr404(raw, PRODUCT_ADMIN_MESSAGES.notFound);

/** The admin Products tab. Admin-only through the auth guard (everything under /api/admin). */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ restocked?: () => void }> = async (app, opts) => {
  // After every committed edit: the shop's cache, and the mails of a restock's claimed requests (decision 073).
  const invalidate = () => {
    app.publicCache.invalidate(CACHE_TAGS.products);
    opts.restocked?.();
  };
  const service = new ProductAdminService(app.db, invalidate);
  const variants = new VariantAdminService(app.db, invalidate);
  app.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary:
          'Every product (out of stock and archived too), newest first; q searches name or catalog number',
        querystring: adminProductListQuerySchema,
        response: { 200: pageSchema(adminProductSchema) },
      },
    },
    async (request) => listAdminProducts(app.db, request.query),
  );

  app.get(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'One product, archived too',
        params: idParams,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => {
      const product = await findAdminProduct(app.db, productIdOf(request.params.id));
      if (!product) throw new AppError('NOT_FOUND', PRODUCT_ADMIN_MESSAGES.notFound);
      return product;
    },
  );

  app.post(
    '/api/admin/products',
    {
      bodyLimit: IMAGE_JSON_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Add a product (no images: the default placeholder)',
        body: productCreateSchema,
        response: { 201: adminProductSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.patch(
    '/api/admin/products/:id',
    {
      bodyLimit: IMAGE_JSON_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Change any subset of the fields (absent ones keep their value); orders already placed keep their prices',
        params: idParams,
        body: productUpdateSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => service.update(productIdOf(request.params.id), request.body),
  );

  app.post(
    '/api/admin/products/:id/restore',
    {
      schema: {
        tags,
        summary: 'Put an archived product back in the shop (same id, links and wishlists)',
        params: idParams,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => service.restore(productIdOf(request.params.id)),
  );

  app.delete(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product no order names; archive (hide from the shop) one that orders name',
        params: idParams,
        response: { 200: productDeleteResultSchema },
      },
    },
    async (request) => service.remove(productIdOf(request.params.id)),
  );

  app.delete(
    '/api/admin/products/:id/old-slugs/:slug',
    {
      schema: {
        tags,
        summary:
          'Remove an old slug of the product: its link stops redirecting (404), and another product may take it (decision 088)',
        params: z.object({ id: z.string(), slug: z.string() }),
        response: { 200: adminProductSchema },
      },
    },
    async (request) => service.removeOldSlug(productIdOf(request.params.id), request.params.slug),
  );

  app.get(
    '/api/admin/products/:id/variants',
    {
      schema: {
        tags,
        summary:
          "A product's option axes and its variants (archived ones are not listed), each saying whether an order names it (`ordered`: left out of a PUT, it is archived rather than deleted)",
        params: idParams,
        response: { 200: productVariantsSchema },
      },
    },
    async (request) => variants.read(productIdOf(request.params.id)),
  );

  app.put(
    '/api/admin/products/:id/variants',
    {
      bodyLimit: IMAGE_JSON_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Set the option axes (at most 3) and the variants, whole (the admin's variant grid): a variant with its id keeps it, one without is added, one left out is deleted (archived when orders name it: hidden from the shop, its orders keep it). Amounts in paise. 400 names the field (`variants.3.price`); 409 a SKU another product uses",
        params: idParams,
        body: productVariantsInputSchema,
        response: { 200: productVariantsSchema },
      },
    },
    async (request) => variants.replace(productIdOf(request.params.id), request.body),
  );
};
