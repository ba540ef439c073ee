import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderResponseSchema,
  adminOrderStatusInputSchema,
} from '#shared/orders/order-admin.schemas.ts';
import {
  adminOrderDetailResponseSchema,
  bulkStatusInputSchema,
  bulkStatusResultSchema,
  orderNoteInputSchema,
  refundInputSchema,
  returnInputSchema,
} from '#shared/orders/order-ops.schemas.ts';
import type { OrderOperations } from './order-operations.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['admin'];
const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

const orderParams = z.object({ id: z.string().max(100) });

/** The admin's Orders tab (admin-only through the auth guard, as everything under /api/admin). */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  operations: OrderOperations;
}> = async (app, { orders, operations }) => {
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
        params: orderParams,
        body: adminOrderStatusInputSchema,
        response: { 200: adminOrderResponseSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const order = await orders.changeOrderStatusForAdmin({
        orderId: request.params.id,
        status: request.body.status,
        changedBy: request.sessionUser!.id,
        shipment: request.body.shipment,
      });
      return { order };
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary:
          "One order's page: lines, amounts, address, payments with the gateway's ids, shipment, status history (who, when), notes, returns and refunds",
        params: orderParams,
        response: { 200: adminOrderDetailResponseSchema },
      },
    },
    async (request) => ({ order: await operations.detail(request.params.id) }),
  );

  app.post(
    '/api/admin/orders/:id/notes',
    {
      schema: {
        tags,
        summary: 'Add an internal note to an order (kept with who wrote it and when)',
        params: orderParams,
        body: orderNoteInputSchema,
        response: { 201: adminOrderDetailResponseSchema },
      },
    },
    async (request, reply) => {
      const order = await operations.addNote(request.params.id, request.body.body, request.sessionUser!.id);
      return reply.code(201).send({ order });
    },
  );

  app.post(
    '/api/admin/orders/:id/returns',
    {
      schema: {
        tags,
        summary:
          'Record what came back of a delivered order (lines, reason, resaleable → restock); lowers the customer total spent; all lines back → Returned; mails the customer',
        params: orderParams,
        body: returnInputSchema,
        response: { 201: adminOrderDetailResponseSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const order = await operations.recordReturn(request.params.id, request.body, request.sessionUser!.id);
      return reply.code(201).send({ order });
    },
  );

  app.post(
    '/api/admin/orders/:id/refunds',
    {
      schema: {
        tags,
        summary:
          'Refund part or all of what was paid (paise, with a note): online through the gateway (502 and nothing recorded when it refuses), COD recorded; mails the customer',
        params: orderParams,
        body: refundInputSchema,
        response: { 201: adminOrderDetailResponseSchema, 409: errorSchema, 502: errorSchema },
      },
    },
    async (request, reply) => {
      const order = await operations.refund(request.params.id, request.body, request.sessionUser!.id);
      return reply.code(201).send({ order });
    },
  );

  app.post(
    '/api/admin/orders/bulk-status',
    {
      schema: {
        tags,
        summary:
          'Set one status on several orders, each through the status writer on its own: the changed ones, and the refused ones with why',
        body: bulkStatusInputSchema,
        response: { 200: bulkStatusResultSchema },
      },
    },
    async (request) => operations.bulkStatus(request.body.ids, request.body.status, request.sessionUser!.id),
  );
};
