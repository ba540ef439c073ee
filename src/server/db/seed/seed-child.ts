import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '#server/env.ts';
import { SEED_CLI } from '#server/project-paths.ts';

/**
 * First start on the embedded database: create it (PGlite's initdb), migrate and seed the demo in
 * a child process (`npm run seed`), so the server never holds that work's memory. PGlite's WASM
 * heap and libvips' caches never shrink: seeded in-process, the server kept ~400 MB more RSS for
 * its whole life (docs/performance.md). A no-op on PostgreSQL, when the data dir has a database, or when
 * SEED_DEMO is off (the start-up then only creates the settings row, in-process).
 */
export async function seedNewDataDirInChild(config: Config, say: (line: string) => void): Promise<void> {
  if (!config.seedDemo || config.databaseUrl || existsSync(join(config.dataDir, 'db'))) return;
  say('empty database: adding the demo shop (products, images, blog, testimonials)...');
  const started = Date.now();
  const child = spawn(process.execPath, [...process.execArgv, SEED_CLI], {
    env: { ...process.env, DATA_DIR: config.dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`seeding the new database failed (exit ${code})`);
  say(`demo shop ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
