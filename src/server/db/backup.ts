import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { openDb } from './client.ts';
import { lockDataDir } from './lock.ts';

/**
 * Backups of the embedded database (issue 40): PGlite's whole data dir as one gzipped tarball
 * (`dumpDataDir`), and DATA_DIR/media beside it, named like scripts/backup.sh's PostgreSQL dumps. The data
 * dir's lock (lock.ts) makes both refuse while the shop runs on it: stop it for the seconds they take.
 */
export const EMBEDDED_SUFFIX = '.pglite.tar.gz';
const MEDIA_SUFFIX = '-media.tar.gz';

const stampOf = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export interface BackupFiles {
  database: string;
  media?: string;
}

export async function backupEmbedded(dataDir: string, outDir: string, at = new Date()): Promise<BackupFiles> {
  mkdirSync(outDir, { recursive: true });
  const base = join(outDir, `karigar-${stampOf(at)}`);
  const handle = await openDb({ kind: 'pglite', dataDir });
  let dump: Blob;
  try {
    dump = await handle.dumpDataDir!();
  } finally {
    await handle.close();
  }
  const database = `${base}${EMBEDDED_SUFFIX}`;
  // Written aside, then renamed: a half-written file never looks like a backup.
  // Buyers' names, addresses and orders: readable by the shop's user only (0600), like scripts/backup.sh's umask.
  writeFileSync(`${database}.partial`, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  renameSync(`${database}.partial`, database);
  if (!existsSync(join(dataDir, 'media'))) return { database };
  const media = `${base}${MEDIA_SUFFIX}`;
  execFileSync('tar', ['-czf', media, '-C', dataDir, 'media']);
  chmodSync(media, 0o600);
  return { database, media };
}

/**
 * Restores a backupEmbedded file into `dataDir`. What is there is kept, moved aside
 * (`db.before-restore-<time>`, `media.before-restore-<time>`), never deleted. Answers what was moved.
 */
export async function restoreEmbedded(file: string, dataDir: string, at = new Date()): Promise<string[]> {
  if (!file.endsWith(EMBEDDED_SUFFIX)) throw new Error(`restore: not an embedded-database backup: ${file}`);
  const dump = readFileSync(file);
  const release = lockDataDir(dataDir);
  const movedAside: string[] = [];
  const setAside = (name: string) => {
    const from = join(dataDir, name);
    if (!existsSync(from)) return;
    const to = `${from}.before-restore-${stampOf(at)}`;
    renameSync(from, to);
    movedAside.push(to);
  };
  try {
    setAside('db');
    const handle = await openDb({ kind: 'pglite', dataDir, loadDataDir: new Blob([dump]), lock: false });
    try {
      await handle.ping();
    } finally {
      await handle.close();
    }
    const media = join(dirname(file), `${basename(file, EMBEDDED_SUFFIX)}${MEDIA_SUFFIX}`);
    if (existsSync(media)) {
      setAside('media');
      execFileSync('tar', ['-xzf', media, '-C', dataDir]);
    }
  } finally {
    release();
  }
  return movedAside;
}
