import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingWithin } from '../../db/client.ts';

export const HEALTH_TIMEOUT_MS = 2_000;

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  uptimeSeconds: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['ops'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      reply.header('cache-control', 'no-store');
      try {
        await pingWithin(app.dbHandle, HEALTH_TIMEOUT_MS);
        return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds };
      } catch (error) {
        app.log.warn({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: 'unreachable', uptimeSeconds });
      }
    },
  );
};
