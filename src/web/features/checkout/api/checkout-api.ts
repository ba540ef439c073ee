import { queryOptions } from '@tanstack/react-query';
import type { CheckoutOptions, CreateOrderInput, CreateOrderResponse } from '#shared/orders/order.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { checkoutPassHeaders } from '#web/lib/checkout-pass.ts';

/** GET /api/checkout/options: COD always; Pay Online only when a gateway is on. */
export const checkoutOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'options'] as const,
    queryFn: ({ signal }) => api.get<CheckoutOptions>('/checkout/options', { signal }),
    staleTime: 5 * 60_000,
  });

/** POST /api/orders; the same Idempotency-Key for a retry of the same submission gives back the first order. */
export function placeOrder(body: CreateOrderInput, idempotencyKey: string): Promise<CreateOrderResponse> {
  return api.post<CreateOrderResponse>('/orders', body, {
    headers: { 'Idempotency-Key': idempotencyKey, ...checkoutPassHeaders() },
  });
}
