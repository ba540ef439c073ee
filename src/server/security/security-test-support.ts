import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { nextIp, type TestClient } from '../testing/accounts.ts';
import { TEST_ORIGIN, type TestApp } from '../testing/build-test-app.ts';

/** Shared by the security suite (tests only). */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every state-changing API route the app registered (its own list, so a new route is covered too). */
export function writeRoutes(t: TestApp) {
  return t.app.routeTable.filter((r) => WRITE_METHODS.has(r.method) && r.url.startsWith('/api/'));
}

type Rows<T> = { rows: T[] };

/** Routes that take no input at all: a body is ignored (listed so a new one is a conscious choice). */
export const NO_INPUT = new Set(['POST /api/account/sign-out', 'POST /api/me/sign-out-all']);

/** Row count of every table: "nothing written" is this snapshot unchanged. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = (await t.db.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as Rows<{ table_name: string }>;
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const res = (await t.db.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)}`,
    )) as unknown as Rows<{ n: number }>;
    counts[table_name] = Number(res.rows[0]?.n);
  }
  return counts;
}

/**
 * A request as `client` (or a guest) from a fresh IP each time, so the per-IP rate limits never
 * answer in place of the validation under test.
 */
export function send(
  t: TestApp,
  client: TestClient | undefined,
  method: Method,
  url: string,
  opts: { payload?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const hasBody = opts.payload !== undefined;
  return t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: {
      origin: TEST_ORIGIN,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(client?.cookies.size ? { cookie: client.cookieHeader() } : {}),
      ...opts.headers,
    },
    ...(hasBody
      ? { payload: typeof opts.payload === 'string' ? opts.payload : JSON.stringify(opts.payload) }
      : {}),
  });
}
