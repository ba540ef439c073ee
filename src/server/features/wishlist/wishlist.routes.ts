import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '#shared/auth/auth.schemas.ts';
import { productSchema } from '#shared/catalog/catalog.schemas.ts';
import { parseProductId } from '#shared/catalog/product-query.schemas.ts';
import { WISHLIST_MESSAGES, type WishlistItem } from '#shared/wishlist/wishlist.ts';
import { AppError } from '../../lib/errors.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service.ts';

const tags = ['wishlist'];
const CHOOSE_PRODUCT = 'Please choose a product to add to your wishlist.';

export const wishlistItemSchema = z.object({
  productId: z.number().int(),
  addedAt: z.string(),
  product: productSchema,
}) satisfies z.ZodType<WishlistItem>;

export const addToWishlistBodySchema = z.object({
  productId: z
    .number({ error: CHOOSE_PRODUCT })
    .int(CHOOSE_PRODUCT)
    .positive(CHOOSE_PRODUCT)
    .max(2_147_483_647, CHOOSE_PRODUCT),
});

/** The signed-in user's wishlist (the auth guard requires a session on everything under /api/me). */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/wishlist',
    {
      schema: {
        tags,
        summary: 'My wishlist, newest first, with each product as it is now (archived ones left out)',
        response: { 200: z.object({ items: z.array(wishlistItemSchema) }) },
      },
    },
    async (request) => {
      return { items: await listWishlist(app.db, request.sessionUser!.id) };
    },
  );

  app.post(
    '/api/me/wishlist',
    {
      schema: {
        tags,
        summary: 'Add a product (409 when already there or the wishlist is full; 404 unknown product)',
        body: addToWishlistBodySchema,
        response: { 201: z.object({ item: wishlistItemSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const item = await addToWishlist(app.db, request.sessionUser!.id, request.body.productId);
      return reply.code(201).send({ item, message: WISHLIST_MESSAGES.added });
    },
  );

  app.delete(
    '/api/me/wishlist/:productId',
    {
      schema: {
        tags,
        summary: 'Remove a product from my wishlist (404 when it is not in it)',
        params: z.object({ productId: z.string() }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const productId = parseProductId(request.params.productId);
      if (productId === null) throw new AppError('NOT_FOUND', WISHLIST_MESSAGES.notInWishlist);
      await removeFromWishlist(app.db, request.sessionUser!.id, productId);
      return { message: WISHLIST_MESSAGES.removed };
    },
  );
};
