import { createHash } from 'node:crypto';

interface Entry extends CachedBody {
  tags: readonly string[];
}

export interface CachedBody {
  body: string;
  /** The body encoded once, so a hit writes bytes instead of encoding the string again. */
  bytes: Buffer;
  etag: string;
}

/**
 * In-process cache for public reads (docs/decisions/009): the serialized JSON and its ETag, keyed by
 * request, tagged by the tables it reads. Writes call `invalidate(tag)`; a miss reads the database.
 * Bounded (oldest entries go first) so arbitrary query strings cannot grow it without limit.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedBody>>();
  private generation = 0;
  private lastInvalidationAt = Number.NEGATIVE_INFINITY;
  private announce: ((tags: string[]) => void) | undefined;

  constructor(private readonly maxEntries = 2_000) {}

  /** Other server processes learn of this one's writes through `announce` (cache-bus.ts). */
  announceInvalidationsWith(announce: (tags: string[]) => void): void {
    this.announce = announce;
  }

  /** A JSON read: `load` returns the value, cached serialized. */
  get(key: string, tags: readonly string[], load: () => Promise<unknown>): Promise<CachedBody> {
    return this.getText(key, tags, async () => JSON.stringify(await load()));
  }

  /** Any text body (HTML pages, XML) cached the same way. */
  async getText(key: string, tags: readonly string[], load: () => Promise<string>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = load()
      .then((body) => {
        const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
        const entry = { body, bytes: Buffer.from(body), etag, tags };
        // A write during the load makes this result stale: answer it, but do not keep it.
        if (generation === this.generation) this.store(key, entry);
        return entry;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  /** A write here: drop the entries of these tags, in this process and (when announced) in the others. */
  invalidate(...tags: string[]): void {
    this.drop(tags);
    this.announce?.(tags);
  }

  /** Drop the entries of these tags in this process only (another process's write, or a local one). */
  drop(tags: readonly string[]): void {
    this.generation++;
    this.lastInvalidationAt = Date.now();
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((t) => tags.includes(t))) this.entries.delete(key);
    }
  }

  clear(): void {
    this.generation++;
    this.lastInvalidationAt = Date.now();
    this.entries.clear();
  }

  /** Whether something was invalidated within the last `ms` (a read replica may not have the write yet). */
  invalidatedWithin(ms: number): boolean {
    return Date.now() - this.lastInvalidationAt < ms;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, entry: Entry): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }
}

export const CACHE_TAGS = {
  products: 'products',
  content: 'content',
  settings: 'settings',
  blog: 'blog',
  testimonials: 'testimonials',
} as const;
