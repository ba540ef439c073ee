import type { AdminOrder } from '#shared/orders/order-admin.schemas.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { StatusBadge } from '#web/features/orders/components/order-parts.tsx';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useAdminOrdersT } from '../i18n.ts';

interface OrderRowProps {
  order: AdminOrder;
  selected: boolean;
  onSelect: (order: AdminOrder, selected: boolean) => void;
  onOpen: (order: AdminOrder) => void;
}

/**
 * One order as a compact row (audit D-m10): the tick box (a 44 px target), then number, status, who, where, how many
 * pieces, when, the total and how it is paid, about 60 px high; tapping the row opens the order's page.
 */
export function OrderRow({ order, selected, onSelect, onOpen }: OrderRowProps) {
  const t = useAdminOrdersT();
  const { locale } = useI18n();
  const pieces = order.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <article data-order={order.orderNumber} className="flex items-center gap-1 py-1.5">
      <label className="flex size-11 shrink-0 cursor-pointer items-center justify-center">
        <input
          type="checkbox"
          className="size-5"
          checked={selected}
          aria-label={t('card.select', { order: order.orderNumber })}
          onChange={(event) => onSelect(order, event.target.checked)}
        />
      </label>
      <button
        type="button"
        onClick={() => onOpen(order)}
        aria-label={t('row.open', { order: order.orderNumber })}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-control px-1 py-1 text-left hover:bg-sand"
      >
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex flex-wrap items-center gap-x-2">
            <span className="font-semibold">{order.orderNumber}</span>
            <StatusBadge status={order.status} className="text-xs" />
          </span>
          <span className="truncate text-sm text-muted">
            {[
              order.customer.fullName,
              order.customer.city,
              t('row.pieces', { count: pieces }),
              formatIsoDateTime(order.createdAt, locale),
            ].join(' · ')}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end">
          <span className="font-semibold">{formatRupees(order.total, locale)}</span>
          <span className="text-xs text-muted">{t(`row.paid.${order.paymentMethod}`)}</span>
        </span>
      </button>
    </article>
  );
}
