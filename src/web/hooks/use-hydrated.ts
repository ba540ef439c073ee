import { createContext, use } from 'react';

/**
 * Whether the page is live: false in the server's render and in the browser's hydration of it, true after
 * (AppProvider sets it), and true from the start in a page the browser renders alone.
 */
export const HydratedContext = createContext(false);

/**
 * Parts that only work with JavaScript render their plain stand-in until the page is live, so the served HTML
 * matches and works without it (decision 026).
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}
