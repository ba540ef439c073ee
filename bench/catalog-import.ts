/**
 * `npm run bench -- --catalog-import` (issue 41 point 5, decision 090; budget: 500 products with 3 variants each in
 * under 60 s): the import's own work, in this process, on an empty embedded database on disk as the shop keeps it
 * (migrated, no demo): a generated file of 500 products × 3 variants (Hindi titles, a Size axis, no images) checked
 * (the dry run) and applied (one transaction); then the same file again (every product unchanged), then with every
 * price changed (every product updated). Writes its section of docs/performance.md.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOG_CSV_COLUMNS } from '#shared/catalog/catalog-csv.ts';
import { openDb } from '../src/server/db/client.ts';
import { applyCatalogImport, planCatalogImport } from '../src/server/features/catalog/csv/csv-import.ts';
import { LocalDiskStorage } from '../src/server/lib/storage.ts';
import { machine, replaceSection, root } from './server.ts';

const PRODUCTS = 500;
const SIZES = ['S', 'M', 'L'];

function catalogCsv(priceShift: number): string {
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  const lines = [CATALOG_CSV_COLUMNS.map(quote).join(',')];
  for (let p = 1; p <= PRODUCTS; p++) {
    for (const [i, size] of SIZES.entries()) {
      const cells: Record<string, string> = {
        Handle: `bench-lamp-${p}`,
        Title: `Bench clay lamp ${p}`,
        'Title (Hindi)': `मिट्टी का दीया ${p}`,
        Description: 'Hand-thrown, sun-dried, fired in a wood kiln.',
        Category: 'Candles',
        'Option1 Name': 'Size',
        'Option1 Value': size,
        'Variant SKU': `BENCH-${p}-${size}`,
        'Variant Price': `${299 + i * 100 + priceShift}.00`,
        Stock: String(5 + i),
        'Weight (g)': String(200 + i * 50),
      };
      lines.push(CATALOG_CSV_COLUMNS.map((c) => quote(cells[c] ?? '')).join(','));
    }
  }
  return lines.join('\r\n');
}

export async function catalogImportScenario(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'karigar-bench-import-'));
  const load = [loadavg()[0]!];
  try {
    const handle = await openDb({ kind: 'pglite', dataDir: dir });
    await handle.migrate();
    const options = {
      storage: new LocalDiskStorage(join(dir, 'media')),
      publicUrl: 'http://127.0.0.1:3000',
      fetch: { timeoutMs: 10_000, allowPrivate: false },
    };
    const rows: string[] = [];
    for (const [label, shift] of [
      ['into an empty shop', 0],
      ['the same file again', 0],
      ['every price changed', 10],
    ] as const) {
      const csv = catalogCsv(shift);
      const started = performance.now();
      const plan = await planCatalogImport(handle.db, options, csv, null);
      const checked = performance.now();
      if (plan.problems.length > 0)
        throw new Error(`bench file refused: ${JSON.stringify(plan.problems[0])}`);
      const summary = await applyCatalogImport(handle.db, plan, () => {});
      const done = performance.now();
      load.push(loadavg()[0]!);
      const s = (ms: number) => (ms / 1000).toFixed(1);
      rows.push(
        `| ${label} | ${s(checked - started)} s | ${s(done - checked)} s | ${s(done - started)} s | ${summary.created} / ${summary.updated} / ${summary.unchanged} |`,
      );
    }
    await handle.close();
    const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const section = [
      `## Catalog CSV import (issue 41 point 5) — ${stamp} UTC`,
      '',
      `${PRODUCTS} products × ${SIZES.length} variants (${PRODUCTS * SIZES.length} rows, ${(Buffer.byteLength(catalogCsv(0)) / 1024).toFixed(0)} kB), PGlite on disk, in one`,
      `process (\`npm run bench -- --catalog-import\`; budget: under 60 s for the whole import). Load average (1 min) ${load.map((l) => l.toFixed(2)).join(' → ')}; ${machine()}.`,
      '',
      '| run | dry run (read, check) | import (one transaction) | total | created / updated / unchanged |',
      '|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n');
    console.info(section);
    const docFile = join(root, 'docs/performance.md');
    writeFileSync(docFile, replaceSection(readFileSync(docFile, 'utf8'), '## Catalog CSV import', section));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
