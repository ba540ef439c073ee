import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupEmbedded, restoreEmbedded } from './backup.ts';
import { openDb } from './client.ts';
import { products } from './schema/index.ts';

/** Issue 40: `npm run db:backup` / `db:restore` on the embedded database, round trip. */
const work = mkdtempSync(join(tmpdir(), 'karigar-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function withShop<T>(dataDir: string, fn: (db: Awaited<ReturnType<typeof openDb>>) => Promise<T>) {
  const handle = await openDb({ kind: 'pglite', dataDir });
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

const productNames = (dataDir: string) =>
  withShop(dataDir, async (h) =>
    (await h.db.select({ name: products.name }).from(products).orderBy(products.name)).map((r) => r.name),
  );

describe('embedded database backup and restore', () => {
  it('restores the shop as it was when backed up, keeping what it replaced aside', {
    timeout: 180_000,
  }, async () => {
    const dataDir = join(work, 'shop');
    await withShop(dataDir, async (h) => {
      await h.migrate();
      await h.db.execute(sql`insert into products (name, slug, description, price, category, catalog_number) values
        ('Madhubani wall art', 'madhubani-wall-art', 'Hand-painted', 129900, 'paintings', 'KG-T1'), ('Brass diya', 'brass-diya', 'Cast brass', 49900, 'home-decor', 'KG-T2')`);
    });
    mkdirSync(join(dataDir, 'media', 'products'), { recursive: true });
    writeFileSync(join(dataDir, 'media', 'products', 'diya.webp'), 'a diya');

    const files = await backupEmbedded(dataDir, join(work, 'backups'), new Date('2026-11-29T10:00:00Z'));
    expect(files).toEqual({
      database: join(work, 'backups', 'karigar-20261129T100000Z.pglite.tar.gz'),
      media: join(work, 'backups', 'karigar-20261129T100000Z-media.tar.gz'),
    });
    // Personal data: the shop's user alone may read the files.
    for (const file of [files.database, files.media!]) expect(statSync(file).mode & 0o777).toBe(0o600);

    // After the backup the shop changes: one product goes, one comes, a photo is replaced.
    await withShop(dataDir, async (h) => {
      await h.db.execute(sql`delete from products where name = 'Brass diya'`);
      await h.db.execute(sql`insert into products (name, slug, description, price, category, catalog_number)
        values ('Later lamp', 'later-lamp', 'After the backup', 9900, 'home-decor', 'KG-T3')`);
    });
    writeFileSync(join(dataDir, 'media', 'products', 'diya.webp'), 'changed');
    expect(await productNames(dataDir)).toEqual(['Later lamp', 'Madhubani wall art']);

    const movedAside = await restoreEmbedded(files.database, dataDir, new Date('2026-11-29T12:00:00Z'));
    expect(movedAside).toEqual([
      join(dataDir, 'db.before-restore-20261129T120000Z'),
      join(dataDir, 'media.before-restore-20261129T120000Z'),
    ]);
    expect(await productNames(dataDir)).toEqual(['Brass diya', 'Madhubani wall art']);
    expect(readFileSync(join(dataDir, 'media', 'products', 'diya.webp'), 'utf8')).toBe('a diya');
    // The restored database takes new migrations and writes as usual.
    await withShop(dataDir, (h) => h.migrate());
    // What it replaced is kept, not deleted.
    expect(readdirSync(dataDir).sort()).toEqual([
      'db',
      'db.before-restore-20261129T120000Z',
      'media',
      'media.before-restore-20261129T120000Z',
    ]);
  });

  it('refuses while a shop runs on the data dir (its lock), and a file that is no such backup', async () => {
    const dataDir = join(work, 'running');
    mkdirSync(dataDir, { recursive: true });
    // The lock of another live process (this test's parent stands in for a running shop).
    writeFileSync(join(dataDir, 'karigar.lock'), String(process.ppid));
    await expect(backupEmbedded(dataDir, join(work, 'b2'))).rejects.toThrow(
      /in use by another Karigar process/,
    );
    const file = join(work, 'backups', 'karigar-20261129T100000Z.pglite.tar.gz');
    await expect(restoreEmbedded(file, dataDir)).rejects.toThrow(/in use by another Karigar process/);
    expect(readdirSync(dataDir)).toEqual(['karigar.lock']);
    rmSync(join(dataDir, 'karigar.lock'));
    await expect(restoreEmbedded(join(work, 'karigar.dump'), dataDir)).rejects.toThrow(
      'restore: not an embedded-database backup',
    );
  });
});
