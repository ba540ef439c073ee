import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './accounts.ts';
import { expect, wellStockedProduct } from './fixtures.ts';

/** Orders for browser tests, placed through the shop's own checkout API. */

export interface Buyer {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** A Bengaluru address; a test gives the name and email that matter to it. */
const BENGALURU_BUYER: Omit<Buyer, 'email'> = {
  fullName: 'Meera Iyer',
  phone: '9845012345',
  address: '18, Temple Street, Basavanagudi',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560004',
};

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  total: number;
  accessToken: string;
  payment?: { paymentId: string };
}

export interface OrderOptions {
  /** Merged over the Bengaluru buyer; the email defaults to a fresh one from the first name. */
  buyer?: Partial<Buyer>;
  /** Defaults to a well-stocked product, one unit. */
  productId?: number;
  paymentMethod?: 'cod' | 'online';
  /** An online order is paid through the sandbox gateway unless this is false. */
  pay?: boolean;
}

/**
 * One order through `POST /api/orders` (the request's cookies decide guest or customer); the checkout's
 * answer. COD by default.
 */
export async function placeOrder(
  request: APIRequestContext,
  baseURL: string,
  { buyer = {}, productId, paymentMethod = 'cod', pay = true }: OrderOptions = {},
): Promise<PlacedOrder> {
  const fullName = buyer.fullName ?? BENGALURU_BUYER.fullName;
  const customer: Buyer = {
    ...BENGALURU_BUYER,
    email: uniqueEmail(fullName.split(' ')[0]!.toLowerCase()),
    ...buyer,
  };
  const headers = { Origin: baseURL };
  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      customer,
      items: [{ productId: productId ?? (await wellStockedProduct(request)).id, quantity: 1 }],
      paymentMethod,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: PlacedOrder };
  if (paymentMethod === 'online' && pay) {
    const paid = await request.post(`/api/payments/sandbox/${order.payment!.paymentId}/complete`, {
      headers,
      data: { outcome: 'success' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  return order;
}
