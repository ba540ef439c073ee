import type { DeliveryEstimate, OrderLine, OrderSummary } from '#shared/orders/order.schemas.ts';
import type { OrderStatus } from '#shared/orders/order.ts';
import { ORDER_CARD_THUMBNAILS, orderBadgeColour } from '#shared/orders/order.ts';
import { formatIsoDate } from '#web/lib/dates.ts';

/** How orders read on screen: dates in en-IN, thumbnails with '+n', the status badge's colour. */

/** A YYYY-MM-DD day (India time) as '22 Nov 2026'. */
function formatDay(day: string): string {
  return formatIsoDate(`${day}T12:00:00+05:30`);
}

/** '27 Nov – 1 Dec 2026', or one day when the window is a single day; null when there is none. */
export function formatDeliveryEstimate(estimate: DeliveryEstimate | null): string | null {
  if (!estimate) return null;
  if (estimate.from === estimate.to) return formatDay(estimate.from);
  return `${formatDay(estimate.from)} – ${formatDay(estimate.to)}`;
}

/** docs/product.md §4.7: up to 4 thumbnails, then '+n' for the rest. */
export function orderThumbnails<T extends Pick<OrderLine, 'image' | 'name'>>(
  items: readonly T[],
  max = ORDER_CARD_THUMBNAILS,
): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** Badge classes by the colours of docs/product.md §4.6 (delivered green, shipped blue, processing yellow, else grey). */
export function statusBadgeClass(status: OrderStatus): string {
  switch (orderBadgeColour(status)) {
    case 'green':
      return 'bg-success/10 text-success';
    case 'blue':
      // No blue among the brand tokens; docs/product.md §4.6 asks for one here (Tailwind's palette).
      return 'bg-blue-100 text-blue-800';
    case 'yellow':
      return 'bg-accent/30 text-foreground';
    default:
      return 'bg-foreground/10 text-foreground';
  }
}

/** Pieces in an order (sum of quantities). */
export function pieceCount(items: readonly Pick<OrderLine, 'quantity'>[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

type OrderFacts = Pick<OrderSummary, 'status' | 'paymentMethod'>;

/**
 * Audit 2.3: what the order says about its payment. Only a paid order says 'Paid by': an online order once
 * its payment was captured (it left pending_payment; a cancelled one may never have been paid), a cash
 * order once delivered.
 */
export function paymentNote(order: OrderFacts, method: string): string {
  if (order.status === 'pending_payment') return `${method}: waiting for your payment`;
  const paid = order.paymentMethod === 'online' ? order.status !== 'cancelled' : order.status === 'delivered';
  if (paid) return `Paid by ${method}`;
  if (order.status === 'cancelled' || order.status === 'returned') return `Payment method: ${method}`;
  return `${method}: pay when it arrives`;
}

export type ConfirmationTone = 'success' | 'waiting' | 'halted';

/**
 * Audit 2.1 (docs/product.md §4.5): the confirmation page's heading and line say what became of the order;
 * 'Order Confirmed' and the thank-you only for an order that stands.
 */
export function confirmationHeading(order: Pick<OrderSummary, 'status' | 'customer'>): {
  title: string;
  text: string;
  tone: ConfirmationTone;
} {
  switch (order.status) {
    case 'pending_payment':
      return {
        title: 'Complete Your Payment',
        text: 'Your order is reserved. It will be confirmed as soon as your payment goes through.',
        tone: 'waiting',
      };
    case 'cancelled':
      return {
        title: 'Order Cancelled',
        text: 'This order was cancelled and will not be delivered.',
        tone: 'halted',
      };
    case 'returned':
      return { title: 'Order Returned', text: 'This order was returned to us.', tone: 'halted' };
    default:
      return {
        title: 'Order Confirmed',
        text: `Thank you, ${order.customer.fullName.split(' ')[0]}! Our artisans are getting your order ready.`,
        tone: 'success',
      };
  }
}
