import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';

/**
 * Whether the page is live: false in the server's render and in the browser's hydration of it, true after
 * (AppProvider sets it, as one transition), and true from the start in a page the browser renders alone.
 */
export const HydratedContext = createContext(false);

/**
 * Parts that only work with JavaScript render their plain stand-in until the page is live, so the served HTML
 * matches and works without it (decision 026).
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}

const noSubscription = () => () => {};

/**
 * Around a lazily loaded part the server rendered (the footer): its code may arrive after the page went live, and
 * React then hydrates it on its own. While it does, the part reads as not live, as the server rendered it (a
 * store's server snapshot is what React reads while hydrating), then as the page.
 */
export function HydrationScope({ children }: { children: ReactNode }) {
  const live = use(HydratedContext);
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return <HydratedContext value={live && !hydrating}>{children}</HydratedContext>;
}
