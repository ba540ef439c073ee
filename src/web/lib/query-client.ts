import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api-client.ts';
import { lazyToast } from './lazy-toast.ts';
import { sessionQueryKey } from './session.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Shown as a toast when the query finally fails. Omit it for quiet loads (docs/product.md §9.12). */
      errorMessage?: string;
    };
    mutationMeta: {
      errorMessage?: string;
    };
  }
}

const MAX_RETRIES = 3;

/**
 * Audit B4: a 401 means the session is over (expired, signed out elsewhere, the admin's idle limit), whatever
 * the cached session says. The session becomes signed out, so the page's own guard takes over (sign-in with
 * the way back, or 'Please Login') instead of a 'Failed to load…' message.
 */
function endSessionOn401(client: QueryClient, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  if (client.getQueryData(sessionQueryKey)) client.setQueryData(sessionQueryKey, null);
  return true;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (endSessionOn401(client, error)) return;
        const message = query.meta?.errorMessage;
        if (message) void lazyToast().then((toast) => toast.error(message));
        else console.warn(`[query ${JSON.stringify(query.queryKey)}]`, error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        endSessionOn401(client, error);
        // A mutation with its own onError handles its toast; otherwise say what went wrong.
        if (mutation.options.onError) return;
        const message = mutation.meta?.errorMessage ?? errorMessage(error);
        void lazyToast().then((toast) => toast.error(message));
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          error instanceof ApiError && error.isClientError ? false : failureCount < MAX_RETRIES,
        gcTime: 5 * 60 * 1000,
        staleTime: 60 * 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The app's one QueryClient, shared by the provider and the route loaders. */
export const queryClient = createQueryClient();
