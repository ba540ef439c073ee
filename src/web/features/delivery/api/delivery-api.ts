import { queryOptions } from '@tanstack/react-query';
import type { DeliveryCheck, FestivalPromise, PincodePlace } from '#shared/delivery/delivery.schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /api/pincodes/:pin: the city and state India Post's directory gives a pincode (404 when none). */
export const pincodeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['pincodes', pincode] as const,
    queryFn: ({ signal }) => api.get<PincodePlace>(`/pincodes/${encodeURIComponent(pincode)}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * GET /api/delivery/check: serviceable, by when, zone fee, COD (for an order of `value` paise when given); by when
 * for a made-to-order `product`, its making time counted (decision 070).
 */
export const deliveryCheckQueryOptions = (pincode: string, value?: number, product?: number) =>
  queryOptions({
    queryKey: ['delivery', 'check', pincode, value ?? null, product ?? null] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pincode });
      if (value !== undefined) query.set('value', String(value));
      if (product !== undefined) query.set('product', String(product));
      return api.get<DeliveryCheck>(`/delivery/check?${query}`, { signal });
    },
    staleTime: 60_000,
    retry: false,
  });

/** GET /api/delivery/festival: the shop's next festival and the last day to order `product` for it, any pincode. */
export const festivalQueryOptions = (product?: number) =>
  queryOptions({
    queryKey: ['delivery', 'festival', product ?? null] as const,
    queryFn: ({ signal }) =>
      api
        .get<{ festival: FestivalPromise | null }>(
          `/delivery/festival${product === undefined ? '' : `?product=${product}`}`,
          { signal },
        )
        .then((answer) => answer.festival),
    staleTime: 60_000,
    retry: false,
  });
