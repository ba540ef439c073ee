import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFaultDb,
  killAll,
  requirePg,
  type ServerProcess,
  startPostgres,
  startServer,
  stopPostgres,
} from './fault-harness.ts';

/**
 * RE-04: PostgreSQL stops while the shop is under load. The process must stay up, answer 503 fast
 * (not hang until a client timeout), and serve again once PostgreSQL is back, without a restart.
 */
let server: ServerProcess;
const METRICS_TOKEN = 'fault-metrics-token-0123456789';
let pgStopped = false;

beforeAll(async () => {
  requirePg();
  server = await startServer(await createFaultDb(), undefined, { METRICS_TOKEN });
});
afterAll(() => {
  if (pgStopped) startPostgres();
  killAll();
});

/** A read the public cache cannot answer: a search term never asked before goes to the database. */
let n = 0;
const uncachedRead = () => `/api/products?q=${encodeURIComponent(`fault probe ${++n}`)}`;

async function timed(path: string) {
  const started = Date.now();
  const res = await fetch(server.base + path, { signal: AbortSignal.timeout(10_000) });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: await res.json(),
    ms: Date.now() - started,
  };
}

describe('PostgreSQL stopped during load', () => {
  it('answers 503 quickly while it is down and resumes on its own when it is back', async () => {
    // Background load: reads (cached and uncached) from 4 clients until told to stop.
    let loading = true;
    const statuses: number[] = [];
    const load = Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        while (loading) {
          const path = i % 2 ? uncachedRead() : '/api/products';
          const status = await fetch(server.base + path, { signal: AbortSignal.timeout(10_000) }).then(
            async (r) => {
              await r.arrayBuffer();
              return r.status;
            },
            () => 0,
          );
          statuses.push(status);
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 1_000));
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200)).toBe(true);

    stopPostgres();
    pgStopped = true;
    try {
      const health = await timed('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'unavailable', database: 'unreachable' });
      expect(health.ms).toBeLessThan(5_000);

      // Issue 40: liveness stays 200 (the proxy keeps the container), readiness says the database is gone, and
      // /metrics still answers, saying so.
      const live = await timed('/api/health/live');
      expect(live.status).toBe(200);
      expect(live.body.status).toBe('ok');
      const ready = await timed('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.database).toBe('unreachable');
      const metrics = await fetch(`${server.base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        signal: AbortSignal.timeout(10_000),
      });
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      expect(text).toMatch(/^karigar_database_up 0$/m);
      expect(text).toContain('karigar_db_pool_connections{pool="primary"');

      const read = await timed(uncachedRead());
      expect(read.status).toBe(503);
      expect(read.body.error.code).toBe('SERVICE_UNAVAILABLE');
      expect(read.retryAfter).toBe('5');
      expect(read.ms).toBeLessThan(5_000);

      // Cached public reads keep being served from memory meanwhile.
      expect((await timed('/api/products')).status).toBe(200);

      await new Promise((r) => setTimeout(r, 1_500));
      expect(server.child.exitCode).toBeNull();
      // No request answered 500 or hung (0 = a client-side failure or timeout).
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    } finally {
      startPostgres();
      pgStopped = false;
    }

    // Back without restarting the server: within 10 s every answer is a 200 again.
    const deadline = Date.now() + 10_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      healthy = (await timed('/api/health')).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy).toBe(true);
    expect((await timed('/api/health/ready')).status).toBe(200);
    const after: number[] = [];
    for (let i = 0; i < 10; i++) after.push((await timed(uncachedRead())).status);
    expect(after).toEqual(Array(10).fill(200));

    loading = false;
    await load;
    expect(server.child.exitCode).toBeNull();
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });
});
