import { queryOptions } from '@tanstack/react-query';
import type {
  CheckoutOptions,
  CreateOrderResponse,
  OrderCustomer,
  PaymentMethod,
} from '#shared/orders/order.ts';
import { api } from '#web/lib/api-client.ts';

export interface PlaceOrderBody {
  customer: OrderCustomer;
  items: { productId: number; quantity: number }[];
  paymentMethod: PaymentMethod;
  saveAddress?: boolean;
}

/** GET /api/checkout/options: COD always; Pay Online only when a gateway is on. */
export const checkoutOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'options'] as const,
    queryFn: ({ signal }) => api.get<CheckoutOptions>('/checkout/options', { signal }),
    staleTime: 5 * 60_000,
  });

/** POST /api/orders; the same Idempotency-Key for a retry of the same submission gives back the first order. */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<CreateOrderResponse> {
  return api.post<CreateOrderResponse>('/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
