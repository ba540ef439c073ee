import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { type AdminOrderDetail, SLIP_SIZES } from '#shared/orders/order-ops.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { InvoiceLinks } from '#web/features/invoices/components/invoice-links.tsx';
import { OrderNoteAndGift } from '#web/features/orders/components/order-note-and-gift.tsx';
import {
  DeliveryAddress,
  OrderLines,
  OrderTotals,
  PAYMENT_METHOD_LABELS,
  ShipmentDetails,
  StatusBadge,
} from '#web/features/orders/components/order-parts.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { adminOrderDetailQueryOptions, packingSlipsHref } from '../api/admin-orders-api.ts';
import { useAdminOrdersT } from '../i18n.ts';
import { AddTrackingForm, NoteForm, RefundForm, ReturnForm, StatusForm } from './order-forms.tsx';
import { ParcelPanel } from './parcel-panel.tsx';
import { ReturnRequestsPanel } from './return-requests-panel.tsx';

/**
 * One order on its own URL (`/admin?tab=orders&order=<id>`; issue 19): lines, amounts, address, payment and
 * the gateway's ids, the status with shipping, the history (who, when), notes, returns, refunds, slips.
 */
export function OrderDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useAdminOrdersT();
  const detail = useQuery(adminOrderDetailQueryOptions(id));
  return (
    <section aria-labelledby="order-detail-heading" className="flex flex-col gap-5">
      <Button variant="secondary" size="sm" className="self-start" onClick={onBack}>
        <ArrowLeft aria-hidden="true" strokeWidth={1.75} />
        {t('detail.back')}
      </Button>
      {detail.isPending ? (
        <Skeleton className="h-96 rounded-card" />
      ) : detail.isError ? (
        <p className="text-danger">{errorMessage(detail.error)}</p>
      ) : (
        <OrderPage order={detail.data} />
      )}
    </section>
  );
}

/** Shipped or out for delivery: the parcel is with the courier (tracking can still be added). */
const onItsWay = (order: AdminOrderDetail) =>
  order.status === 'shipped' || order.status === 'out_for_delivery';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
    >
      <h3 className="font-sans text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function OrderPage({ order }: { order: AdminOrderDetail }) {
  const t = useAdminOrdersT();
  const { locale } = useI18n();
  const when = (iso: string) => formatIsoDateTime(iso, locale);
  return (
    <article aria-label={t('detail.order', { order: order.orderNumber })} className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="order-detail-heading" className="text-2xl">
            {t('detail.order', { order: order.orderNumber })}
          </h2>
          <p className="text-sm text-muted">{t('detail.placed', { date: when(order.createdAt) })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} />
          {SLIP_SIZES.map((size) => (
            <a
              key={size}
              className="inline-flex items-center gap-1 rounded-control border border-border px-3 py-1.5 text-sm hover:bg-sand"
              href={packingSlipsHref([order.id], size)}
              target="_blank"
              rel="noopener"
            >
              <Printer aria-hidden="true" size={16} strokeWidth={1.75} />
              {t('detail.slip', { size: t(`slip.${size}`) })}
            </a>
          ))}
        </div>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReturnRequestsPanel order={order} />
        <Panel title={t('panel.items')}>
          <OrderLines items={order.items} />
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
          <InvoiceLinks orderId={order.id} status={order.status} />
        </Panel>
        <Panel title={t('panel.customer')}>
          <DeliveryAddress customer={order.customer} />
          <OrderNoteAndGift orderNote={order.orderNote} gift={order.gift} />
          <p className="text-sm">
            <a className="text-primary hover:underline" href={`mailto:${order.customer.email}`}>
              {order.customer.email}
            </a>
          </p>
          {order.shipment ? (
            <ShipmentDetails shipment={order.shipment} />
          ) : (
            onItsWay(order) && <AddTrackingForm key={order.updatedAt} order={order} />
          )}
        </Panel>
        <Panel title={t('panel.payment')}>
          <p>
            {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {t(`refund.${order.refundState}`)}
            {order.codToCollect > 0 &&
              ` · ${t('detail.collect', { amount: formatRupees(order.codToCollect) })}`}
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            {order.payments.map((p) => (
              <li key={`${p.provider}-${p.providerOrderId}`}>
                {p.provider}: {p.status}, {formatRupees(p.amount)} · {t('detail.gatewayOrder')}{' '}
                <span className="font-mono">{p.providerOrderId ?? '—'}</span> · {t('detail.gatewayPayment')}{' '}
                <span className="font-mono">{p.providerPaymentId ?? '—'}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">
            {t('detail.received', {
              paid: formatRupees(order.paid),
              refundable: formatRupees(order.refundable),
            })}
          </p>
          {order.status === 'cancelled' && order.paymentMethod === 'online' && order.refundable > 0 && (
            <FormNote tone="danger">
              {t('detail.unrefunded', { amount: formatRupees(order.refundable) })}
            </FormNote>
          )}
          {order.refunds.length > 0 && (
            <ul className="flex flex-col gap-1 text-sm" aria-label={t('detail.refunds')}>
              {order.refunds.map((r) => (
                <li key={`${r.at}-${r.amount}`}>
                  {t('detail.refunded', {
                    amount: formatRupees(r.amount),
                    date: when(r.at),
                    by: r.by ?? t('detail.theShop'),
                  })}{' '}
                  {r.note}
                  {r.providerRefundId && <span className="font-mono"> ({r.providerRefundId})</span>}
                </li>
              ))}
            </ul>
          )}
          {order.refundable > 0 && <RefundForm key={order.refundable} order={order} />}
        </Panel>
        <ParcelPanel order={order} />
        <Panel title={t('panel.status')}>
          <StatusForm key={order.status} order={order} />
          <ol className="flex flex-col gap-1 text-sm" aria-label={t('detail.history')}>
            {order.history.map((h) => (
              <li key={`${h.at}-${h.to}`}>
                {h.by
                  ? t('detail.historyEntryBy', { date: when(h.at), status: t(`status.${h.to}`), by: h.by })
                  : t('detail.historyEntry', { date: when(h.at), status: t(`status.${h.to}`) })}
              </li>
            ))}
          </ol>
        </Panel>
        {(order.status === 'delivered' || order.returns.length > 0) && (
          <Panel title={t('panel.returns')}>
            <ul className="flex flex-col gap-1 text-sm">
              {order.returns.map((r) => (
                <li key={`${r.at}-${r.itemId}`}>
                  {t('detail.returnEntry', {
                    quantity: r.quantity,
                    name: r.name,
                    amount: formatRupees(r.amount),
                    date: when(r.at),
                    reason: r.reason,
                  })}
                  {r.restocked ? t('detail.backInStock') : ''}
                </li>
              ))}
            </ul>
            {order.status === 'delivered' && <ReturnForm key={order.returns.length} order={order} />}
          </Panel>
        )}
        <Panel title={t('panel.notes')}>
          <ul className="flex flex-col gap-2 text-sm">
            {order.notes.map((n) => (
              <li key={n.id}>
                <p className="whitespace-pre-line">{n.body}</p>
                <p className="text-muted">
                  {n.by ?? t('detail.someone')}, {when(n.at)}
                </p>
              </li>
            ))}
          </ul>
          <NoteForm order={order} />
        </Panel>
      </div>
    </article>
  );
}
