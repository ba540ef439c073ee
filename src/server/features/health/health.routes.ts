import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingWithin } from '../../db/client.ts';

export const HEALTH_TIMEOUT_MS = 2_000;

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  uptimeSeconds: z.number(),
});

const liveSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

/**
 * Liveness apart from readiness (issue 40): `/api/health/live` answers while the process serves, whatever the
 * database does, so a proxy keeps a container (and its cached pages) through a database blip;
 * `/api/health/ready` and `/api/health` (CI and the image's health check) also need the database.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const readiness = {
    logLevel: 'warn' as const,
    schema: {
      tags: ['ops'],
      summary: 'Readiness: the process serves and the database answers within 2 s (503 otherwise)',
      response: { 200: healthSchema, 503: healthSchema },
    },
  };
  const ready = async (_request: unknown, reply: FastifyReply) => {
    const uptimeSeconds = Math.round(process.uptime());
    reply.header('cache-control', 'no-store');
    try {
      await pingWithin(app.dbHandle, HEALTH_TIMEOUT_MS);
      return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds };
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable', uptimeSeconds });
    }
  };
  app.get('/api/health', readiness, ready);
  app.get('/api/health/ready', readiness, ready);

  app.get(
    '/api/health/live',
    {
      logLevel: 'warn',
      schema: {
        tags: ['ops'],
        summary: 'Liveness: the process serves requests (never asks the database)',
        response: { 200: liveSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
};
