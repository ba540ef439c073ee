import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCouponSchema, couponInputSchema } from '#shared/promotions/coupon.schemas.ts';
import { createCoupon, listCoupons, updateCoupon } from './coupons.service.ts';

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
};
