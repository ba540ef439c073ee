import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { HydratedContext } from '#web/hooks/use-hydrated.tsx';
import { queryClient } from '#web/lib/query-client.ts';

// Its own chunk: sonner is not part of the entry (storefront initial JS budget, docs/performance.md).
const AppToaster = lazy(() => import('./app-toaster.tsx'));

/**
 * The query cache around the app (the browser's one client, or the server render's per-request one), and
 * whether the page is live (`useHydrated`). `fromServer`: the page is the server's HTML, to be hydrated (and
 * the server's own render of it); false for a page the browser renders alone.
 */
export function AppProvider({
  children,
  client = queryClient,
  fromServer = true,
}: {
  children: ReactNode;
  client?: QueryClient;
  fromServer?: boolean;
}) {
  const [hydrated, setHydrated] = useState(!fromServer);
  useEffect(() => {
    // Every part waiting for the page to be live (the header's menus, the session, each card's wishlist heart)
    // re-renders now: as a transition React slices that work, where a hydration-time store switch would run
    // it in one long task (Total Blocking Time, issue 17).
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return (
    <QueryClientProvider client={client}>
      <HydratedContext value={hydrated}>{children}</HydratedContext>
      {/* Toasts exist only in the browser: the toaster mounts once the page is live, not in the served HTML. */}
      {hydrated && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
