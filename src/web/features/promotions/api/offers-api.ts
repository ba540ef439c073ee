import { queryOptions } from '@tanstack/react-query';
import type { Offer } from '#shared/promotions/offer.schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /api/offers: the store-wide offers running now (the banner). */
export const runningOffersQueryOptions = () =>
  queryOptions({
    queryKey: ['offers', 'running'] as const,
    queryFn: ({ signal }) => api.get<{ items: Offer[] }>('/offers', { signal }),
    staleTime: 60_000,
  });
