import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../testing/global-setup.ts';
import { createFaultDb, withClient } from './fault-harness.ts';

/**
 * docs/deploy.md's backup recipe, proven: `npm run db:backup` (scripts/backup.sh) dumps a seeded shop (and its
 * media), `npm run db:restore` (scripts/restore.sh) loads it into an empty database elsewhere, and every table comes back with the
 * same rows (count and checksum over the ordered rows), the identity sequences where they were.
 */
type TableFingerprint = { table: string; rows: number; checksum: string };

async function fingerprint(url: string): Promise<TableFingerprint[]> {
  return withClient(url, async (c) => {
    const tables = await c.query<{ schema: string; name: string }>(
      `select schemaname as schema, tablename as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1, 2`,
    );
    const result: TableFingerprint[] = [];
    for (const { schema, name } of tables.rows) {
      const qualified = `"${schema}"."${name}"`;
      const { rows } = await c.query<{ rows: number; checksum: string | null }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as checksum
           from ${qualified} t`,
      );
      result.push({ table: `${schema}.${name}`, rows: rows[0]!.rows, checksum: rows[0]!.checksum ?? '' });
    }
    return result;
  });
}

async function sequences(url: string) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `select schemaname, sequencename, last_value from pg_sequences where schemaname = 'public' order by 1, 2`,
    );
    return rows;
  });
}

describe('backup and restore scripts', () => {
  it('round-trip a seeded database: identical row counts and checksums in every table', async () => {
    const source = await createFaultDb();
    const target = withDatabase(source, `${new URL(source).pathname.slice(1)}_restored`);
    await withClient(withDatabase(source, 'postgres'), (c) =>
      c.query(`create database "${new URL(target).pathname.slice(1)}"`),
    );
    mkdirSync('tmp', { recursive: true });
    const work = mkdtempSync(join('tmp', 'backup-'));
    const sourceData = join(work, 'source-data');
    mkdirSync(join(sourceData, 'media', 'blog-images'), { recursive: true });
    writeFileSync(join(sourceData, 'media', 'blog-images', 'proof.webp'), 'not really an image');

    const cli = (...args: string[]) => ['--import', 'tsx', 'src/server/db/backup-cli.ts', ...args];
    const dump = execFileSync(process.execPath, cli('backup', join(work, 'backups')), {
      env: { ...process.env, DATABASE_URL: source, DATA_DIR: sourceData },
      encoding: 'utf8',
    }).trim();
    expect(dump).toMatch(/karigar-\d{8}T\d{6}Z\.dump$/);
    // Personal data: the dump and the media tar are readable by the shop's user only (backup.sh's umask).
    for (const file of readdirSync(join(work, 'backups')))
      expect(statSync(join(work, 'backups', file)).mode & 0o777, file).toBe(0o600);

    const targetData = join(work, 'target-data');
    execFileSync(process.execPath, cli('restore', dump), {
      env: { ...process.env, DATABASE_URL: target, DATA_DIR: targetData },
      stdio: 'pipe',
    });

    const [before, after] = await Promise.all([fingerprint(source), fingerprint(target)]);
    expect(before.length).toBeGreaterThan(15);
    expect(before.find((t) => t.table === 'public.products')!.rows).toBeGreaterThan(40);
    expect(after).toEqual(before);
    expect(await sequences(target)).toEqual(await sequences(source));
    expect(readFileSync(join(targetData, 'media', 'blog-images', 'proof.webp'), 'utf8')).toBe(
      'not really an image',
    );
  });
});
