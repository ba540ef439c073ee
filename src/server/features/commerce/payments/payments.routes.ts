import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderResponseSchema,
  paymentVerifyInputSchema,
  sandboxCompleteInputSchema,
  sandboxPaymentInfoSchema,
} from '#shared/orders/order.schemas.ts';
import { AppError } from '../../../lib/errors.ts';
import { keepJsonRaw } from '../../../lib/raw-json-body.ts';
import type { PaymentSetup } from './payment-setup.ts';
import type { PaymentsService, RazorpayWebhookEvent } from './payments.service.ts';

const tags = ['payments'];
const WEBHOOK_BODY_LIMIT = 256 * 1024;
const INVALID_SIGNATURE = 'Invalid signature.';

/**
 * Payment routes: the checkout callback's verification, Razorpay's webhook (signature over the
 * raw body, a raw-body parser on that route only), and the sandbox gateway (not in production).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  setup: PaymentSetup;
}> = async (app, { payments, setup }) => {
  app.post(
    '/api/orders/:id/payment/verify',
    {
      schema: {
        tags,
        summary:
          "Razorpay Checkout's handler response: the signature is checked against the gateway order id we stored; valid → the order is confirmed (once); invalid → 400 and the order stays pending",
        params: z.object({ id: z.string().max(100) }),
        body: paymentVerifyInputSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { order: await payments.verifyPayment(request.params.id, request.body) };
    },
  );

  // Razorpay's webhook: its own scope, where JSON arrives as the raw bytes the signature covers.
  await app.register(async (scope) => {
    keepJsonRaw(scope, WEBHOOK_BODY_LIMIT);
    scope.post(
      '/api/payments/razorpay/webhook',
      {
        schema: {
          tags,
          summary:
            'Razorpay webhook: X-Razorpay-Signature must be HMAC-SHA256 of the raw body with the webhook secret (400 otherwise, nothing changes); each event id is handled once',
        },
      },
      async (request, reply) => {
        const razorpay = setup.razorpay;
        if (!razorpay) throw new AppError('NOT_FOUND', 'Razorpay is not configured.');
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
        const signature = request.headers['x-razorpay-signature'];
        if (!razorpay.verifyWebhookSignature(raw, typeof signature === 'string' ? signature : undefined)) {
          request.log.warn({ ip: request.ip }, 'razorpay webhook with a bad signature refused');
          throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
        }
        let event: RazorpayWebhookEvent;
        try {
          event = JSON.parse(raw.toString('utf8')) as RazorpayWebhookEvent;
        } catch {
          throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
        }
        const header = request.headers['x-razorpay-event-id'];
        const eventId =
          typeof header === 'string' && header.trim()
            ? header.trim().slice(0, 200)
            : createHash('sha256').update(raw).digest('hex');
        const result = await payments.handleRazorpayEvent(eventId, event);
        request.log.info({ eventId, event: event.event, result }, 'razorpay webhook');
        return reply.code(200).send({ received: true, result });
      },
    );
  });

  if (!setup.sandbox) return;

  const paymentParams = z.object({ paymentId: z.string().max(100) });

  app.get(
    '/api/payments/sandbox/:paymentId',
    {
      schema: {
        tags,
        summary: 'Sandbox gateway (development/test): the payment to show on the sandbox page',
        params: paymentParams,
        response: { 200: sandboxPaymentInfoSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payments.sandboxInfo(request.params.paymentId);
    },
  );

  app.post(
    '/api/payments/sandbox/:paymentId/complete',
    {
      schema: {
        tags,
        summary:
          "Sandbox gateway: 'success' signs the payment like Razorpay and goes through the same verification (order confirmed); 'failure' records a failed attempt (the order stays pending until it expires)",
        params: paymentParams,
        body: sandboxCompleteInputSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { order: await payments.sandboxComplete(request.params.paymentId, request.body.outcome) };
    },
  );
};
