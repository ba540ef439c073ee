import type { DeliveryEstimate, OrderLine, OrderSummary } from '#shared/orders/order.schemas.ts';
import type { OrderStatus } from '#shared/orders/order.ts';
import { ORDER_CARD_THUMBNAILS, orderBadgeColour } from '#shared/orders/order.ts';
import { formatIsoDate } from '#web/lib/dates.ts';
import type { OrdersT } from '../i18n.ts';

/** How orders read on screen: dates in en-IN, thumbnails with '+n', the status badge's colour. */

/** A YYYY-MM-DD day (India time) as '22 Nov 2026' (in the page's locale when given). */
function formatDay(day: string, locale?: string): string {
  return formatIsoDate(`${day}T12:00:00+05:30`, locale);
}

/** '27 Nov – 1 Dec 2026', or one day when the window is a single day; null when there is none. */
export function formatDeliveryEstimate(estimate: DeliveryEstimate | null, locale?: string): string | null {
  if (!estimate) return null;
  if (estimate.from === estimate.to) return formatDay(estimate.from, locale);
  return `${formatDay(estimate.from, locale)} – ${formatDay(estimate.to, locale)}`;
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
export function paymentNote(order: OrderFacts, method: string, t: OrdersT): string {
  if (order.status === 'pending_payment') return t('orders.note.waiting', { method });
  const paid = order.paymentMethod !== 'cod' ? order.status !== 'cancelled' : order.status === 'delivered';
  if (paid) return t('orders.note.paid', { method });
  if (order.status === 'cancelled' || order.status === 'returned') return t('orders.note.method', { method });
  return t('orders.note.payOnArrival', { method });
}

export type ConfirmationTone = 'success' | 'waiting' | 'halted';

/**
 * Audit 2.1 (docs/product.md §4.5): the confirmation page's heading and line say what became of the order;
 * 'Order Confirmed' and the thank-you only for an order that stands.
 */
export function confirmationHeading(
  order: Pick<OrderSummary, 'status' | 'customer'>,
  t: OrdersT,
): {
  title: string;
  text: string;
  tone: ConfirmationTone;
} {
  switch (order.status) {
    case 'pending_payment':
      return {
        title: t('orders.heading.pendingPayment'),
        text: t('orders.heading.pendingPaymentText'),
        tone: 'waiting',
      };
    case 'awaiting_confirmation':
      return {
        title: t('orders.heading.awaitingConfirmation'),
        text: t('orders.heading.awaitingConfirmationText'),
        tone: 'waiting',
      };
    case 'cancelled':
      return {
        title: t('orders.heading.cancelled'),
        text: t('orders.heading.cancelledText'),
        tone: 'halted',
      };
    case 'returned':
      return { title: t('orders.heading.returned'), text: t('orders.heading.returnedText'), tone: 'halted' };
    default:
      return {
        title: t('orders.heading.confirmed'),
        text: t('orders.heading.confirmedText', { name: order.customer.fullName.split(' ')[0] ?? '' }),
        tone: 'success',
      };
  }
}
