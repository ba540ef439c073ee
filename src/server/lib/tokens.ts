import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time token check (hashing first makes the lengths equal). */
export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}
