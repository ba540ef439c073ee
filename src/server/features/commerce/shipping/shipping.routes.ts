import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/errors.ts';
import { signatureMatches } from '../../../lib/signatures.ts';
import { parseShiprocketWebhook } from './providers/shiprocket-tracking.ts';
import type { ShipmentTracking } from './shipment-tracking.ts';
import type { ShippingSetup } from './shipping-setup.ts';

/**
 * Shiprocket's tracking webhook. The address is /api/webhooks/shiprocket; Shiprocket's webhook form
 * refuses a URL holding "shiprocket", "kartrocket", "sr" or "kr", so the shop registers the same handler's
 * second address, /api/webhooks/courier-tracking (decision 065).
 */
export const SHIPROCKET_WEBHOOK_PATHS = [
  '/api/webhooks/shiprocket',
  '/api/webhooks/courier-tracking',
] as const;

const answerSchema = z.object({
  result: z.enum(['unknown', 'repeat', 'recorded', 'moved', 'ignored']),
});

/**
 * `x-api-key` must be SHIPROCKET_WEBHOOK_TOKEN (compared in constant time): 401 otherwise, nothing read. A body
 * that is no tracking update, or names an AWB no parcel has, answers 200 too (Shiprocket's form tests the URL
 * with its own body, and an update of a parcel booked elsewhere is none of the shop's business).
 */
export const shippingRoutes: FastifyPluginAsyncZod<{
  setup: ShippingSetup;
  tracking: ShipmentTracking;
  now: () => Date;
}> = async (app, { setup, tracking, now }) => {
  for (const path of SHIPROCKET_WEBHOOK_PATHS) {
    app.post(
      path,
      {
        schema: {
          tags: ['shipping'],
          summary:
            "Shiprocket's tracking webhook: x-api-key must be SHIPROCKET_WEBHOOK_TOKEN (401 otherwise, nothing changes); each update is recorded once and moves the order to Shipped, Out for Delivery or Delivered (mail and WhatsApp as for the admin's change); NDR and RTO stay on the parcel; 404 unless SHIPPING_PROVIDER=shiprocket",
          headers: z.object({ 'x-api-key': z.string().max(500).optional() }),
          response: { 200: answerSchema },
        },
      },
      async (request, reply) => {
        const token = setup.webhookToken;
        if (!token) throw new AppError('NOT_FOUND', 'Shiprocket is not configured.');
        const given = request.headers['x-api-key'];
        if (!given || !signatureMatches(token, given)) {
          request.log.warn(
            { ip: request.ip },
            'shiprocket webhook with a wrong or missing x-api-key refused',
          );
          throw new AppError('UNAUTHORIZED', 'Invalid token.');
        }
        reply.header('cache-control', 'no-store');
        const update = parseShiprocketWebhook(request.body, now());
        if (!update) return { result: 'ignored' as const };
        const result = await tracking.apply(update);
        request.log.info({ awb: update.awb, status: update.remoteStatus, result }, 'shiprocket webhook');
        return { result };
      },
    );
  }
};
