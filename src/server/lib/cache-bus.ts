import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client.ts';
import type { PublicCache } from './public-cache.ts';

export const CACHE_CHANNEL = 'karigar_cache';

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * Keeps the public caches of several server processes in step over PostgreSQL LISTEN/NOTIFY: a write in one
 * process drops the same tags in every other within milliseconds. After a lost LISTEN connection comes back,
 * notifications may have been missed, so the whole cache is dropped. PGlite is single-process: nothing to do.
 * Resolves to a stop function.
 */
export async function startCacheBus(
  handle: DbHandle,
  cache: PublicCache,
  log: Log,
): Promise<() => Promise<void>> {
  if (!handle.listen) return async () => {};
  const origin = randomUUID();
  const stop = await handle.listen(
    CACHE_CHANNEL,
    (payload) => {
      const message = parseMessage(payload);
      if (message && message.origin !== origin) cache.drop(message.tags);
    },
    () => cache.clear(),
  );
  let stopped = false;
  cache.announceInvalidationsWith((tags) => {
    // Writes finishing during shutdown: the pool is closing and the other processes no longer need us.
    if (stopped) return;
    const payload = JSON.stringify({ origin, tags } satisfies CacheMessage);
    handle.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`).catch((error: unknown) => {
      log.warn({ err: error, tags }, 'could not tell the other server processes to drop cached reads');
    });
  });
  return async () => {
    stopped = true;
    await stop();
  };
}

interface CacheMessage {
  origin: string;
  tags: string[];
}

function parseMessage(payload: string): CacheMessage | undefined {
  try {
    const value = JSON.parse(payload) as Partial<CacheMessage>;
    if (typeof value.origin !== 'string' || !Array.isArray(value.tags)) return undefined;
    return { origin: value.origin, tags: value.tags.filter((t): t is string => typeof t === 'string') };
  } catch {
    return undefined;
  }
}
