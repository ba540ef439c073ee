import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../env.ts';
import { MIGRATIONS_DIR } from '../project-paths.ts';
import { lockDataDir } from './lock.ts';
import * as schema from './schema/index.ts';

/** Driver-agnostic Drizzle type: what features (and better-auth) see. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Where public catalog and blog reads go: the read replica when configured, else `db`. */
  readDb: Db;
  /**
   * PostgreSQL only: LISTEN on a channel over a dedicated connection that reconnects by itself.
   * `onReconnect` runs after a lost connection is back (notifications may have been missed meanwhile).
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect: () => void,
  ): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding the database-wide start-up lock (a PostgreSQL advisory lock), so identical
   * processes starting together migrate, seed and create the admin one after the other, never at once.
   */
  startupExclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Cheap liveness probe for /api/health. */
  ping(): Promise<void>;
  /** PGlite only: the whole data dir as a gzipped tarball (`npm run db:backup`; PGlite.create's loadDataDir). */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the connection pools' use now, for /metrics (a replica's when configured). */
  poolStats?(): PoolStats[];
  close(): Promise<void>;
}

export interface PoolStats {
  pool: 'primary' | 'replica';
  /** Connections open (busy and idle) and idle; clients queued for a free connection. */
  total: number;
  idle: number;
  waiting: number;
}

/** Arbitrary, fixed: the advisory lock key of start-up work (migrations, seed, admin). */
const STARTUP_LOCK_KEY = 7_274_321;
const TRY_STARTUP_LOCK = 'select pg_try_advisory_lock($1) as locked';
/** How often a process waiting for another's start-up work asks for the lock again. */
const STARTUP_LOCK_POLL_MS = 200;

export type DbOptions =
  | {
      kind: 'postgres';
      url: string;
      readUrl?: string;
      poolMax?: number;
      onPoolError?: (error: Error) => void;
    }
  /** `dataDir` of 'memory://' for tests; `loadDataDir` starts from a dump (fast test start). */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob; lock?: boolean };

