import { z } from 'zod';

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
});

export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  storeName: 'Karigar',
  tagline: 'Handcrafted with love in Bengaluru',
  contactPhone: '+91 98450 12345',
  contactEmail: 'hello@karigar.in',
  city: 'Bengaluru',
  region: 'Karnataka',
  country: 'India',
  whatsappNumber: '919845012345',
  whatsappGreeting: 'Hello Karigar! I would like to know more about your handmade creations.',
  freeShippingThreshold: 50_000,
  shippingFee: 5_000,
};

export function whatsappHref(settings: Pick<StoreSettings, 'whatsappNumber' | 'whatsappGreeting'>): string {
  return `https://wa.me/${settings.whatsappNumber}?text=${encodeURIComponent(settings.whatsappGreeting)}`;
}
