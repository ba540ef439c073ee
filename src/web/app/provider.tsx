import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from '#web/lib/query-client.ts';

// Its own chunk: sonner is not part of the entry (storefront initial JS budget, docs/performance.md).
const AppToaster = lazy(() => import('./app-toaster.tsx'));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
