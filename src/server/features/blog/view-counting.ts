import type { Db } from '../../db/client.ts';
import { clientKey, WindowRateLimiter } from '../../lib/rate-limiter.ts';
import { findViewCount, incrementViewCount } from './blog.repo.ts';

/** A post's view counts once per client in this window (the browser keeps the same window, view-counter.ts). */
export const VIEW_WINDOW_MS = 30 * 60_000;
/** Views one client may add across all posts per window, counted in the database (holds across processes). */
export const COUNTED_VIEWS_PER_CLIENT = 30;
/** The per-process memory of recent (client, post) views is bounded; the oldest are forgotten first. */
const MAX_REMEMBERED_VIEWS = 10_000;

/**
 * Counts blog views without letting one client inflate them or flood the database with writes (L6):
 * a repeat view of a post by the same client within the window is answered from memory with the current
 * count (no write), and each client adds at most COUNTED_VIEWS_PER_CLIENT views per window in all.
 */
export function createViewCounter(db: Db, now: () => number = Date.now) {
  const recent = new Map<string, number>();
  const perClient = new WindowRateLimiter(db, 'blog-view', COUNTED_VIEWS_PER_CLIENT, VIEW_WINDOW_MS, now);

  /** True the first time this client views this post within the window (then remembers it). */
  function firstViewInWindow(key: string): boolean {
    const at = now();
    const seen = recent.get(key);
    if (seen !== undefined && at - seen < VIEW_WINDOW_MS) return false;
    recent.delete(key);
    recent.set(key, at);
    if (recent.size > MAX_REMEMBERED_VIEWS) recent.delete(recent.keys().next().value!);
    return true;
  }

  /** Counts the view when allowed; the post's view count, or null for an unknown or unpublished post. */
  return async function countView(request: { ip: string }, slug: string): Promise<number | null> {
    // An unknown slug is answered before anything is remembered or counted: a made-up path writes nothing.
    const current = await findViewCount(db, slug);
    if (current === null) return null;
    const client = clientKey(request);
    const counts = firstViewInWindow(`${client} ${slug}`) && (await perClient.hit(client)).allowed;
    return counts ? incrementViewCount(db, slug) : current;
  };
}
