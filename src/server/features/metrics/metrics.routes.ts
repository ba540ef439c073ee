import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';
import type { ShopMetrics } from './metrics.service.ts';

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics (issue 40, decision 053), registered only when METRICS_TOKEN is set (else the path is an unknown
 * one: 404). A scrape without `Authorization: Bearer <METRICS_TOKEN>` gets 401. Every answered request is
 * counted under its route's pattern (`/api/products/:id`), so the labels stay few.
 */
export const metricsRoutes = fp(
  async (app: FastifyInstance, { metrics, token }: { metrics: ShopMetrics; token: string }) => {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHORIZED', 'A metrics token is required.');
      }
      reply.header('cache-control', 'no-store');
      reply.type(metrics.contentType);
      return metrics.text();
    });
  },
  { name: 'metrics' },
);
