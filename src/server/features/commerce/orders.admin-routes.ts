import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indiaDateTime } from '#shared/format/dates.ts';
import { saidSchema } from '#shared/i18n/said.schemas.ts';
import { orderStatusLabel } from '#shared/orders/order.ts';
import {
  adminOrderExportQuerySchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderResponseSchema,
  adminOrderStatusInputSchema,
  shipmentInputSchema,
} from '#shared/orders/order-admin.schemas.ts';
import {
  adminOrderDetailResponseSchema,
  bulkStatusInputSchema,
  bulkStatusResultSchema,
  orderNoteInputSchema,
  refundInputSchema,
  returnInputSchema,
  slipQuerySchema,
} from '#shared/orders/order-ops.schemas.ts';
import { orders as ordersTable } from '../../db/schema/index.ts';
import { csvRupees, sendCsv } from '../../lib/csv.ts';
import { type ExportLine, linesForExport } from './order-operations.repo.ts';
import type { OrderOperations } from './order-operations.ts';
import { adminOrdersWhere } from './orders.repo.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['admin'];
const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    said: saidSchema.optional(),
    saidFields: z.record(z.string(), saidSchema).optional(),
  }),
});

const orderParams = z.object({ id: z.string().max(100) });

/** The accountant's CSV: one row per line item (issue 19 item 5); amounts in rupees, dates India time. */
const EXPORT_COLUMNS = [
  'Order Number',
  'Order Date',
  'Status',
  'Payment Method',
  'Customer Name',
  'Email',
  'Phone',
  'Address',
  'City',
  'State',
  'Pincode',
  'Catalog Number',
  'Item',
  'SKU',
  'Options',
  'Category',
  'Quantity',
  'Unit Price',
  'Line Total',
  'Line Discount',
  'Returned Quantity',
  'Order Subtotal',
  'Discount',
  'Coupon',
  'Shipping',
  'Order Total',
  'Refunded',
  'Courier',
  'Tracking Number',
] as const;

const exportRow = ({ order, item, returned, refunded }: ExportLine) => [
  order.orderNumber,
  indiaDateTime(order.createdAt),
  orderStatusLabel(order.status as Parameters<typeof orderStatusLabel>[0]),
  { cod: 'Cash on Delivery', online: 'Online', in_person: 'In person' }[order.paymentMethod] ?? 'Online',
  order.customerName,
  order.customerEmail,
  order.customerPhone,
  order.deliveryAddress,
  order.city,
  order.state,
  order.pincode,
  item.catalogNumber,
  item.productName,
  item.variantSku ?? item.catalogNumber,
  item.variantOptions ?? '',
  item.productCategory,
  item.quantity,
  csvRupees(item.unitPrice),
  csvRupees(item.totalPrice),
  csvRupees(item.discount),
  returned,
  csvRupees(order.subtotal),
  csvRupees(order.discountAmount),
  order.couponCode,
  csvRupees(order.shippingCost),
  csvRupees(order.totalAmount),
  csvRupees(refunded),
  order.courier,
  order.trackingNumber,
];

/** The admin's Orders tab (admin-only through the auth guard, as everything under /api/admin). */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  operations: OrderOperations;
  now: () => Date;
}> = async (app, { orders, operations, now }) => {
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
          'Set an order status (any but pending_payment; 409 once delivered). Stamps updated_at, writes the history, gives the stock back once on cancel/return (409 INSUFFICIENT_STOCK when reinstating without stock), adjusts the customer counters, queues the status email. Cancelled with refund: true also refunds what is left of the payment (409 when nothing is, 502 when the gateway refuses; then nothing changes)',
        params: orderParams,
        body: adminOrderStatusInputSchema,
        response: { 200: adminOrderResponseSchema, 409: errorSchema, 502: errorSchema },
      },
    },
    async (request) => {
      if (request.body.refund) {
        return { order: await operations.cancelAndRefund(request.params.id, request.sessionUser!.id) };
      }
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

  app.put(
    '/api/admin/orders/:id/shipment',
    {
      schema: {
        tags,
        summary:
          'Set the courier and tracking number of an order on its way (Shipped or Out for Delivery; 409 otherwise), e.g. after a bulk Shipped; shown on public tracking, no mail',
        params: orderParams,
        body: shipmentInputSchema,
        response: { 200: adminOrderDetailResponseSchema, 409: errorSchema },
      },
    },
    async (request) => ({ order: await operations.setShipment(request.params.id, request.body) }),
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

  app.get(
    '/api/admin/orders/export.csv',
    {
      schema: {
        tags,
        summary:
          "Orders as CSV, one row per line item (the list's q/from/to/email filter over the whole history, or ids=…); cells starting = + - @ are quoted against CSV injection",
        querystring: adminOrderExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { ids, ...filter } = request.query;
      const where = ids
        ? inArray(
            ordersTable.id,
            ids.map((id) => id.toLowerCase()),
          )
        : adminOrdersWhere(filter, null);
      return sendCsv(
        reply,
        'karigar-orders',
        now(),
        EXPORT_COLUMNS,
        linesForExport(app.db, where),
        exportRow,
      );
    },
  );

  app.get(
    '/api/admin/orders/slips',
    {
      schema: {
        tags,
        summary:
          "Packing slips to print for one order or a selection (ids=…, size=a4 | 4x6): the address and phone (a gift recipient's when sent to someone else), items, the buyer's note, the gift (wrap, a gift slip without prices) and the COD amount to collect; a gift message on its own card page (decision 068)",
        querystring: slipQuerySchema,
      },
    },
    async (request, reply) => {
      const html = await operations.packingSlips(request.query.ids, request.query.size);
      reply.header('cache-control', 'no-store');
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};
