import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type SendResult,
  sendEmailBodySchema,
  sendOtpBodySchema,
  sendResultSchema,
  sendWelcomeBodySchema,
} from './mail.schemas.ts';
import type { MailService } from './mail.service.ts';

const tags = ['mail'];
const answers = { 200: sendResultSchema, 502: sendResultSchema };
/** 200 when a transport took the mail; 502 (with `success: false` and the reason) when none did. */
const statusOf = (result: SendResult) => (result.success ? 200 : 502);

/**
 * The mail endpoints (docs/product.md §2.4). Admin-only (open, they would be a mail relay): the
 * guard is on each route, and `accessFor` lists these paths so the access test checks them.
 * Everything goes through the outbox, tried at once.
 */
export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.post(
    '/api/send-email',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin: send an email (to, subject, htmlContent, optional textContent) through the outbox',
        body: sendEmailBodySchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const result = await mail.sendAdminEmail(request.body);
      return reply.code(statusOf(result)).send(result);
    },
  );

  app.post(
    '/api/send-otp',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin: send a test sign-up or password-reset code email',
        body: sendOtpBodySchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const result = await mail.sendCode(request.body);
      return reply.code(statusOf(result)).send(result);
    },
  );

  app.post(
    '/api/send-welcome',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin: send the welcome email',
        body: sendWelcomeBodySchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const result = await mail.sendWelcome(request.body);
      return reply.code(statusOf(result)).send(result);
    },
  );
};
