import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminOrder } from '#shared/orders/order-admin.schemas.ts';
import { type AdminSettableStatus, statusChangeRestocks } from '#shared/orders/order-admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import {
  DeliveryAddress,
  OrderLines,
  OrderTotals,
  PAYMENT_METHOD_LABELS,
  StatusBadge,
} from '#web/features/orders/components/order-parts.tsx';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useAdminOrdersT } from '../i18n.ts';

/** Statuses that may give the stock back, and email the customer: asked about first. */
const NEEDS_CONFIRMATION: readonly AdminSettableStatus[] = ['cancelled', 'returned'];

interface AdminOrderCardProps {
  order: AdminOrder;
  selected: boolean;
  onSelect: (order: AdminOrder, selected: boolean) => void;
  /** Opens the order's page (also where Shipped asks for the courier and tracking number). */
  onOpen: (order: AdminOrder) => void;
  /** Resolves when the server answered (either way); the select shows the new status meanwhile. */
  onStatusChange: (order: AdminOrder, status: AdminSettableStatus) => Promise<unknown>;
}

/** One order in the admin list: who, where, what, how much, how paid, and its status with the dropdown. */
export function AdminOrderCard({ order, selected, onSelect, onOpen, onStatusChange }: AdminOrderCardProps) {
  const t = useAdminOrdersT();
  const { locale } = useI18n();
  const selectId = useId();
  const headingId = useId();
  // No optimistic update: the select shows the choice while the request runs, then the order's real status.
  const [pending, setPending] = useState<AdminSettableStatus | null>(null);
  const [confirming, setConfirming] = useState<AdminSettableStatus | null>(null);

  const apply = (status: AdminSettableStatus) => {
    setPending(status);
    void onStatusChange(order, status).finally(() => setPending(null));
  };

  // An online order past payment was paid: its page cancels it and offers the refund with it.
  const paidOnline = order.paymentMethod === 'online' && order.status !== 'pending_payment';
  const toItsPage = confirming === 'cancelled' && paidOnline;

  const choose = (status: AdminSettableStatus) => {
    if (status === 'shipped') onOpen(order);
    else if (NEEDS_CONFIRMATION.includes(status)) setConfirming(status);
    else apply(status);
  };

  return (
    <article
      aria-labelledby={headingId}
      data-order={order.orderNumber}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col">
          <div className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4"
              checked={selected}
              aria-label={t('card.select', { order: order.orderNumber })}
              onChange={(event) => onSelect(order, event.target.checked)}
            />
            <h3 id={headingId} className="font-sans text-lg font-semibold tracking-normal">
              {order.orderNumber}
            </h3>
            <Button variant="secondary" size="sm" onClick={() => onOpen(order)}>
              {t('card.open')}
            </Button>
          </div>
          <p className="text-sm text-muted">
            <time dateTime={order.createdAt}>{formatIsoDateTime(order.createdAt, locale)}</time>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1fr)]">
        <section aria-label={t('card.customer')} className="flex min-w-0 flex-col gap-2">
          <DeliveryAddress customer={order.customer} />
          <p className="flex min-w-0 items-center gap-2 pl-7 text-sm">
            <Mail aria-hidden="true" size={16} strokeWidth={1.75} className="shrink-0 text-muted" />
            <a className="truncate text-primary hover:underline" href={`mailto:${order.customer.email}`}>
              {order.customer.email}
            </a>
          </p>
        </section>

        <section aria-label={t('card.items')} className="min-w-0 lg:-mt-3">
          <OrderLines items={order.items} />
        </section>

        <section aria-label={t('card.paymentAndStatus')} className="flex min-w-0 flex-col gap-3">
          <OrderTotals
            subtotal={order.subtotal}
            discount={order.discount}
            couponCode={order.couponCode}
            shippingCost={order.shippingCost}
            zoneFee={order.zoneFee}
            codFee={order.codFee}
            giftWrapFee={order.giftWrapFee}
            roundOff={order.roundOff}
            shippingZone={order.shippingZone}
            total={order.total}
          />
          <p className="text-sm">
            <span className="text-muted">{t('card.payment')} </span>
            <span className="font-semibold">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
          </p>
          {order.status === 'awaiting_confirmation' && (
            // The owner confirms by hand, e.g. after a call (decision 087); the dropdown below cancels.
            <div className="flex flex-col gap-1.5 rounded-control bg-sand p-3 text-sm">
              <p>{t('card.awaitingBuyer')}</p>
              <Button
                size="sm"
                className="self-start"
                disabled={pending !== null}
                onClick={() => apply('confirmed')}
              >
                {t('card.confirmByHand')}
              </Button>
            </div>
          )}
          {order.nextStatuses.length > 0 && (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={selectId} className="text-sm font-semibold">
                {t('card.status')}
              </label>
              <NativeSelect
                id={selectId}
                value={pending ?? order.status}
                disabled={pending !== null}
                aria-describedby={pending ? `${selectId}-saving` : undefined}
                onChange={(event) => choose(event.target.value as AdminSettableStatus)}
              >
                <option value={order.status}>{t(`status.${order.status}`)}</option>
                {order.nextStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`status.${status}`)}
                  </option>
                ))}
              </NativeSelect>
              {pending && (
                <span id={`${selectId}-saving`} className="text-sm text-muted" role="status">
                  {t('card.saving')}
                </span>
              )}
            </div>
          )}
        </section>
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('card.confirmTitle', {
          order: order.orderNumber,
          status: confirming ? t(`status.${confirming}`) : '',
        })}
        description={
          toItsPage
            ? t('card.paidOnline')
            : confirming
              ? t(statusChangeRestocks(order.status, confirming) ? 'notice.restock' : 'notice.noRestock')
              : ''
        }
        confirmLabel={
          toItsPage
            ? t('card.open')
            : t('card.confirmYes', { status: confirming ? t(`status.${confirming}`) : '' })
        }
        cancelLabel={t('card.keep')}
        onConfirm={() => (toItsPage ? onOpen(order) : confirming && apply(confirming))}
      />
    </article>
  );
}
