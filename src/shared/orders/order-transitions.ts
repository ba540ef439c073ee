import type { OrderStatus } from '../constants/order-status.ts';

/*
 * Every status change an order may make: the one table the server's status writer checks and the
 * admin's dropdown lists (zod-free, for both bundles). docs/product.md §4.6: the admin sets any status directly,
 * so every row but one offers every other status; a delivered order is final but for a recorded return
 * (RETURN_TRANSITIONS).
 * pending_payment is the gateway's state: an online order is placed in it and nothing moves an
 * order back into it. Payment confirmation (pending_payment → confirmed, or an order the timeout
 * cancelled → confirmed), the payment timeout (pending_payment → cancelled) and returns use the
 * same rows. awaiting_confirmation is the COD confirmation's state (decision 087): a COD order is placed in it
 * when the owner asks buyers to confirm, and, like pending_payment, nothing moves an order back into it.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: [
    'confirmed',
    'processing',
    'packed',
    'shipped',
    'out_for_delivery',
    'delivered',
    'cancelled',
    'returned',
  ],
  // A COD order waiting for its buyer (decision 087): confirmed (by the buyer, or the owner after a call) or cancelled.
  awaiting_confirmation: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'returned'],
  processing: ['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'returned'],
  packed: ['confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'returned'],
  shipped: ['confirmed', 'processing', 'packed', 'out_for_delivery', 'delivered', 'cancelled', 'returned'],
  out_for_delivery: ['confirmed', 'processing', 'packed', 'shipped', 'delivered', 'cancelled', 'returned'],
  delivered: [],
  cancelled: ['confirmed', 'processing', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'returned'],
  returned: ['confirmed', 'processing', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled'],
};

/** Statuses in which an order holds its stock; cancelled and returned orders gave it back. */
export function holdsStock(status: OrderStatus): boolean {
  return status !== 'cancelled' && status !== 'returned';
}

/**
 * Moves only a recorded return makes (spec audit 4.1): a delivered order comes back, whole, with its
 * lines, a reason and the restock decision (POST /api/admin/orders/:id/returns), never by the dropdown.
 */
export const RETURN_TRANSITIONS: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  delivered: ['returned'],
};

/** `via: 'return'` also allows RETURN_TRANSITIONS. */
export function mayTransition(
  from: OrderStatus,
  to: OrderStatus,
  via: 'status' | 'return' = 'status',
): boolean {
  if (via === 'return' && RETURN_TRANSITIONS[from]?.includes(to)) return true;
  return ORDER_TRANSITIONS[from].includes(to);
}

export const ORDER_TRANSITION_MESSAGES = {
  /** 409 when the order is delivered (the admin's web shows its own toast). */
  deliveredIsFinal: 'A delivered order can no longer change status.',
  refused: (from: string, to: string) => `An order cannot change from ${from} to ${to}.`,
} as const;
