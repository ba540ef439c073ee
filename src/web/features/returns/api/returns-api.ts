import { queryOptions } from '@tanstack/react-query';
import type {
  AcceptReturnInput,
  AdminReturnRequest,
  MyReturnRequests,
  ReturnRequest,
} from '#shared/orders/return-requests.schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** "Report a problem" as the pages call it (decision 084; zod-free). */

export const returnKeys = {
  all: ['return-requests'] as const,
  mine: (userId: string) => ['return-requests', 'mine', userId] as const,
  team: (filter: { status?: 'open'; orderId?: string }) => ['return-requests', 'team', filter] as const,
};

/** GET /api/me/return-requests: my reports and the orders I may report now. */
export const myReturnRequestsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: returnKeys.mine(userId),
    queryFn: ({ signal }) => api.get<MyReturnRequests>('/me/return-requests', { signal }),
    staleTime: 15_000,
  });

/** POST /api/me/orders/:id/problem (multipart: reason, asked, description, photos). */
export const reportProblem = (orderId: string, form: FormData) =>
  api.post<{ request: ReturnRequest; message: string }>(
    `/me/orders/${encodeURIComponent(orderId)}/problem`,
    form,
  );

/** GET /api/admin/return-requests: the open ones, or one order's. */
export const teamReturnRequestsQueryOptions = (filter: { status?: 'open'; orderId?: string }) =>
  queryOptions({
    queryKey: returnKeys.team(filter),
    queryFn: ({ signal }) =>
      api
        .get<{ items: AdminReturnRequest[] }>('/admin/return-requests', { query: filter, signal })
        .then((r) => r.items),
    staleTime: 15_000,
  });

export const acceptReturn = (id: string, body: AcceptReturnInput) =>
  api.post<{ request: AdminReturnRequest; message: string }>(
    `/admin/return-requests/${encodeURIComponent(id)}/accept`,
    body,
  );

export const declineReturn = (id: string, reason: string) =>
  api.post<{ request: AdminReturnRequest; message: string }>(
    `/admin/return-requests/${encodeURIComponent(id)}/decline`,
    { reason },
  );
