import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  CustomerDetail,
  CustomerList,
  CustomerSegmentResult,
  CustomerStats,
  CustomerUpdate,
  CustomerUpdated,
  LoginHistory,
  SignedOutEverywhere,
} from '#shared/customers/customer-admin.schemas.ts';
import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  CUSTOMER_ADMIN_MESSAGES,
  CUSTOMER_ADMIN_PATHS,
  type CustomerSegment,
  type CustomerStatusFilter,
} from '#shared/customers/customer-admin.ts';
import { ApiError, api } from '#web/lib/api-client.ts';
import { csvFileName } from '../lib/customer-format.ts';

/** The admin's customer calls (Customers panel and All Customers tab). Paths come from the contract. */

/** The contract's paths are absolute; the api client adds `/api` itself. */
const path = (absolute: string) => absolute.replace(/^\/api/, '');

export const customerKeys = {
  all: ['admin', 'customers'] as const,
  list: (q: string, status: CustomerStatusFilter) => ['admin', 'customers', 'list', q, status] as const,
  detail: (id: string) => ['admin', 'customers', 'detail', id] as const,
  stats: ['admin', 'customers', 'stats'] as const,
  logins: (id: string | null) => ['admin', 'customers', 'logins', id ?? 'all'] as const,
  segment: (segment: CustomerSegment) => ['admin', 'customers', 'segment', segment] as const,
};

export const customerListQueryOptions = (q: string, status: CustomerStatusFilter) =>
  infiniteQueryOptions({
    queryKey: customerKeys.list(q, status),
    queryFn: ({ pageParam, signal }) =>
      api.get<CustomerList>(path(CUSTOMER_ADMIN_PATHS.list), {
        query: { q, status, page: pageParam, limit: ADMIN_CUSTOMERS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    meta: { errorMessage: CUSTOMER_ADMIN_MESSAGES.loadFailed },
  });

export const customerStatsQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.stats,
    queryFn: ({ signal }) => api.get<CustomerStats>(path(CUSTOMER_ADMIN_PATHS.stats), { signal }),
    meta: { errorMessage: CUSTOMER_ADMIN_MESSAGES.loadFailed },
  });

export const customerDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get<{ customer: CustomerDetail }>(path(CUSTOMER_ADMIN_PATHS.detail(id)), { signal })
        .then((r) => r.customer),
    meta: { errorMessage: CUSTOMER_ADMIN_MESSAGES.fetchFailed },
  });

/** The 10 most recent sign-ins of one customer, or of the whole shop when `id` is null. */
export const loginHistoryQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: customerKeys.logins(id),
    queryFn: ({ signal }) =>
      api
        .get<LoginHistory>(path(id ? CUSTOMER_ADMIN_PATHS.customerLogins(id) : CUSTOMER_ADMIN_PATHS.logins), {
          signal,
        })
        .then((r) => r.items),
    meta: { errorMessage: CUSTOMER_ADMIN_MESSAGES.fetchFailed },
  });

export const customerSegmentQueryOptions = (segment: CustomerSegment) =>
  queryOptions({
    queryKey: customerKeys.segment(segment),
    queryFn: ({ signal }) =>
      api.get<CustomerSegmentResult>(path(CUSTOMER_ADMIN_PATHS.segment(segment)), { signal }),
    // Each press asks again: the point is who matches now.
    staleTime: 0,
    retry: false,
  });

/** Review L10: end every session of the customer's account. */
/** Audit 3.1, 6.2: Active/Inactive, and the account's suspension. */
export const updateCustomer = (id: string, body: CustomerUpdate) =>
  api.patch<CustomerUpdated>(path(CUSTOMER_ADMIN_PATHS.detail(id)), body);

export const signCustomerOutEverywhere = (id: string) =>
  api.post<SignedOutEverywhere>(path(CUSTOMER_ADMIN_PATHS.signOutEverywhere(id)));

/**
 * Download one of the server's CSV exports: fetched (so a failure can be told), then saved under the
 * server's file name through a temporary link.
 */
export async function downloadCsv(absolutePath: string, fallbackName: string): Promise<string> {
  const response = await fetch(absolutePath, { credentials: 'same-origin', headers: { Accept: 'text/csv' } });
  if (!response.ok) throw new ApiError(response.status, 'EXPORT', CUSTOMER_ADMIN_MESSAGES.exportFailed);
  const name = csvFileName(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
