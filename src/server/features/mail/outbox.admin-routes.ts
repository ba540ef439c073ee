import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  outboxIdParamsSchema,
  outboxPageSchema,
  outboxQuerySchema,
  outboxResendResponseSchema,
  sendResultSchema,
  sendTestOrderBodySchema,
} from './mail.schemas.ts';
import type { MailService } from './mail.service.ts';

const tags = ['admin'];

/**
 * The outbox for admins: what was sent, what waits, what failed and why; and the Mail tools' test of the order
 * confirmation. Guarded as /api/admin.
 */
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

  app.post(
    '/api/admin/mail/test-order',
    {
      schema: {
        tags,
        summary:
          'Send the order confirmation email with a sample order, marked as a test; 502 with the reason when no transport took it',
        body: sendTestOrderBodySchema,
        response: { 200: sendResultSchema, 502: sendResultSchema },
      },
    },
    async (request, reply) => {
      const result = await mail.sendTestOrderEmail(request.body);
      return reply.code(result.success ? 200 : 502).send(result);
    },
  );
};
