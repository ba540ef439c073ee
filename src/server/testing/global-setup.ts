import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../db/client.ts';
import { seedDemo } from '../db/seed/seed.ts';
import { LocalDiskStorage } from '../lib/storage.ts';

export interface TestDbTemplate {
  kind: 'pglite' | 'postgres';
  /** PGlite: a dump of the migrated, seeded database. PostgreSQL: the template database's URL. */
  source: string;
  mediaDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplate: TestDbTemplate;
  }
}

// One folder per run: two runs in one checkout (say, the PGlite and PostgreSQL suites) never share it.
const root = resolve(`tmp/test-db-${process.pid}`);

/**
 * Once per run: migrate and seed one database, so each test file starts from a copy in about a
 * second (PGlite: from a dump; PostgreSQL: CREATE DATABASE … TEMPLATE) instead of seeding again.
 */
export default async function setup(project: TestProject) {
  rmSync(root, { recursive: true, force: true });
  const mediaDir = join(root, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const storage = new LocalDiskStorage(mediaDir);
  const url = process.env.DATABASE_URL;

  if (url) {
    const template = `karigar_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const templateUrl = withDatabase(url, template);
    const handle = await openDb({ kind: 'postgres', url: templateUrl });
    await handle.migrate();
    await seedDemo(handle.db, { storage });
    await handle.close();
    project.provide('testDbTemplate', { kind: 'postgres', source: templateUrl, mediaDir });
    return async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 or datname = $2',
        [`${template}_t_%`, template],
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
      await client.end();
      rmSync(root, { recursive: true, force: true });
    };
  }

  const handle = await openDb({ kind: 'pglite', dataDir: 'memory://' });
  await handle.migrate();
  await seedDemo(handle.db, { storage });
  const dumpFile = join(root, 'seeded.tar');
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  writeFileSync(dumpFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  project.provide('testDbTemplate', { kind: 'pglite', source: dumpFile, mediaDir });
  return () => rmSync(root, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
