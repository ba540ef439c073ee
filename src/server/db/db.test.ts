import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../testing/global-setup.ts';
import { MIGRATION_LOCK_TIMEOUT_MS, openDb, queryRows, STATEMENT_TIMEOUT_MS } from './client.ts';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const APP_TABLES = [
  'products',
  'orders',
  'order_items',
  'order_status_history',
  'user_addresses',
  'customer_profiles',
  'login_activities',
  'testimonials',
  'homepage_content',
  'blog_posts',
  'blog_categories',
  'blog_comments',
  'wishlist_items',
  'email_outbox',
  'payments',
  'idempotency_keys',
  'store_settings',
  'user',
  'session',
  'account',
  'verification',
];

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'karigar-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A new, empty database on the test PostgreSQL (DATABASE_URL) for `use`, dropped after it. */
async function onEmptyPostgres(name: string, use: (url: string) => Promise<void>) {
  const url = process.env.DATABASE_URL!;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await use(withDatabase(url, name));
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

async function migratedTables(handle: Awaited<ReturnType<typeof openDb>>) {
  await handle.migrate();
  await handle.migrate(); // applying twice is a no-op
  const rows = await queryRows<{ table_name: string }>(
    handle.db,
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  );
  return rows.map((r) => r.table_name);
}

describe('migrations', () => {
  it('create every table on an empty PGlite', async () => {
    const handle = await openDb({ kind: 'pglite', dataDir: 'memory://' });
    try {
      expect(await migratedTables(handle)).toEqual(expect.arrayContaining(APP_TABLES));
    } finally {
      await handle.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)('create every table on an empty PostgreSQL', async () => {
    await onEmptyPostgres(`karigar_empty_${process.pid}`, async (url) => {
      const handle = await openDb({ kind: 'postgres', url });
      try {
        expect(await migratedTables(handle)).toEqual(expect.arrayContaining(APP_TABLES));
      } finally {
        await handle.close();
      }
    });
  });

  it.runIf(process.env.DATABASE_URL)(
    'run on a connection of their own on PostgreSQL: no statement timeout, a lock timeout (issue 40)',
    async () => {
      await onEmptyPostgres(`karigar_migrate_${process.pid}`, async (url) => {
        const name = new URL(url).pathname.slice(1);
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        // A database whose sessions time out after 1 ms: the pool sets its own 5 s, the migrations none at all.
        await admin.query(`alter database ${name} set statement_timeout = '1ms'`);
        const handle = await openDb({ kind: 'postgres', url });
        try {
          await handle.migrate();
          // A long transaction holds the migrations' table: the next migrate gives up after its lock timeout
          // rather than queueing the shop behind it.
          await admin.query(`begin; lock table drizzle.__drizzle_migrations in access exclusive mode`);
          const started = Date.now();
          const refused = (await handle.migrate().catch((error: unknown) => error)) as {
            cause?: { code?: string };
          };
          expect(refused.cause?.code).toBe('55P03'); // lock_not_available: canceled by lock_timeout
          expect(Date.now() - started).toBeGreaterThanOrEqual(MIGRATION_LOCK_TIMEOUT_MS - 100);
          await admin.query('rollback');
          await handle.migrate();
        } finally {
          await handle.close();
          await admin.end();
        }
      });
    },
    30_000,
  );

  it('index every foreign key', async () => {
    const handle = await openDb({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await handle.migrate();
      // Foreign keys whose first column does not lead any index on the table.
      const rows = await queryRows<{ fk: string }>(
        handle.db,
        sql`
        select c.conname as fk
        from pg_constraint c
        where c.contype = 'f'
          and not exists (
            select 1 from pg_index i
            where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
          )`,
      );
      expect(rows.map((r) => r.fk)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});

describe('start-up work on PostgreSQL (migrations, the demo shop, the admin)', () => {
  it.runIf(process.env.DATABASE_URL)(
    "waits for another process's, however long it runs: longer than one statement may",
    async () => {
      await onEmptyPostgres(`karigar_startup_${process.pid}`, async (url) => {
        const first = await openDb({ kind: 'postgres', url });
        const second = await openDb({ kind: 'postgres', url });
        const order: string[] = [];
        try {
          let firstStarted!: () => void;
          const firstHoldsTheLock = new Promise<void>((resolve) => {
            firstStarted = resolve;
          });
          const firstDone = first.startupExclusive(async () => {
            order.push('first starts');
            firstStarted();
            await new Promise((resolve) => setTimeout(resolve, STATEMENT_TIMEOUT_MS + 1_000));
            order.push('first ends');
          });
          await firstHoldsTheLock;
          const secondDone = second.startupExclusive(async () => {
            order.push('second');
          });
          await Promise.all([firstDone, secondDone]);
          expect(order).toEqual(['first starts', 'first ends', 'second']);
        } finally {
          await Promise.all([first.close(), second.close()]);
        }
      });
    },
    STATEMENT_TIMEOUT_MS + 15_000,
  );
});

describe('data directory lock', () => {
  it('refuses a second opener of the same data dir with a clear message', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    writeFileSync(join(dir, 'karigar.lock'), String(process.ppid)); // held by another live process
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/is in use by another Karigar process/);
    release();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'karigar.lock'), '2147483646');
    const release = lockDataDir(dir);
    release();
    expect(() => lockDataDir(dir)()).not.toThrow();
  });

  it('keeps PGlite data across reopen and releases the lock on close', async () => {
    const dir = tempDir();
    const first = await openDb({ kind: 'pglite', dataDir: dir });
    await first.migrate();
    await first.db.execute(
      sql`insert into testimonials (customer_name, rating, review_text) values ('Asha', 5, 'Lovely')`,
    );
    await first.close();
    const second = await openDb({ kind: 'pglite', dataDir: dir });
    try {
      const rows = await queryRows<{ n: number }>(
        second.db,
        sql`select count(*)::int as n from testimonials`,
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await second.close();
    }
  });
});
