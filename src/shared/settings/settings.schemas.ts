import { z } from 'zod';

export { DEFAULT_STORE_SETTINGS, whatsappHref } from './store-settings.ts';

/** Store settings: one row, read by the storefront (public fields only) and edited by the admin. */
export const storeSettingsSchema = z.object({
  storeName: z.string(),
  tagline: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  /** Digits only, with country code, as wa.me expects. */
  whatsappNumber: z.string().describe('Digits only, with country code, as wa.me expects'),
  whatsappGreeting: z.string(),
  /** paise */
  freeShippingThreshold: z.number().int().describe('paise'),
  /** paise */
  shippingFee: z.number().int().describe('paise'),
  /** Units of one product one order may hold (the cart stops there; the server refuses more). */
  maxUnitsPerProduct: z.number().int(),
});

export type StoreSettings = z.infer<typeof storeSettingsSchema>;
