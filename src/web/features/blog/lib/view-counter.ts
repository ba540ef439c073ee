/**
 * Counting a post view once per browser per window (issue 8): the time of the last counted view of each
 * slug is kept in localStorage; a reload or a second visit within the window does not count again.
 */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;
const STORAGE_KEY = 'karigar_blog_views';
/** Old entries are dropped so the record stays small. */
const MAX_ENTRIES = 200;

type ViewLog = Record<string, number>;

function read(storage: Storage): ViewLog {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/**
 * True when this view should be counted, and then remembers it (so a second call within the window says
 * false). Without storage (private mode, blocked) every view counts, as the server would see it anyway.
 */
export function claimView(slug: string, now: number, storage: Storage | null = safeLocalStorage()): boolean {
  if (!storage) return true;
  const log = read(storage);
  const last = log[slug];
  if (last !== undefined && now - last >= 0 && now - last < VIEW_WINDOW_MS) return false;
  log[slug] = now;
  const kept = Object.entries(log)
    .filter(([, at]) => now - at < VIEW_WINDOW_MS)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_ENTRIES);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or blocked: the view still counts once now.
  }
  return true;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
