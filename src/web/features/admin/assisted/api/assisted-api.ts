import { queryOptions } from '@tanstack/react-query';
import type {
  AssistedBuyer,
  AssistedOrder,
  AssistedOrderInput,
  AssistedQuote,
  AssistedQuoteInput,
} from '#shared/orders/assisted.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';

/** The New order page's and Quick sale's calls (decision 074): summary, buyer search, the order, its link. */

export const assistedKeys = {
  all: [...adminKeys.all, 'assisted'] as const,
  quote: (body: AssistedQuoteInput) => [...assistedKeys.all, 'quote', body] as const,
  buyers: (q: string) => [...assistedKeys.all, 'buyers', q] as const,
  order: (id: string) => [...assistedKeys.all, 'order', id] as const,
};

/** The live summary, priced by the server as the order will be. */
export const assistedQuoteQueryOptions = (body: AssistedQuoteInput) =>
  queryOptions({
    queryKey: assistedKeys.quote(body),
    queryFn: ({ signal }) => api.post<AssistedQuote>('/admin/orders/assisted/quote', body, { signal }),
    placeholderData: (previous) => previous,
    retry: false,
  });

export const assistedBuyersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: assistedKeys.buyers(q),
    queryFn: ({ signal }) =>
      api.get<{ buyers: AssistedBuyer[] }>('/admin/orders/assisted/buyers', { query: { q }, signal }),
    enabled: q.trim().length >= 3,
    meta: { errorMessage: ADMIN_FETCH_FAILED },
  });

export const assistedOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assistedKeys.order(id),
    queryFn: ({ signal }) =>
      api.get<{ order: AssistedOrder }>(`/admin/orders/assisted/${id}`, { signal }).then((r) => r.order),
    // A link order waits for the buyer: its status is read again while the page is open.
    refetchInterval: (query) => (query.state.data?.status === 'pending_payment' ? 10_000 : false),
    meta: { errorMessage: ADMIN_FETCH_FAILED },
  });

export const createAssistedOrder = (body: AssistedOrderInput) =>
  api.post<{ order: AssistedOrder }>('/admin/orders/assisted', body).then((r) => r.order);

export const sendAssistedLink = (id: string) =>
  api.post<{ order: AssistedOrder }>(`/admin/orders/assisted/${id}/link`, {}).then((r) => r.order);
