import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { backupEmbedded, EMBEDDED_SUFFIX, restoreEmbedded } from '#server/db/backup.ts';
import { DataDirLockedError } from '#server/db/lock.ts';
import { ConfigError, loadConfig, loadDotEnv } from '#server/env.ts';
import { SCRIPTS_DIR } from '#server/project-paths.ts';

/*
 * `npm run db:backup [-- <dir>]`      backs up the shop's database and media into <dir> (default ./backups)
 * `npm run db:restore -- <file>`      restores one (stop the shop first)
 * The embedded database (no DATABASE_URL): PGlite's data dir as one file, while the shop is stopped (its lock
 * refuses otherwise); what a restore replaces is moved aside. PostgreSQL: scripts/backup.sh and restore.sh
 * (pg_dump custom format; pg_restore in one transaction), which need the PostgreSQL client tools.
 */
const USAGE = 'Usage: npm run db:backup [-- <dir>]  |  npm run db:restore -- <file>';

function runScript(name: string, args: string[]): void {
  const script = join(SCRIPTS_DIR, name);
  if (!existsSync(script))
    throw new Error(`${name} is not here (the image has no scripts): see docs/deploy.md, Backups`);
  execFileSync('bash', [script, ...args], { stdio: 'inherit' });
}

async function main(): Promise<void> {
  const [command, target, ...rest] = process.argv.slice(2);
  if (
    rest.length > 0 ||
    (command !== 'backup' && command !== 'restore') ||
    (command === 'restore' && !target)
  )
    throw new ConfigError(USAGE);
  loadDotEnv();
  const config = loadConfig();
  if (command === 'backup') {
    const dir = target ?? './backups';
    if (config.databaseUrl) return runScript('backup.sh', [dir]);
    const files = await backupEmbedded(config.dataDir, dir);
    console.info(`backup: database -> ${files.database}`);
    if (files.media) console.info(`backup: media -> ${files.media}`);
    return;
  }
  const file = target!;
  if (config.databaseUrl) {
    if (file.endsWith(EMBEDDED_SUFFIX))
      throw new ConfigError(`${file} is an embedded-database backup: unset DATABASE_URL`);
    return runScript('restore.sh', [file]);
  }
  const movedAside = await restoreEmbedded(file, config.dataDir);
  console.info(`restore: ${config.dataDir} <- ${file}`);
  for (const path of movedAside) console.info(`restore: the previous copy is kept in ${path}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
