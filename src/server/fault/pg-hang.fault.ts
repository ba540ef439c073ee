import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFaultDb,
  freezePostgres,
  killAll,
  requirePg,
  type ServerProcess,
  signInFaultAdmin,
  startServer,
  thawPostgres,
} from './fault-harness.ts';

/**
 * M6 and L2: PostgreSQL hangs (SIGSTOP on the postmaster and every backend: connections stay open, nothing
 * answers) while guests and a signed-in visitor use the shop. Every request answers 503 with Retry-After
 * within the query timeout (6 s) plus the session check's ping, never 500 and never a hang; after SIGCONT the
 * same process serves again, the signed-in visitor still signed in.
 */
let server: ServerProcess;
let frozen: number[] = [];

beforeAll(async () => {
  requirePg();
  server = await startServer(await createFaultDb());
});
afterAll(() => {
  thawPostgres(frozen);
  killAll();
});

let n = 0;
const uncachedRead = () => `/api/products?q=${encodeURIComponent(`hang probe ${++n}`)}`;
/** Query timeout (6 s) + the session lookup's 2 s ping + slack for a loaded CI machine. */
const BOUND_MS = 12_000;

async function timed(path: string, cookie?: string) {
  const started = Date.now();
  const res = await fetch(server.base + path, {
    headers: cookie ? { cookie } : {},
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null);
  return {
    status: res?.status ?? 0,
    retryAfter: res?.headers.get('retry-after') ?? null,
    body: res ? await res.json().catch(() => null) : null,
    ms: Date.now() - started,
  };
}

describe('PostgreSQL hung (SIGSTOP) during use', () => {
  it('answers 503 within the timeout to guests and signed-in visitors, and recovers after SIGCONT', async () => {
    const cookie = await signInFaultAdmin(server.base);
    expect((await timed('/api/session', cookie)).body.user).toMatchObject({ role: 'admin' });
    expect((await timed(uncachedRead())).status).toBe(200);

    frozen = freezePostgres();
    try {
      const answers = await Promise.all([
        timed(uncachedRead()),
        timed(uncachedRead()),
        timed('/api/session', cookie),
        timed('/api/me', cookie),
        timed('/api/admin/overview', cookie),
        timed('/api/health'),
      ]);
      for (const [i, answer] of answers.entries()) {
        expect(answer.status, `answer ${i}: ${JSON.stringify(answer.body)}`).toBe(503);
        expect(answer.ms, `answer ${i}`).toBeLessThan(BOUND_MS);
      }
      // API answers (not the health probe) carry the error shape and Retry-After.
      for (const answer of answers.slice(0, 5)) {
        expect(answer.body.error.code).toBe('SERVICE_UNAVAILABLE');
        expect(answer.retryAfter).toBe('5');
      }
      // A second wave, with the pool's clients now stuck or dropped: still 503 in time.
      const again = await timed('/api/session', cookie);
      expect(again.status).toBe(503);
      expect(again.ms).toBeLessThan(BOUND_MS);
      expect(server.child.exitCode).toBeNull();
    } finally {
      thawPostgres(frozen);
      frozen = [];
    }

    const deadline = Date.now() + 30_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      healthy = (await timed('/api/health')).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy).toBe(true);
    const after = [];
    for (let i = 0; i < 5; i++) after.push((await timed(uncachedRead())).status);
    expect(after).toEqual(Array(5).fill(200));
    expect((await timed('/api/session', cookie)).body.user).toMatchObject({ role: 'admin' });
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});
