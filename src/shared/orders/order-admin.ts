import type { OrderStatus } from '../constants/order-status.ts';
import { holdsStock, mayTransition, ORDER_TRANSITION_MESSAGES } from './order-transitions.ts';

/*
 * The admin's Orders tab (docs/product.md §7.4, §4.6), zod-free for the admin bundle; the answers' types are
 * z.infer of their schemas in order-admin.schemas.ts. Amounts in paise, dates ISO strings.
 */

/** Named here too (type-only, erased) for the server code that imports them from this file. */
export type { AdminOrder, AdminOrderList } from './order-admin.schemas.ts';

/** docs/product.md §4.6 admin groups: new = not delivered, cancelled or returned; delivered; cancelled or returned. */
export const ORDER_GROUPS = ['new', 'delivered', 'cancelled'] as const;
export type OrderGroup = (typeof ORDER_GROUPS)[number];

export function orderGroupOf(status: OrderStatus): OrderGroup {
  if (status === 'delivered') return 'delivered';
  if (status === 'cancelled' || status === 'returned') return 'cancelled';
  return 'new';
}

/**
 * What the admin's dropdown offers (docs/product.md §4.6).
 * `pending_payment` is the gateway's state: an admin never makes an order unpaid.
 */
export const ADMIN_SETTABLE_STATUSES = [
  'confirmed',
  'processing',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'returned',
] as const satisfies readonly OrderStatus[];
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

/** The dropdown's choices: the transition table's row (empty for a delivered order: no dropdown, docs/product.md §4.6). */
export function nextStatuses(status: OrderStatus): AdminSettableStatus[] {
  return ADMIN_SETTABLE_STATUSES.filter((to) => mayTransition(status, to));
}

/**
 * The shop's own steps, each to the next (the owner's Today counts them, decision 083): a bulk 'Mark as …' moves a
 * selection one step when every order in it waits at the same one.
 */
const NEXT_STEP: Partial<Record<OrderStatus, AdminSettableStatus>> = {
  confirmed: 'processing',
  processing: 'packed',
  packed: 'shipped',
};

export function commonNextStep(statuses: readonly OrderStatus[]): AdminSettableStatus | null {
  const [first, ...rest] = statuses;
  if (!first || rest.some((status) => status !== first)) return null;
  return NEXT_STEP[first] ?? null;
}

/**
 * Audit 2.11: whether the admin's cancel/return confirmation says the stock comes back. It does only when
 * the order stops holding it (cancelled ↔ returned moves none); the customer is emailed either way.
 */
export function statusChangeRestocks(from: OrderStatus, to: AdminSettableStatus): boolean {
  return holdsStock(from) && !holdsStock(to);
}

/**
 * docs/product.md §7.4: admin orders cover the last 3 months, 50 at a time ("Load more" asks for the next page);
 * a search or a date range reaches the whole history.
 */
export const ADMIN_ORDERS_MONTHS = 3;
export const ADMIN_ORDERS_PAGE_SIZE = 50;

/** Start of the admin's window: the same moment 3 calendar months back (31 May → 28/29 Feb). */
export function adminOrdersSince(now: Date): Date {
  const since = new Date(now.getTime());
  since.setUTCDate(1);
  since.setUTCMonth(since.getUTCMonth() - ADMIN_ORDERS_MONTHS);
  const lastDay = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + 1, 0)).getUTCDate();
  since.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return since;
}

/** A search or date range reaches the whole history; without one the list is the 3-month window. */
export interface AdminOrderFilter {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  email?: string | undefined;
  status?: OrderStatus | undefined;
}

export function isFiltered(filter: AdminOrderFilter): boolean {
  return Boolean(filter.q || filter.from || filter.to || filter.email || filter.status);
}

const IST_OFFSET_MS = 330 * 60_000;

/** The instant an India day (YYYY-MM-DD) starts; `to` days end where the next one starts. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS);
}

export function indiaDayEnd(day: string): Date {
  return new Date(indiaDayStart(day).getTime() + 24 * 60 * 60_000);
}

/** A phone typed any way (+91 98450-12345): its digits, for matching however the order stored it. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

export const ADMIN_ORDER_MESSAGES = {
  /** docs/product.md §7.4: the toast for any failed status change. */
  updateFailed: 'Failed to update order status. Please try again.',
  loadFailed: 'Failed to load orders.',
  /** 409 when the order is delivered (the web shows updateFailed as its toast). */
  deliveredIsFinal: ORDER_TRANSITION_MESSAGES.deliveredIsFinal,
  invalidStatus: 'Choose a valid order status',
  invalidStatusFilter: 'status must be an order status',
} as const;
