import { join } from 'node:path';
import { openDb } from '#server/db/client.ts';
import { hasProducts } from '#server/db/seed/is-seeded.ts';
import { resetDemo, seedDemo } from '#server/db/seed/seed.ts';
import { loadConfig, loadDotEnv } from '#server/env.ts';
import { createStorage } from '#server/lib/storage-from-config.ts';

/*
 * `npm run seed`            seeds the demo shop into a database without products (a new one, or a shop that
 *                           started empty with SEED_DEMO off: its saved settings are kept); else does nothing
 * `npm run seed -- --reset` empties the app tables first (accounts are kept), then seeds
 */

const log = (line: string) => console.info(line);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--reset');
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown[0]}. Usage: npm run seed [-- --reset]`);
  const reset = args.includes('--reset');

  const started = performance.now();
  loadDotEnv();
  const config = loadConfig();
  const handle = await openDb(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    log(
      `Database: ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
    );
    let step = performance.now();
    await handle.migrate();
    log(`Migrations applied (${seconds(step)})`);

    if (reset) {
      step = performance.now();
      await resetDemo(handle.db);
      log(`App tables emptied; accounts kept (${seconds(step)})`);
    } else if (await hasProducts(handle.db)) {
      log(
        'The shop already has products (the demo or your own). To start over, run: npm run seed -- --reset',
      );
      return;
    }

    const where = config.s3 ? `S3 bucket ${config.s3.bucket}` : join(config.dataDir, 'media');
    log(`Seeding the demo shop (images in ${where})`);
    await seedDemo(handle.db, { storage: createStorage(config), log: (line) => log(`  ${line}`) });
    log(`Done in ${seconds(started)}`);
  } finally {
    await handle.close();
  }
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Seed failed: ${message.split('\n')[0]}`);
  process.exitCode = 1;
});
