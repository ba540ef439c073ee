import { createHash } from 'node:crypto';

interface Entry extends CachedBody {
  tags: readonly string[];
  budget: CacheBudget;
  size: number;
  /** ms since the epoch at which the entry stops being true by itself (a sale starts or ends); null: never. */
  expiresAt: number | null;
}

/** The next moment a tag's entries change without a write (a scheduled price); null: none scheduled. */
export type NextChange = () => Promise<Date | null>;

export interface CachedBody {
  body: string;
  /** The body encoded once, so a hit writes bytes instead of encoding the string again. */
  bytes: Buffer;
  etag: string;
}

/**
 * Each kind of entry fills its own share of memory: the hot pages and the storefront's own reads in
 * one, everything a visitor can vary at will (search words, deep pages, 404s) in another, so a flood
 * of made-up URLs only ever evicts other made-up URLs.
 */
export type CacheBudget = 'pages' | 'other-pages' | 'reads' | 'other-reads';

/** Bytes per budget (an entry counts its string, its encoded copy and its key). */
export const DEFAULT_CACHE_BUDGETS: Readonly<Record<CacheBudget, number>> = {
  pages: 8 * 1024 * 1024,
  'other-pages': 2 * 1024 * 1024,
  reads: 24 * 1024 * 1024,
  'other-reads': 8 * 1024 * 1024,
};

/** Where a loaded entry goes: a budget, or one the load decided (called once it has finished). */
export type BudgetChoice = CacheBudget | (() => CacheBudget);

/**
 * In-process cache for public reads (docs/decisions/009): the serialized JSON and its ETag, keyed by
 * request, tagged by the tables it reads. Writes call `invalidate(tag)`; a miss reads the database.
 * Bounded in bytes per budget, least recently used first (security review L5): callers key only by
 * the parameters that change the answer, so arbitrary query strings never make new entries.
 */
export class PublicCache {
  /** One map per budget, each in least-recently-used-first order; `where` says which holds a key. */
  private readonly shelves: Record<CacheBudget, Map<string, Entry>> = {
    pages: new Map(),
    'other-pages': new Map(),
    reads: new Map(),
    'other-reads': new Map(),
  };
  private readonly where = new Map<string, CacheBudget>();
  private readonly pending = new Map<string, Promise<CachedBody>>();
  private readonly used: Record<CacheBudget, number> = {
    pages: 0,
    'other-pages': 0,
    reads: 0,
    'other-reads': 0,
  };
  /** Lookups answered from memory, and those that went to the database (or joined one under way), for /metrics. */
  readonly lookups = { hits: 0, misses: 0 };
  private generation = 0;
  private lastInvalidationAt = Number.NEGATIVE_INFINITY;
  private announce: ((tags: string[]) => void) | undefined;
  private readonly changes = new Map<string, { next: NextChange; known?: Promise<number | null> }>();

  constructor(private readonly budgets: Readonly<Record<CacheBudget, number>> = DEFAULT_CACHE_BUDGETS) {}

  /** Other server processes learn of this one's writes through `announce` (cache-bus.ts). */
  announceInvalidationsWith(announce: (tags: string[]) => void): void {
    this.announce = announce;
  }

  /**
   * Entries of `tag` expire at `next()`'s moment (decision 029: a sale's start or end is not a write, yet the
   * price changes). The answer is kept until that moment passes or the tag is invalidated.
   */
  expireAtNextChange(tag: string, next: NextChange): void {
    this.changes.set(tag, { next });
  }

  /** A JSON read: `load` returns the value, cached serialized. */
  get(
    key: string,
    tags: readonly string[],
    load: () => Promise<unknown>,
    budget: BudgetChoice = 'reads',
  ): Promise<CachedBody> {
    return this.getText(key, tags, async () => JSON.stringify(await load()), budget);
  }

