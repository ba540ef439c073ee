import { useLocation } from 'react-router';

/**
 * Audit 6.1: where sign-in returns to. Only a path of this site (one leading slash: `//host` and `/\host`
 * would leave it), and never the sign-in page itself; anything else is no way back (null).
 */
export function safeReturnPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next === '/auth' || next.startsWith('/auth?') || next.startsWith('/auth#')) return null;
  return next;
}

/** The page being shown (path, query and hash), for a sign-in that should come back to it. */
export function useCurrentPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}
