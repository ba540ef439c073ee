import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { openTestDb } from '../testing/test-db.ts';
import { clientKey, WindowRateLimiter } from './rate-limiter.ts';

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

  it('hitEach counts each limiter under its own limit and window in one statement, in the order asked', async () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const tight = new WindowRateLimiter(db.db, 'test-each-tight', 1, 60_000, () => now);
    const loose = new WindowRateLimiter(db.db, 'test-each-loose', 5, 10_000, () => now);
    const both = () =>
      WindowRateLimiter.hitEach(db.db, [
        { limiter: loose, key: 'b' },
        { limiter: tight, key: 'a' },
      ]);
    expect(await both()).toEqual([{ allowed: true }, { allowed: true }]);
    now += 5_000;
    expect(await both()).toEqual([{ allowed: true }, { allowed: false, retryAfter: 55 }]);
    // The loose window ends first and starts afresh; the tight one goes on counting.
    now += 5_000;
    expect(await both()).toEqual([{ allowed: true }, { allowed: false, retryAfter: 50 }]);
    expect(await loose.hit('b')).toEqual({ allowed: true });
  });

  it('simultaneous hitEach calls over the same keys in opposite orders: no deadlock, exact counts', async () => {
    const x = new WindowRateLimiter(db.db, 'test-each-x', 10, 60_000);
    const y = new WindowRateLimiter(db.db, 'test-each-y', 10, 60_000);
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        WindowRateLimiter.hitEach(
          db.db,
          i % 2
            ? [
                { limiter: x, key: 'k' },
                { limiter: y, key: 'k' },
              ]
            : [
                { limiter: y, key: 'k' },
                { limiter: x, key: 'k' },
              ],
        ),
      ),
    );
    const allowedX = verdicts.filter((pair, i) => pair[i % 2 ? 0 : 1]!.allowed).length;
    const allowedY = verdicts.filter((pair, i) => pair[i % 2 ? 1 : 0]!.allowed).length;
    expect([allowedX, allowedY]).toEqual([10, 10]);
  });
});

describe('clientKey (L4: IPv6 clients limited by their /64)', () => {
  it('keys IPv4 by address, IPv6 by its /64 and IPv4-mapped IPv6 as IPv4', () => {
    expect(clientKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(clientKey({ ip: '2001:db8:1:2::1' })).toBe('2001:db8:1:2::/64');
    expect(clientKey({ ip: '2001:DB8:1:2:ffff:ffff:ffff:fffe' })).toBe('2001:db8:1:2::/64');
    expect(clientKey({ ip: '2001:db8:1:3::1' })).toBe('2001:db8:1:3::/64');
    expect(clientKey({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
  });

  it('addresses rotated inside one /64 share one bucket', async () => {
    const limiter = new WindowRateLimiter(db.db, 'test-v6', 3, 60_000);
    const verdicts = [];
    for (let i = 1; i <= 4; i++)
      verdicts.push(await limiter.hit(clientKey({ ip: `2001:db8:aa:bb::${i.toString(16)}:${i}` })));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
  });
});
