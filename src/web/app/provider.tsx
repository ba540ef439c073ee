import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { queryClient } from '#web/lib/query-client.ts';

// Its own chunk: sonner is not part of the entry (storefront initial JS budget, docs/performance.md).
const AppToaster = lazy(() => import('./app-toaster.tsx'));

/** The query cache around the app: the browser's one client, or the server render's per-request one. */
export function AppProvider({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  // Toasts exist only in the browser: the toaster mounts after hydration, so the served HTML has none of it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <QueryClientProvider client={client}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
