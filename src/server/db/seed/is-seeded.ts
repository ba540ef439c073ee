import type { Db } from '#server/db/client.ts';
import { storeSettings } from '#server/db/schema/index.ts';

/**
 * True once the demo (or a real store) has its settings row. Apart from seed.ts, so the server's start-up
 * can ask without loading the demo data and its artwork generator.
 */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: storeSettings.id }).from(storeSettings).limit(1);
  return rows.length > 0;
}
