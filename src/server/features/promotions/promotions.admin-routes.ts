import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCouponSchema, couponInputSchema } from '#shared/promotions/coupon.schemas.ts';
import { offerInputSchema, offerSchema } from '#shared/promotions/offer.schemas.ts';
import { CACHE_TAGS } from '../../lib/public-cache.ts';
import { createCoupon, listCoupons, updateCoupon } from './coupons.service.ts';
import { createOffer, deleteOffer, listOffers } from './offers.service.ts';

const tags = ['admin', 'promotions'];

/** The admin's Coupons tab (docs/product.md §7.9). Admin-only through the auth guard (everything under /api/admin). */
export const promotionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/coupons',
    {
      schema: {
        tags,
        summary:
          'Every coupon, newest first, with its uses, the revenue of its orders and the discount given',
        response: { 200: z.object({ items: z.array(adminCouponSchema) }) },
      },
    },
    async () => ({ items: await listCoupons(app.db) }),
  );

  app.post(
    '/api/admin/coupons',
    {
      schema: {
        tags,
        summary: 'Create a coupon (codes are unique whatever their case; 409 naming `code` when taken)',
        body: couponInputSchema,
        response: { 201: adminCouponSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createCoupon(app.db, request.body)),
  );

  app.put(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Replace a coupon’s terms (pause it with active: false); its uses stay',
        params: z.object({ id: z.string() }),
        body: couponInputSchema,
        response: { 200: adminCouponSchema },
      },
    },
    async (request) => updateCoupon(app.db, request.params.id, request.body),
  );

  // Store-wide offers change prices: every write drops the cached product reads and pages.
  const pricesChanged = () => app.publicCache.invalidate(CACHE_TAGS.products);

  app.get(
    '/api/admin/offers',
    {
      schema: {
        tags,
        summary: 'Every store-wide offer, latest end first',
        response: { 200: z.object({ items: z.array(offerSchema) }) },
      },
    },
    async () => ({ items: await listOffers(app.db) }),
  );

  app.post(
    '/api/admin/offers',
    {
      schema: {
        tags,
        summary:
          'A store-wide offer: a percentage off one category (or everything) for a date range, no code',
        body: offerInputSchema,
        response: { 201: offerSchema },
      },
    },
    async (request, reply) => {
      const offer = await createOffer(app.db, request.body);
      pricesChanged();
      return reply.code(201).send(offer);
    },
  );

  app.delete(
    '/api/admin/offers/:id',
    {
      schema: {
        tags,
        summary: 'Delete an offer (prices go back at once)',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      await deleteOffer(app.db, request.params.id);
      pricesChanged();
      return reply.code(204).send();
    },
  );
};
