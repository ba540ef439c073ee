import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DbHandle, openDb } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A private copy of the seeded test database for one test file: PGlite in memory loaded from
 * the dump, or (DATABASE_URL set) a fresh PostgreSQL database cloned from the template.
 */
export async function openTestDb(): Promise<DbHandle> {
  const template = inject('testDbTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([readFileSync(template.source)]);
    return openDb({ kind: 'pglite', dataDir: 'memory://', loadDataDir: dump });
  }
  return openDb({ kind: 'postgres', url: await clonePgTemplate() });
}

/** PostgreSQL runs only: a fresh database cloned from the seeded template; its URL. */
export async function clonePgTemplate(): Promise<string> {
  const template = inject('testDbTemplate');
  if (template.kind !== 'postgres') throw new Error('clonePgTemplate needs the PostgreSQL test run');
  const templateName = new URL(template.source).pathname.slice(1);
  const name = `${templateName}_t_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(template.source, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${templateName}`);
  } finally {
    await admin.end();
  }
  return withDatabase(template.source, name);
}

export function testMediaDir(): string {
  return inject('testDbTemplate').mediaDir;
}
