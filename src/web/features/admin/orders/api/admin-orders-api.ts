import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  AdminOrder,
  AdminOrderList,
  AdminOrderStatusInput,
  ShipmentInput,
} from '#shared/orders/order-admin.schemas.ts';
import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderFilter,
  type AdminSettableStatus,
  type OrderGroup,
} from '#shared/orders/order-admin.ts';
import {
  type AdminOrderDetail,
  type BulkStatusResult,
  ORDER_OPS_MESSAGES,
  type OrderNoteInput,
  type RefundInput,
  type ReturnInput,
  type SlipSize,
} from '#shared/orders/order-ops.ts';
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

export const adminOrderDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminOrderKeys.all, 'detail', id] as const,
    queryFn: ({ signal }) =>
      api
        .get<{ order: AdminOrderDetail }>(`/admin/orders/${encodeURIComponent(id)}`, { signal })
        .then((r) => r.order),
    meta: { errorMessage: ORDER_OPS_MESSAGES.loadFailed },
  });

const orderPath = (id: string, tail: string) => `/admin/orders/${encodeURIComponent(id)}/${tail}`;

export const addOrderNote = (id: string, body: OrderNoteInput) =>
  api.post<{ order: AdminOrderDetail }>(orderPath(id, 'notes'), body).then((r) => r.order);

export const setOrderShipment = (id: string, body: ShipmentInput) =>
  api.put<{ order: AdminOrderDetail }>(orderPath(id, 'shipment'), body).then((r) => r.order);

export const recordReturn = (id: string, body: ReturnInput) =>
  api.post<{ order: AdminOrderDetail }>(orderPath(id, 'returns'), body).then((r) => r.order);

export const refundOrder = (id: string, body: RefundInput) =>
  api.post<{ order: AdminOrderDetail }>(orderPath(id, 'refunds'), body).then((r) => r.order);

export const bulkSetStatus = (ids: string[], status: AdminSettableStatus) =>
  api.post<BulkStatusResult>('/admin/orders/bulk-status', { ids, status });

/** The print view of packing slips (opened in a new tab; the server renders it). */
export const packingSlipsHref = (ids: string[], size: SlipSize) =>
  `/api/admin/orders/slips?${new URLSearchParams({ ids: ids.join(','), size })}`;

/** The CSV of a selection, or of the list's filter (a date range, a search) over the whole history. */
export const ordersCsvHref = (of: { ids: string[] } | AdminOrderFilter) =>
  `/api/admin/orders/export.csv?${new URLSearchParams('ids' in of ? { ids: of.ids.join(',') } : (of as Record<string, string>))}`;

export const setOrderStatus = (id: string, body: AdminOrderStatusInput) =>
  api.patch<{ order: AdminOrder }>(`/admin/orders/${encodeURIComponent(id)}`, body).then((r) => r.order);
