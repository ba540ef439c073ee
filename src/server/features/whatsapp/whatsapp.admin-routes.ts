import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  whatsappAdminSchema,
  whatsappSandboxListSchema,
  whatsappSettingsInputSchema,
  whatsappTestInputSchema,
  whatsappTestResultSchema,
} from '#shared/whatsapp/whatsapp.schemas.ts';
import { WHATSAPP_TEXTS } from '#shared/whatsapp/whatsapp.ts';
import type { WhatsAppService } from './whatsapp.service.ts';

const tags = ['admin'];

/** The admin's WhatsApp channel: on/off, the events that send, the templates, a test message. Guarded as /api/admin. */
export const whatsappAdminRoutes: FastifyPluginAsyncZod<{ whatsapp: WhatsAppService }> = async (
  app,
  { whatsapp },
) => {
  app.get(
    '/api/admin/whatsapp',
    {
      schema: {
        tags,
        summary:
          "The channel's settings, its provider (null: not configured) and each event's template and parameters",
        response: { 200: whatsappAdminSchema },
      },
    },
    async () => whatsapp.adminView(),
  );

  app.put(
    '/api/admin/whatsapp',
    {
      schema: {
        tags,
        summary:
          'Turn the channel on or off and choose the order events that send a message (409 on while not configured)',
        body: whatsappSettingsInputSchema,
        response: { 200: whatsappAdminSchema },
      },
    },
    async (request) => whatsapp.saveSettings(request.body),
  );

  app.post(
    '/api/admin/whatsapp/test',
    {
      schema: {
        tags,
        summary:
          'Send the test template to a number through the outbox, tried at once; 502 with the reason when it did not go',
        body: whatsappTestInputSchema,
        response: { 200: whatsappTestResultSchema, 502: whatsappTestResultSchema },
      },
    },
    async (request, reply) => {
      const result = await whatsapp.sendTest(request.body.phone);
      if (result.status === 'sent') return { status: 'sent' as const, message: WHATSAPP_TEXTS.testSent };
      return reply.code(502).send({ status: result.status, message: result.error });
    },
  );

  app.get(
    '/api/admin/whatsapp/sandbox',
    {
      schema: {
        tags,
        summary:
          'Development and tests: the messages the sandbox provider recorded, newest first (404 without it)',
        response: { 200: whatsappSandboxListSchema },
      },
    },
    async () => ({ messages: whatsapp.sandboxMessages() }),
  );
};
