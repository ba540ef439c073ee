import { useLocation } from 'react-router';

export { safeReturnPath } from '#shared/auth/return-path.ts';

/** The page being shown (path, query and hash), for a sign-in that should come back to it. */
export function useCurrentPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}
