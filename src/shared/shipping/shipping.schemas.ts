import { z } from 'zod';
import { COURIER_RULES, SHIPMENT_STATUSES, SHIPPING_PROVIDERS } from './shipping.ts';

/* The shipping API's contract (issue 43, decision 065): the admin's parcel, its booking and the shipping settings. */

const whole = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-IN')}`);

/** PUT /api/admin/shipping/settings */
export const shippingSettingsSchema = z.object({
  pickupLocation: z
    .string({ error: 'Enter the pickup location name' })
    .trim()
    .min(1, 'Enter the pickup location name')
    .max(60, 'The pickup location name must be at most 60 characters'),
  pickupPincode: z
    .string({ error: 'Enter a 6-digit pincode' })
    .regex(/^[1-9]\d{5}$/, 'Enter a 6-digit pincode')
    .nullable(),
  courierRule: z.enum(COURIER_RULES, { error: 'Choose cheapest or fastest' }),
  defaultWeightGrams: whole('The weight', 50_000),
  defaultLengthCm: whole('The length', 300),
  defaultBreadthCm: whole('The breadth', 300),
  defaultHeightCm: whole('The height', 300),
});
export type ShippingSettings = z.output<typeof shippingSettingsSchema>;

/** GET /api/admin/shipping/settings: the settings and which provider books parcels. */
export const shippingSettingsResponseSchema = shippingSettingsSchema.extend({
  provider: z.enum(SHIPPING_PROVIDERS),
});

/** POST /api/admin/orders/:id/shipment: the rule for this parcel (the settings' when absent). */
export const bookShipmentSchema = z
  .object({ courierRule: z.enum(COURIER_RULES, { error: 'Choose cheapest or fastest' }).optional() })
  .default({});

/** A parcel booked with the aggregator, as the admin sees it. */
export const adminShipmentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  provider: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  remoteOrderId: z.string().nullable(),
  remoteShipmentId: z.string().nullable(),
  courierName: z.string().nullable(),
  awb: z.string().nullable(),
  /** paise */
  rate: z.number().int().nullable(),
  labelUrl: z.string().nullable(),
  manifestUrl: z.string().nullable(),
  pickupScheduledFor: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  lastError: z.string().nullable(),
  events: z.array(z.object({ status: z.string(), location: z.string().nullable(), occurredAt: z.string() })),
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

/** The order's parcel (null when none), and how the shop books parcels (the admin shows the booking only with an aggregator). */
export const adminShipmentResponseSchema = z.object({
  provider: z.enum(SHIPPING_PROVIDERS),
  courierRule: z.enum(COURIER_RULES),
  shipment: adminShipmentSchema.nullable(),
});
export type AdminShipmentResponse = z.infer<typeof adminShipmentResponseSchema>;

/** POST /api/admin/shipments/manifest */
export const manifestInputSchema = z.object({
  orderIds: z
    .array(z.uuid({ error: 'Each order id must be an order id' }), { error: 'Choose the orders' })
    .min(1, 'Choose at least one order')
    .max(100, 'At most 100 orders in one manifest'),
});
export const manifestResponseSchema = z.object({ url: z.string() });
