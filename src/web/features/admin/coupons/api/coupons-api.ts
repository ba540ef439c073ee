import { queryOptions } from '@tanstack/react-query';
import type { AdminCoupon, CouponInput } from '#shared/promotions/coupon.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_FETCH_FAILED, adminKeys } from '../../shell/api/admin-keys.ts';

/** Every coupon with its figures (uses, revenue, discount given), newest first. */
export const adminCouponsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'coupons'] as const,
    queryFn: ({ signal }) => api.get<{ items: AdminCoupon[] }>('/admin/coupons', { signal }),
    meta: { errorMessage: ADMIN_FETCH_FAILED },
  });

export const createCoupon = (body: CouponInput) => api.post<AdminCoupon>('/admin/coupons', body);
export const updateCoupon = ({ id, body }: { id: string; body: CouponInput }) =>
  api.put<AdminCoupon>(`/admin/coupons/${id}`, body);
