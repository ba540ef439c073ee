/**
 * Audit 6.1: where sign-in returns to. Only a path of this site (one leading slash: `//host` and `/\host`
 * would leave it), and never the sign-in page itself; anything else is no way back (null). No backslash or
 * control character anywhere (review 2026-11-29 I1): a URL parser drops tabs and newlines, so `/\t/host`
 * would read as `//host`. The server checks Google's return with the same rule (decision 038).
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it refuses.
  if (/[\x00-\x1f\x7f\\]/.test(next)) return null;
  if (next === '/auth' || next.startsWith('/auth?') || next.startsWith('/auth#')) return null;
  return next;
}
