import { lt, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { rateLimitWindows } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

export type RateVerdict = { allowed: true } | { allowed: false; retryAfter: number };

/** IPv6 clients get a whole /64 (one customer line or host); counting per /128 would give each 2^64 buckets. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The key a per-client limiter counts under: the IPv4 address, or the IPv6 /64 the address lies in
 * (IPv4-mapped IPv6 counts as its IPv4). Every limiter keyed by client uses this, never `request.ip` itself.
 */
export function clientKey(request: { ip: string }): string {
  if (!ipaddr.isValid(request.ip)) return request.ip;
  const address = ipaddr.process(request.ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${IPV6_CLIENT_PREFIX}`);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}

/** One in this many hits also deletes expired windows, so the table stays small without a job. */
const PRUNE_EVERY = 200;

/**
 * A fixed-window limit per client key, counted in the database with one atomic upsert, so the limit holds
 * across server processes and restarts. `scope` names the limit (e.g. 'track'); keys of scopes never mix.
 */
export class WindowRateLimiter {
  private hitsSincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly scope: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit; `retryAfter` (seconds) when the key is over its limit. */
  async hit(clientKey: string): Promise<RateVerdict> {
    const [verdict] = await WindowRateLimiter.hitEach(this.db, [{ limiter: this, key: clientKey }]);
    return verdict!;
  }

  /**
   * Counts one hit on each limiter under its key, in one statement: a checkout asks four limits at once and waits
   * one round trip, not four. The rows are upserted in key order, so two such statements never deadlock.
   */
  static async hitEach(
    db: Db,
    hits: Array<{ limiter: WindowRateLimiter; key: string }>,
  ): Promise<RateVerdict[]> {
    const now = hits[0]?.limiter.now() ?? Date.now();
    const rows = hits.map(({ limiter, key }) => ({
      limiter,
      key: `${limiter.scope}:${key}`,
      resetIso: new Date(now + limiter.windowMs).toISOString(),
    }));
    const counted = await upsertWindows(db, rows, now);
    for (const { limiter } of rows) limiter.pruneNowAndThen(now);
    return rows.map(({ limiter, key }) => {
      const { hits: n, resetAt } = counted.get(key)!;
      if (n <= limiter.limit) return { allowed: true } as const;
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((resetAt - now) / 1000)) } as const;
    });
  }

  /** Counts one hit; past the limit, the 429 every per-client route answers (with Retry-After). */
  async admit(clientKey: string): Promise<void> {
    const verdict = await this.hit(clientKey);
    if (!verdict.allowed) {
      throw new AppError(
        'RATE_LIMITED',
        'Too many requests. Please wait a moment and try again.',
        undefined,
        verdict.retryAfter,
      );
    }
  }

  /**
   * Counts one hit and answers the key's count in this window, this hit included: exactly one caller sees
   * `limit + 1`, which is how a once-per-window notice is sent.
   */
  async firstPastLimit(clientKey: string): Promise<boolean> {
    return (await this.count(clientKey, this.now())).hits === this.limit + 1;
  }

  private async count(clientKey: string, now: number): Promise<{ hits: number; resetAt: number }> {
    const key = `${this.scope}:${clientKey}`;
    const counted = await upsertWindows(
      this.db,
      [{ key, resetIso: new Date(now + this.windowMs).toISOString() }],
      now,
    );
    this.pruneNowAndThen(now);
    return counted.get(key)!;
  }

  /** One in PRUNE_EVERY hits also deletes expired windows. Best effort: a failed prune leaves them for the next. */
  private pruneNowAndThen(now: number): void {
    if (++this.hitsSincePrune < PRUNE_EVERY) return;
    this.hitsSincePrune = 0;
    void this.db
      .delete(rateLimitWindows)
      .where(lt(rateLimitWindows.resetAt, new Date(now)))
      .catch(() => {});
  }
}

/** One upsert over the windows' rows (each a new window, or one more hit in its window): each key's count. */
async function upsertWindows(
  database: Db,
  rows: Array<{ key: string; resetIso: string }>,
  now: number,
): Promise<Map<string, { hits: number; resetAt: number }>> {
  const nowIso = new Date(now).toISOString();
  const sorted = [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const values = sql.join(
    sorted.map((row) => sql`(${row.key}, 1, ${row.resetIso}::timestamptz)`),
    sql`, `,
  );
  const result = await queryRows<{ key: string; hits: number; reset_at: string | Date }>(
    database,
    sql`insert into ${rateLimitWindows} (key, hits, reset_at)
        values ${values}
        on conflict (key) do update set
          hits = case when ${rateLimitWindows}.reset_at <= ${nowIso}::timestamptz then 1
                      else ${rateLimitWindows}.hits + 1 end,
          reset_at = case when ${rateLimitWindows}.reset_at <= ${nowIso}::timestamptz then excluded.reset_at
                          else ${rateLimitWindows}.reset_at end
        returning key, hits, reset_at`,
  );
  return new Map(
    result.map((row) => [row.key, { hits: Number(row.hits), resetAt: new Date(row.reset_at).getTime() }]),
  );
}
