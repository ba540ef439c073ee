import { infiniteQueryOptions } from '@tanstack/react-query';
import type {
  AdminOrder,
  AdminOrderList,
  AdminOrderStatusInput,
} from '#shared/orders/order-admin.schemas.ts';
import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderFilter,
  type OrderGroup,
} from '#shared/orders/order-admin.ts';
import { api } from '#web/lib/api-client.ts';

/** The admin Orders tab's calls: one list per group and filter, 50 a page, and the status change. */

export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (group: OrderGroup, filter: AdminOrderFilter) => ['admin', 'orders', 'list', group, filter] as const,
};

export const adminOrdersQueryOptions = (group: OrderGroup, filter: AdminOrderFilter) =>
  infiniteQueryOptions({
    queryKey: adminOrderKeys.list(group, filter),
    queryFn: ({ pageParam, signal }) =>
      api.get<AdminOrderList>('/admin/orders', {
        query: { group, page: pageParam, limit: ADMIN_ORDERS_PAGE_SIZE, ...filter },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    meta: { errorMessage: ADMIN_ORDER_MESSAGES.loadFailed },
    staleTime: 15_000,
  });

export const setOrderStatus = (id: string, body: AdminOrderStatusInput) =>
  api.patch<{ order: AdminOrder }>(`/admin/orders/${encodeURIComponent(id)}`, body).then((r) => r.order);
