import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '#shared/audit/audit.schemas.ts';
import { listAudit } from './audit.repo.ts';

/** The admin's Audit log tab (admins only: the permission map's 'audit' area; decision 037). */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Who changed what, newest first, 50 a page; filters: actor (part of the email), entity, action, from/to (India dates)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
};
