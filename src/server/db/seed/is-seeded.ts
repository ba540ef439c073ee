import type { Db } from '#server/db/client.ts';
import { products, storeSettings } from '#server/db/schema/index.ts';

/**
 * True once the demo or a real store's first start (SEED_DEMO off) has written the settings row. Apart from seed.ts, so the server's start-up
 * can ask without loading the demo data and its artwork generator.
 */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: storeSettings.id }).from(storeSettings).limit(1);
  return rows.length > 0;
}

/** True when the shop has a product: `npm run seed` adds the demo only to a shop without any (decision 048). */
export async function hasProducts(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}
