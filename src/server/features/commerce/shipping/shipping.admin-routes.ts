import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AdminShipment,
  adminShipmentResponseSchema,
  bookShipmentSchema,
  manifestInputSchema,
  manifestResponseSchema,
  shippingSettingsResponseSchema,
  shippingSettingsSchema,
} from '#shared/shipping/shipping.schemas.ts';
import type { ShipmentTracking } from './shipment-tracking.ts';
import type { ShipmentsService } from './shipments.service.ts';
import type { ShippingSetup } from './shipping-setup.ts';

const tags = ['admin'];
const orderParams = z.object({ id: z.string().max(100) });
const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** The owner's parcels (decision 065): book one, follow it, the day's manifest, and the shipping settings. */
export const shippingAdminRoutes: FastifyPluginAsyncZod<{
  shipments: ShipmentsService;
  tracking: ShipmentTracking;
  setup: ShippingSetup;
}> = async (app, { shipments, tracking, setup }) => {
  const parcelAnswer = async (shipment: AdminShipment | null) => ({
    provider: setup.mode,
    courierRule: (await shipments.settings()).courierRule,
    shipment,
  });

  app.get(
    '/api/admin/orders/:id/shipment',
    {
      schema: {
        tags,
        summary:
          "The order's parcel booked with the aggregator (null when none): AWB, label, pickup, tracking",
        params: orderParams,
        response: { 200: adminShipmentResponseSchema },
      },
    },
    async (request) => parcelAnswer(await shipments.shipmentOf(request.params.id)),
  );

  app.post(
    '/api/admin/orders/:id/shipment/book',
    {
      schema: {
        tags,
        summary:
          "Book the order's parcel with Shiprocket: its order (our number as channel order id; a lost create is found again, never made twice), the AWB of the courier the rule picks (cheapest or fastest; the settings' when absent), the label and the pickup. Each step is kept; a repeat takes up where the last stopped. 409 in manual mode, without a pickup pincode, for an order not confirmed/processing/packed, or while another booking runs; 502 when Shiprocket refuses (its message)",
        params: orderParams,
        body: bookShipmentSchema,
        response: { 201: adminShipmentResponseSchema, 409: errorSchema, 502: errorSchema },
      },
    },
    async (request, reply) => {
      const shipment = await shipments.book(request.params.id, request.body.courierRule);
      return reply.code(201).send(await parcelAnswer(shipment));
    },
  );

  app.post(
    '/api/admin/orders/:id/shipment/cancel',
    {
      schema: {
        tags,
        summary:
          "Cancel the order's parcel with Shiprocket before the courier has picked it up: the aggregator's order is cancelled, the AWB taken off the order, and the order may be booked again (its own status is unchanged). 409 without a live parcel, once the courier has it, in manual mode or while a booking runs; 502 when Shiprocket refuses (its message)",
        params: orderParams,
        response: { 200: adminShipmentResponseSchema, 409: errorSchema, 502: errorSchema },
      },
    },
    async (request) => {
      await shipments.cancel(request.params.id);
      return parcelAnswer(null);
    },
  );

  app.post(
    '/api/admin/orders/:id/shipment/track',
    {
      schema: {
        tags,
        summary:
          "Read the parcel's tracking from the aggregator now (the webhook's fallback) and apply each step as the webhook would",
        params: orderParams,
        response: { 200: adminShipmentResponseSchema, 409: errorSchema, 502: errorSchema },
      },
    },
    async (request) => {
      await tracking.refresh(request.params.id);
      return parcelAnswer(await shipments.shipmentOf(request.params.id));
    },
  );

  app.post(
    '/api/admin/shipments/manifest',
    {
      schema: {
        tags,
        summary: "The day's manifest PDF for the chosen orders' booked parcels (its address kept on each)",
        body: manifestInputSchema,
        response: { 200: manifestResponseSchema, 409: errorSchema, 502: errorSchema },
      },
    },
    async (request) => shipments.manifest(request.body.orderIds),
  );

  app.get(
    '/api/admin/shipping/settings',
    {
      schema: {
        tags,
        summary:
          'The pickup location, the courier rule and the default package; and which provider books parcels',
        response: { 200: shippingSettingsResponseSchema },
      },
    },
    async () => ({ ...(await shipments.settings()), provider: setup.mode }),
  );

  app.put(
    '/api/admin/shipping/settings',
    {
      schema: {
        tags,
        summary: 'Save the pickup location and pincode, the courier rule and the default package (grams, cm)',
        body: shippingSettingsSchema,
        response: { 200: shippingSettingsResponseSchema },
      },
    },
    async (request) => ({ ...(await shipments.saveSettings(request.body)), provider: setup.mode }),
  );
};
