import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's render and in the browser's hydration of it, true from the render after (and in a
 * page the browser renders alone). Parts that only work with JavaScript render their plain stand-in until
 * then, so the served HTML matches and works without it (decision 026).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
