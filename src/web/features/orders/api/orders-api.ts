import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Page } from '#shared/api/pagination.ts';
import type { Said } from '#shared/i18n/said.ts';
import type {
  OrderDetail,
  OrderSummary,
  RecentOrder,
  SandboxPaymentInfo,
  TrackingResult,
} from '#shared/orders/order.schemas.ts';
import { ApiError, api } from '#web/lib/api-client.ts';

/** The orders API as the pages read it (zod-free: the answers are the server's own, checked there). */

export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: string, token: string | null) => ['orders', 'detail', id, token ?? ''] as const,
  mine: (userId: string) => ['orders', 'mine', userId] as const,
  recent: (userId: string) => ['orders', 'recent', userId] as const,
  track: (orderNumber: string) => ['orders', 'track', orderNumber] as const,
  sandbox: (paymentId: string) => ['orders', 'sandbox-payment', paymentId] as const,
};

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Not worth another try: the answer would be the same (404, 403, 400). */
const retryUnlessClientError = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.isClientError) && failures < 2;

/** GET /api/orders/:id (owner, admin, or the guest's ?token=). */
export const orderQueryOptions = (id: string, token: string | null) =>
  queryOptions({
    queryKey: orderKeys.detail(id, token),
    queryFn: ({ signal }) =>
      api
        .get<{ order: OrderDetail }>(`/orders/${encodeURIComponent(id)}`, {
          query: { token: token ?? undefined },
          signal,
        })
        .then((r) => r.order),
    retry: retryUnlessClientError,
    staleTime: 15_000,
  });

export const ORDERS_PAGE_SIZE = 10;

type OrderPage = Page<OrderSummary>;

/** GET /api/me/orders, newest first, a page at a time. */
export const myOrdersQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: orderKeys.mine(userId),
    queryFn: ({ pageParam, signal }) =>
      api.get<OrderPage>('/me/orders', { query: { page: pageParam, limit: ORDERS_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    retry: retryUnlessClientError,
    staleTime: 15_000,
  });

/** GET /api/me/orders/recent (up to 5, for the track page). */
export const recentOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: orderKeys.recent(userId),
    queryFn: ({ signal }) =>
      api.get<{ items: RecentOrder[] }>('/me/orders/recent', { signal }).then((r) => r.items),
    retry: retryUnlessClientError,
    staleTime: 15_000,
  });

/** GET /api/track/:orderNumber (public, no personal data). */
export const trackQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: orderKeys.track(orderNumber),
    queryFn: ({ signal }) => api.get<TrackingResult>(`/track/${encodeURIComponent(orderNumber)}`, { signal }),
    retry: (failures, error) =>
      !(error instanceof ApiError && (error.isClientError || error.status === 429)) && failures < 1,
    staleTime: 15_000,
  });

/** GET /api/payments/sandbox/:paymentId */
export const sandboxPaymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: orderKeys.sandbox(paymentId),
    queryFn: ({ signal }) =>
      api.get<SandboxPaymentInfo>(`/payments/sandbox/${encodeURIComponent(paymentId)}`, { signal }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });

export const paymentApi = {
  completeSandbox: (paymentId: string, outcome: 'success' | 'failure') =>
    api
      .post<{ order: OrderDetail }>(`/payments/sandbox/${encodeURIComponent(paymentId)}/complete`, {
        outcome,
      })
      .then((r) => r.order),
  verifyRazorpay: (
    orderId: string,
    body: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  ) =>
    api
      .post<{ order: OrderDetail }>(`/orders/${encodeURIComponent(orderId)}/payment/verify`, body)
      .then((r) => r.order),
};

/** POST /api/me/orders/:id/cancel: before it is packed; a paid online order is refunded with it. */
export const myOrderApi = {
  cancel: (id: string) =>
    api.post<{ message: string; said: Said; refunded: number }>(
      `/me/orders/${encodeURIComponent(id)}/cancel`,
    ),
};
