import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { openTestDb } from '../testing/test-db.ts';
import { WindowRateLimiter } from './rate-limiter.ts';

let db: DbHandle;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe(`WindowRateLimiter (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('allows the limit in a window, then refuses with the seconds until the window ends', async () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const limiter = new WindowRateLimiter(db.db, 'test-basic', 3, 60_000, () => now);
    for (let i = 0; i < 3; i++) expect(await limiter.hit('10.0.0.1')).toEqual({ allowed: true });
    now += 15_000;
    expect(await limiter.hit('10.0.0.1')).toEqual({ allowed: false, retryAfter: 45 });
    // Another client and another scope count on their own.
    expect(await limiter.hit('10.0.0.2')).toEqual({ allowed: true });
    const other = new WindowRateLimiter(db.db, 'test-other', 3, 60_000, () => now);
    expect(await other.hit('10.0.0.1')).toEqual({ allowed: true });
    // A new window starts afresh.
    now += 45_000;
    expect(await limiter.hit('10.0.0.1')).toEqual({ allowed: true });
  });

  it('two limiters on one database (two server processes) share the count', async () => {
    const a = new WindowRateLimiter(db.db, 'test-shared', 4, 60_000);
    const b = new WindowRateLimiter(db.db, 'test-shared', 4, 60_000);
    const verdicts = [
      await a.hit('ip'),
      await b.hit('ip'),
      await a.hit('ip'),
      await b.hit('ip'),
      await a.hit('ip'),
    ];
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, false]);
  });

  it('40 simultaneous hits for a limit of 10: exactly 10 allowed', async () => {
    const limiter = new WindowRateLimiter(db.db, 'test-race', 10, 60_000);
    const verdicts = await Promise.all(Array.from({ length: 40 }, () => limiter.hit('203.0.113.9')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
  });
});
