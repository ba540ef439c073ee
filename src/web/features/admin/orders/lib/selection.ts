import type { AdminOrder } from '#shared/orders/order-admin.schemas.ts';

/** The ticked orders, by id (kept across pages of the list until the bulk bar is done with them). */
export type OrderSelection = ReadonlyMap<string, AdminOrder>;

/** One order ticked or unticked. */
export function withOrder(selected: OrderSelection, order: AdminOrder, on: boolean): OrderSelection {
  const next = new Map(selected);
  if (on) next.set(order.id, order);
  else next.delete(order.id);
  return next;
}

/** How many of the shown orders are ticked: the select-all box is ticked, mixed or empty. */
export function shownState(selected: OrderSelection, shown: readonly AdminOrder[]): 'all' | 'some' | 'none' {
  const ticked = shown.filter((order) => selected.has(order.id)).length;
  if (ticked === 0) return 'none';
  return ticked === shown.length ? 'all' : 'some';
}

/** Select all: every shown order ticked, or, when all were, none of them (others stay as they were). */
export function toggleShown(selected: OrderSelection, shown: readonly AdminOrder[]): OrderSelection {
  const on = shownState(selected, shown) !== 'all';
  return shown.reduce((next, order) => withOrder(next, order, on), selected);
}
