import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  whatsappPreferenceInputSchema,
  whatsappPreferencesSchema,
  whatsappStatusSchema,
} from '#shared/whatsapp/whatsapp.schemas.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { keepJsonRaw } from '../../lib/raw-json-body.ts';
import type { WhatsAppService } from './whatsapp.service.ts';

const tags = ['whatsapp'];
const WEBHOOK_BODY_LIMIT = 256 * 1024;
const WEBHOOK_PATH = '/api/whatsapp/webhook';

/**
 * WhatsApp order updates: whether checkout offers the box, the customer's numbers (/api/me, signed in), and
 * Meta's webhook: the GET verification handshake and signed notifications (raw body, its own parser).
 */
export const whatsappRoutes: FastifyPluginAsyncZod<{ whatsapp: WhatsAppService }> = async (
  app,
  { whatsapp },
) => {
  app.get(
    '/api/whatsapp/status',
    {
      schema: {
        tags,
        summary:
          'Whether checkout offers "Send order updates on WhatsApp" (configured and turned on by the admin)',
        response: { 200: whatsappStatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { available: await whatsapp.available() };
    },
  );

  app.get(
    '/api/me/whatsapp',
    {
      schema: {
        tags,
        summary: "The phone numbers on the signed-in customer's orders, each with its WhatsApp consent",
        response: { 200: whatsappPreferencesSchema },
      },
    },
    async (request) => whatsapp.preferences(request.sessionUser!),
  );

  app.put(
    '/api/me/whatsapp',
    {
      schema: {
        tags,
        summary:
          "Turn one of the customer's numbers on or off (recorded with its time, source account); 400 for a number not on their orders",
        body: whatsappPreferenceInputSchema,
        response: { 200: whatsappPreferencesSchema },
      },
    },
    async (request) => whatsapp.setPreference(request.sessionUser!, request.body),
  );

  app.get(
    WEBHOOK_PATH,
    {
      schema: {
        tags,
        summary:
          "Meta's verification: hub.mode=subscribe and hub.verify_token matching WHATSAPP_VERIFY_TOKEN answer hub.challenge; 403 otherwise",
        querystring: z.record(z.string(), z.unknown()),
      },
    },
    async (request, reply) => {
      const challenge = whatsapp.verifyHandshake(request.query);
      if (challenge === null) throw new AppError('FORBIDDEN', 'The verify token does not match.');
      return reply.type('text/plain').send(challenge);
    },
  );

  await app.register(async (scope) => {
    keepJsonRaw(scope, WEBHOOK_BODY_LIMIT);
    scope.post(
      WEBHOOK_PATH,
      {
        schema: {
          tags,
          summary:
            'WhatsApp notifications: X-Hub-Signature-256 must be sha256=HMAC-SHA256 of the raw body with the app secret (401 otherwise, nothing changes); statuses update their message, a STOP reply ends consent',
        },
      },
      async (request, reply) => {
        if (!whatsapp.webhookConfigured) throw notFound('WhatsApp is not configured.');
        const signature = request.headers['x-hub-signature-256'];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!(await whatsapp.handleWebhook(raw, typeof signature === 'string' ? signature : undefined))) {
          request.log.warn({ ip: request.ip }, 'whatsapp webhook with a bad signature refused');
          throw new AppError('UNAUTHORIZED', 'Invalid signature.');
        }
        return reply.code(200).send({ received: true });
      },
    );
  });
};
