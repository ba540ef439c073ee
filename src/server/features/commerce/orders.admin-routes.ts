import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderResponseSchema,
  adminOrderStatusInputSchema,
} from '#shared/orders/order-admin.schemas.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['admin'];
const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** The admin's Orders tab (admin-only through the auth guard, as everything under /api/admin). */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary:
          'One tab of the last 3 months (group new | delivered | cancelled), newest first, 50 a page; `groups` counts every tab',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema },
      },
    },
    async (request) => {
      return orders.listForAdmin(request.query);
    },
  );

  app.patch(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary:
          'Set an order status (any but pending_payment; 409 once delivered). Stamps updated_at, writes the history, gives the stock back once on cancel/return (409 INSUFFICIENT_STOCK when reinstating without stock), adjusts the customer counters, queues the status email',
        params: z.object({ id: z.string().max(100) }),
        body: adminOrderStatusInputSchema,
        response: { 200: adminOrderResponseSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const order = await orders.changeOrderStatusForAdmin({
        orderId: request.params.id,
        status: request.body.status,
        changedBy: request.sessionUser!.id,
      });
      return { order };
    },
  );
};
