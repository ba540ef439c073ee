import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseProductId } from '#shared/catalog/product-query.schemas.ts';
import {
  adminStockRequestsSchema,
  STOCK_REQUEST_MESSAGES as M,
  STOCK_REQUESTS_PER_IP_PER_10_MINUTES,
  stockRequestInputSchema,
  stockRequestReceiptSchema,
} from '#shared/stock-requests/stock-requests.schemas.ts';
import { AppError } from '../../lib/errors.ts';
import { clientKey, WindowRateLimiter } from '../../lib/rate-limiter.ts';
import { rowIdOr404 } from '../../lib/row-id.ts';
import { optionalSessionUser } from '../../plugins/optional-session.ts';
import type { StockRequestsService } from './stock-requests.service.ts';

const idParams = z.object({ id: z.string() });

/** "Tell me when it's back" and "Sold — ask for one like this" (decision 073), and the admin's list of them. */
export const stockRequestRoutes: FastifyPluginAsyncZod<{
  service: StockRequestsService;
  now?: () => number;
}> = async (app, { service, now }) => {
  const limiter = new WindowRateLimiter(
    app.db,
    'stock-request',
    STOCK_REQUESTS_PER_IP_PER_10_MINUTES,
    10 * 60_000,
    now,
  );

  app.post(
    '/api/products/:id/stock-requests',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "A sold-out piece: 'back' waits for its restock (told once, in order of asking, 3 per unit restocked); " +
          "'like_this' (a sold one-of-a-kind piece) reaches the owner. Asking again is the same request. " +
          `${STOCK_REQUESTS_PER_IP_PER_10_MINUTES} per address per 10 minutes.`,
        params: idParams,
        body: stockRequestInputSchema,
        response: { 201: stockRequestReceiptSchema, 200: stockRequestReceiptSchema },
      },
    },
    async (request, reply) => {
      const id = parseProductId(request.params.id);
      if (id === null) throw new AppError('NOT_FOUND', M.notFound);
      await limiter.admit(clientKey(request));
      const viewer = await optionalSessionUser(app, request, reply);
      const { receipt, created } = await service.ask(id, request.body, viewer?.id ?? null);
      return reply.code(created ? 201 : 200).send(receipt);
    },
  );

  app.get(
    '/api/admin/products/:id/stock-requests',
    {
      schema: {
        tags: ['admin', 'catalog'],
        summary:
          "A product's waiting 'tell me when it's back' requests (oldest first) and its 'ask for one like this'",
        params: idParams,
        response: { 200: adminStockRequestsSchema },
      },
    },
    (request) => service.forProduct(rowIdOr404(request.params.id, M.notFound)),
  );
};
