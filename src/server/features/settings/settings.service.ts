import { eq } from 'drizzle-orm';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { Db } from '../../db/client.ts';
import { storeSettings } from '../../db/schema/index.ts';

/** The settings row, or the defaults before the demo (or an admin) has written one. */
export async function readStoreSettings(db: Db): Promise<StoreSettings> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  if (!row) return DEFAULT_STORE_SETTINGS;
  return {
    storeName: row.storeName,
    tagline: row.tagline,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    city: row.city,
    region: row.region,
    country: row.country,
    whatsappNumber: row.whatsappNumber,
    whatsappGreeting: row.whatsappGreeting,
    freeShippingThreshold: row.freeShippingThreshold,
    shippingFee: row.shippingFee,
  };
}
