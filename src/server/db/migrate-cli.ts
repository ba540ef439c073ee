import { openConfiguredDb } from '#server/db/client.ts';
import { DataDirLockedError } from '#server/db/lock.ts';
import { ConfigError, loadConfig, loadDotEnv } from '#server/env.ts';

/*
 * `npm run db:migrate` (the image: `node dist/server/migrate-cli.js`; compose's one-shot `migrate` service):
 * applies the pending migrations and exits, as a deploy step before the new version starts (issue 40).
 * On PostgreSQL on a connection of its own, with no statement timeout and a 10 s lock timeout
 * (client.ts), under the start-up lock the server processes take too. The server still migrates at start,
 * which then finds nothing to do. On the embedded database, the shop must be stopped (its data dir is locked).
 */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const started = performance.now();
  const handle = await openConfiguredDb(config);
  try {
    await handle.startupExclusive(() => handle.migrate());
  } finally {
    await handle.close();
  }
  const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.info(`Migrations applied to ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
