// Zod-free: the storefront reads these on every page without pulling in zod.

import type { StoreSettings } from './settings.schemas.ts';
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
  maxUnitsPerProduct: 10,
};

export function whatsappHref(settings: Pick<StoreSettings, 'whatsappNumber' | 'whatsappGreeting'>): string {
  return `https://wa.me/${settings.whatsappNumber}?text=${encodeURIComponent(settings.whatsappGreeting)}`;
}
