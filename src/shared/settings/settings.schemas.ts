import { z } from 'zod';
import type { StoreSettings } from './store-settings.ts';

export { DEFAULT_STORE_SETTINGS, type StoreSettings, whatsappHref } from './store-settings.ts';

/** Store settings: one row, read by the storefront (public fields only) and edited by the admin. */
export const storeSettingsSchema = z.object({
  storeName: z.string(),
  tagline: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  whatsappNumber: z.string().describe('Digits only, with country code, as wa.me expects'),
  whatsappGreeting: z.string(),
  freeShippingThreshold: z.number().int().describe('paise'),
  shippingFee: z.number().int().describe('paise'),
}) satisfies z.ZodType<StoreSettings>;