  /** Any text body (HTML pages, XML) cached the same way. */
  async getText(
    key: string,
    tags: readonly string[],
    load: () => Promise<string>,
    budget: BudgetChoice = 'reads',
  ): Promise<CachedBody> {
    const shelf = this.where.get(key);
    let hit = shelf && this.shelves[shelf].get(key);
    if (hit && hit.expiresAt !== null && Date.now() >= hit.expiresAt) {
      this.remove(key, hit);
      hit = undefined;
    }
    if (hit) {
      this.lookups.hits++;
      // Re-inserted: the map's order is then least recently used first.
      this.shelves[hit.budget].delete(key);
      this.shelves[hit.budget].set(key, hit);
      return hit;
    }
    this.lookups.misses++;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = Promise.all([load(), this.expiryOf(tags)])
      .then(([body, expiresAt]) => {
        // Encoded once: the hash reads the same bytes a hit sends (a string would be encoded again to hash it).
        const bytes = Buffer.from(body);
        const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 27)}"`;
        const entry: Entry = {
          body,
          bytes,
          etag,
          tags,
          budget: typeof budget === 'function' ? budget() : budget,
          // The string is at most two bytes a character; counting its UTF-8 length twice is near enough.
          size: 2 * bytes.length + key.length,
          expiresAt,
        };
        // A write during the load makes this result stale: answer it, but do not keep it.
        if (generation === this.generation) this.store(key, entry);
        return entry;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  /** The earliest next change of the tags' scheduled prices, asked once until it passes or a write drops it. */
  private async expiryOf(tags: readonly string[]): Promise<number | null> {
    let earliest: number | null = null;
    for (const tag of tags) {
      const change = this.changes.get(tag);
      if (!change) continue;
      let known = change.known && (await change.known);
      if (change.known === undefined || (known != null && Date.now() >= known)) {
        change.known = change.next().then((at) => at?.getTime() ?? null);
        // A failed look-up is asked again next time.
        change.known.catch(() => {
          change.known = undefined;
        });
        known = await change.known;
      }
      if (known != null && (earliest === null || known < earliest)) earliest = known;
    }
    return earliest;
  }

  /** A write here: drop the entries of these tags, in this process and (when announced) in the others. */
  invalidate(...tags: string[]): void {
    this.drop(tags);
    this.announce?.(tags);
  }

  /** Drop the entries of these tags in this process only (another process's write, or a local one). */
  drop(tags: readonly string[]): void {
    this.generation++;
    for (const tag of tags) {
      const change = this.changes.get(tag);
      if (change) change.known = undefined;
    }
    this.lastInvalidationAt = Date.now();
    for (const shelf of Object.values(this.shelves)) {
      for (const [key, entry] of shelf) {
        if (entry.tags.some((t) => tags.includes(t))) this.remove(key, entry);
      }
    }
  }

  clear(): void {
    this.generation++;
    for (const change of this.changes.values()) change.known = undefined;
    this.lastInvalidationAt = Date.now();
    for (const shelf of Object.values(this.shelves)) shelf.clear();
    this.where.clear();
    for (const budget of Object.keys(this.used) as CacheBudget[]) this.used[budget] = 0;
  }

  /** Whether something was invalidated within the last `ms` (a read replica may not have the write yet). */
  invalidatedWithin(ms: number): boolean {
    return Date.now() - this.lastInvalidationAt < ms;
  }

  get size(): number {
    return this.where.size;
  }

  /** Bytes held by one budget's entries. */
  bytesIn(budget: CacheBudget): number {
    return this.used[budget];
  }

  /** The keys held, in every budget. */
  keys(): string[] {
    return [...this.where.keys()];
  }

  has(key: string): boolean {
    return this.where.has(key);
  }

  private store(key: string, entry: Entry): void {
    const limit = this.budgets[entry.budget];
    if (entry.size > limit) return;
    const previousShelf = this.where.get(key);
    const previous = previousShelf && this.shelves[previousShelf].get(key);
    if (previous) this.remove(key, previous);
    const shelf = this.shelves[entry.budget];
    for (const [oldKey, old] of shelf) {
      if (this.used[entry.budget] + entry.size <= limit) break;
      this.remove(oldKey, old);
    }
    shelf.set(key, entry);
    this.where.set(key, entry.budget);
    this.used[entry.budget] += entry.size;
  }

  private remove(key: string, entry: Entry): void {
    this.shelves[entry.budget].delete(key);
    this.where.delete(key);
    this.used[entry.budget] -= entry.size;
  }
}

/** A public read as the API serves it: its cache key, the tags whose writes drop it, and its loader. */
export interface PublicRead<T> {
  key: string;
  tags: readonly string[];
  load: () => Promise<T>;
}

/**
 * A public read's value for the server's own use (a page's head), from the same cache entry the API answers
 * from: no query while it is cached, and what the page shows agrees with what the API says.
 */
export async function cachedValue<T>(cache: PublicCache, read: PublicRead<T>): Promise<T> {
  return JSON.parse((await cache.get(read.key, read.tags, read.load)).body) as T;
}

export const CACHE_TAGS = {
  products: 'products',
  content: 'content',
  settings: 'settings',
  blog: 'blog',
  testimonials: 'testimonials',
  /** A product's review list; its figures (average, count) are on the product, so they go with `products`. */
  reviews: 'reviews',
} as const;