/** Resolves when the database answers a ping within `ms`; rejects when it fails or hangs. */
export async function pingWithin(handle: DbHandle, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      handle.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The longest one SQL statement may run on PostgreSQL; the client waits a second more for its answer. */
export const STATEMENT_TIMEOUT_MS = 5_000;

export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.kind === 'postgres') {
    const openPool = (url: string) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: options.poolMax ?? 10,
        // Also the longest a request waits for a free connection in a burst: long enough for a queue of
        // checkouts on one hot product to drain, short enough to answer 503 when the database hangs.
        connectionTimeoutMillis: 5_000,
        idleTimeoutMillis: 30_000,
        // A hung database (as opposed to a stopped one) must not hang requests and fill the pool (M6): the
        // server cancels a statement after 5 s and a transaction left idle after 15 s; the client gives up on
        // an answer after 6 s (the server may be frozen or cut off), and TCP keep-alive notices a dead peer.
        statement_timeout: STATEMENT_TIMEOUT_MS,
        idle_in_transaction_session_timeout: 15_000,
        query_timeout: STATEMENT_TIMEOUT_MS + 1_000,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      });
      // A database restart emits 'error' on idle clients; unhandled, it would kill the process.
      pool.on('error', (error) => options.onPoolError?.(error));
      return pool;
    };
    const pool = openPool(options.url);
    const readPool = options.readUrl ? openPool(options.readUrl) : undefined;
    const db = drizzleNodePg({ client: pool, schema });
    return {
      kind: 'postgres',
      db,
      readDb: readPool ? drizzleNodePg({ client: readPool, schema }) : db,
      listen: (channel, onMessage, onReconnect) =>
        listenWithReconnect(options.url, channel, onMessage, onReconnect, options.onPoolError),
      migrate: () => migrateOnOwnConnection(options.url),
      startupExclusive: async (fn) => {
        const client = await pool.connect();
        try {
          // Asked again and again rather than waited for: preparing a fresh database (migrations, the demo shop)
          // takes longer than one statement may run, and a waiting `pg_advisory_lock` would be cancelled.
          while (!(await client.query(TRY_STARTUP_LOCK, [STARTUP_LOCK_KEY])).rows[0]?.locked)
            await new Promise((resolve) => setTimeout(resolve, STARTUP_LOCK_POLL_MS));
          try {
            return await fn();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      poolStats: () =>
        [['primary', pool] as const, ...(readPool ? [['replica', readPool] as const] : [])].map(
          ([name, p]) => ({
            pool: name,
            total: p.totalCount,
            idle: p.idleCount,
            waiting: p.waitingCount,
          }),
        ),
      close: async () => {
        await Promise.all([pool.end(), readPool?.end()]);
      },
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  const release = inMemory || options.lock === false ? () => {} : lockDataDir(options.dataDir);
  try {
    // V8's baseline WASM compiler only: tiering PGlite up to optimised code kept a second copy of its
    // code (~45 MB RSS) with no measurable query speed-up here (docs/performance.md). Read at compile time.
    setFlagsFromString('--liftoff-only');
    const client = await PGlite.create({
      dataDir: inMemory ? options.dataDir : join(options.dataDir, 'db'),
      loadDataDir: options.loadDataDir,
      // PostgreSQL's default 128 MB of shared buffers is all touched at start, so it is all resident;
      // the shop's database is a few MB, and 16 MB saves ~130 MB of RSS (docs/performance.md).
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
      // Trigram similarity for search (decision 067): PostgreSQL's contrib extension, built for PGlite.
      extensions: { pg_trgm },
    });
    const db = drizzlePglite({ client: withParsersMergedOnce(client), schema });
    return {
      kind: 'pglite',
      db,
      readDb: db,
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
      // One process per data dir (lock.ts): nothing to wait for.
      startupExclusive: (fn) => fn(),
      dumpDataDir: () => client.dumpDataDir('gzip'),
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

/**
 * Drizzle passes the same few type parsers (timestamps, dates and intervals left as text) with every query, and
 * PGlite merges them into its own ~360 (one per array type) each time: an object spread of ~0.1 ms, a fifth of a
 * small read's cost (issue 17). They are merged into PGlite's own once, when first seen, and the query then
 * passes none: the same parsers apply. Drizzle is the client's only reader of rows (`ping` reads none); a
 * transaction's queries still pass theirs, merged into the same.
 */
function withParsersMergedOnce(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const merged = new Set<string>();
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    if (!options?.parsers) return query(text, params, options);
    const { parsers, ...rest } = options;
    for (const [type, parse] of Object.entries(parsers)) {
      if (merged.has(type)) continue;
      client.parsers[type] = parse;
      merged.add(type);
    }
    return query(text, params, rest);
  }) as PGlite['query'];
  return client;
}

/**
 * How long a migration waits for a table lock before it gives up (and the deploy with it), rather than queueing
 * every request behind it while a long transaction holds the table.
 */
export const MIGRATION_LOCK_TIMEOUT_MS = 10_000;

/**
 * Migrations on a connection of their own (issue 40): no statement timeout (an index or a backfill on a grown
 * table may take minutes; the pool's 5 s would abort the deploy) and a lock timeout instead. All pending
 * migrations run in one transaction: a failed one leaves the database as it was.
 */
async function migrateOnOwnConnection(url: string): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
    lock_timeout: MIGRATION_LOCK_TIMEOUT_MS,
    // In the startup packet, over whatever the role or database sets by default: a `SET` statement would itself
    // run under that default first (a database at 1 ms cancelled it on a busy machine).
    options: '-c statement_timeout=0',
  });
  await client.connect();
  try {
    await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
}

/** The database of a configuration: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDb(config: Config, onPoolError?: (error: Error) => void): Promise<DbHandle> {
  return config.databaseUrl
    ? openDb({ kind: 'postgres', url: config.databaseUrl, readUrl: config.databaseReadUrl, onPoolError })
    : openDb({ kind: 'pglite', dataDir: config.dataDir });
}

const RECONNECT_DELAYS_MS = [100, 250, 500, 1_000, 2_000];

/**
 * LISTEN on its own connection (a pooled one would be handed to other queries). When the connection
 * drops (database restart, network), it reconnects with backoff and calls `onReconnect`, since the
 * notifications sent meanwhile are lost. Resolves once listening; the returned function stops it.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
  onError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError?.(error);
      scheduleReconnect(next);
    });
    next.on('end', () => scheduleReconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };

  const scheduleReconnect = (lost: pg.Client) => {
    if (stopped || client !== lost || retry) return;
    client = undefined;
    lost.removeAllListeners('end');
    void lost.end().catch(() => {});
    const tryAgain = () => {
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt++, RECONNECT_DELAYS_MS.length - 1)];
      retry = setTimeout(async () => {
        retry = undefined;
        if (stopped) return;
        try {
          await connect();
          attempt = 0;
          onReconnect();
        } catch (error) {
          onError?.(error as Error);
          tryAgain();
        }
      }, delay);
      retry.unref();
    };
    tryAgain();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = undefined;
    if (current) {
      current.removeAllListeners('end');
      await current.end().catch(() => {});
    }
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
