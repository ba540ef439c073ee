import { and, asc, gt, isNull } from 'drizzle-orm';
import { CATALOG_CSV_COLUMNS } from '#shared/catalog/catalog-csv.ts';
import type { Db } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';
import type { CsvValue } from '../../../lib/csv.ts';
import { liveVariantsOf } from '../catalog-admin.repo.ts';
import { csvProductOf, csvRowsOf } from './csv-model.ts';

const BATCH = 200;

/** A site path as the shop's address (`/media/a.webp` → `https://shop.in/media/a.webp`); other URLs as they are. */
export const absoluteIn = (publicUrl: string) => (url: string) =>
  url.startsWith('/') && !url.startsWith('//') ? `${publicUrl.replace(/\/+$/, '')}${url}` : url;

/**
 * The whole catalog (archived products left out) as CSV rows, one per live variant, a batch of products at a time
 * in id order, so a large catalog never sits whole in memory.
 */
export async function* catalogCsvBatches(db: Db, publicUrl: string): AsyncGenerator<CsvValue[][]> {
  const absolute = absoluteIn(publicUrl);
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(products)
      .where(and(isNull(products.archivedAt), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    const variants = await liveVariantsOf(
      db,
      rows.map((row) => row.id),
    );
    yield rows.flatMap((row) =>
      csvRowsOf(csvProductOf(row, variants.get(row.id) ?? []), absolute).map((cells) =>
        CATALOG_CSV_COLUMNS.map((column) => cells[column] ?? ''),
      ),
    );
    after = rows.at(-1)!.id;
  }
}
