import { queryOptions } from '@tanstack/react-query';
import type { AdminShipmentResponse } from '#shared/shipping/shipping.schemas.ts';
import type { CourierRule } from '#shared/shipping/shipping.ts';
import { api } from '#web/lib/api-client.ts';
import { adminOrderKeys } from './admin-orders-api.ts';

/** The order's parcel booked with the shipping aggregator (decision 065), and how the shop books parcels. */
export const orderParcelQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminOrderKeys.all, 'parcel', id] as const,
    queryFn: ({ signal }) =>
      api.get<AdminShipmentResponse>(`/admin/orders/${encodeURIComponent(id)}/shipment`, { signal }),
  });

const parcelPath = (id: string, tail: string) => `/admin/orders/${encodeURIComponent(id)}/shipment/${tail}`;

export const bookParcel = (id: string, courierRule: CourierRule) =>
  api.post<AdminShipmentResponse>(parcelPath(id, 'book'), { courierRule });

export const readParcelTracking = (id: string) => api.post<AdminShipmentResponse>(parcelPath(id, 'track'));

export const cancelParcel = (id: string) => api.post<AdminShipmentResponse>(parcelPath(id, 'cancel'));
