import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../env.ts';
import { lockDataDir } from './lock.ts';
import * as schema from './schema/index.ts';

/** Driver-agnostic Drizzle type: what features (and better-auth) see. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  /** Cheap liveness probe for /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export type DbOptions =
  | { kind: 'postgres'; url: string; poolMax?: number; onPoolError?: (error: Error) => void }
  /** `dataDir` of 'memory://' for tests; `loadDataDir` starts from a dump (fast test start). */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob; lock?: boolean };

export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 2_000,
      idleTimeoutMillis: 30_000,
    });
    // A database restart emits 'error' on idle clients; unhandled, it would kill the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzleNodePg({ client: pool, schema });
    return {
      kind: 'postgres',
      db,
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  const release = inMemory || options.lock === false ? () => {} : lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: inMemory ? options.dataDir : join(options.dataDir, 'db'),
      loadDataDir: options.loadDataDir,
    });
    const db = drizzlePglite({ client, schema });
    return {
      kind: 'pglite',
      db,
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The database of a configuration: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDb(config: Config, onPoolError?: (error: Error) => void): Promise<DbHandle> {
  return config.databaseUrl
    ? openDb({ kind: 'postgres', url: config.databaseUrl, onPoolError })
    : openDb({ kind: 'pglite', dataDir: config.dataDir });
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
