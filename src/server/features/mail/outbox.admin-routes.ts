import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  outboxIdParamsSchema,
  outboxPageSchema,
  outboxQuerySchema,
  outboxResendResponseSchema,
} from './mail.schemas.ts';
import type { MailService } from './mail.service.ts';

const tags = ['admin'];

/** The outbox for admins: what was sent, what waits, what failed and why. Guarded as /api/admin. */
export const outboxAdminRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags,
        summary: 'Outbox emails, newest first, optionally by status (pending, sending, sent, failed)',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (request) => {
      return mail.listOutbox(request.query);
    },
  );

  app.post(
    '/api/admin/outbox/:id/resend',
    {
      schema: {
        tags,
        summary: 'Queue a failed email again (fresh tries); one-time codes are never resent',
        params: outboxIdParamsSchema,
        response: { 200: outboxResendResponseSchema },
      },
    },
    async (request) => {
      return { item: await mail.resend(request.params.id) };
    },
  );
};
