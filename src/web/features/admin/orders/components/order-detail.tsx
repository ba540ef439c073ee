import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { orderStatusLabel } from '#shared/orders/order.ts';
import { ADMIN_ORDER_MESSAGES, type AdminSettableStatus } from '#shared/orders/order-admin.ts';
import {
  type AdminOrderDetail,
  REFUND_STATE_LABELS,
  SLIP_SIZE_LABELS,
  SLIP_SIZES,
} from '#shared/orders/order-ops.ts';
import { formatRupees, rupeesToPaise } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { inputClass } from '#web/components/ui/form/field-parts.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
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
import { analyticsKey } from '../../analytics/api/analytics-api.ts';
import { customerKeys } from '../../customers/api/customers-api.ts';
import {
  addOrderNote,
  adminOrderDetailQueryOptions,
  adminOrderKeys,
  packingSlipsHref,
  recordReturn,
  refundOrder,
  setOrderStatus,
} from '../api/admin-orders-api.ts';

/**
 * One order on its own URL (`/admin?tab=orders&order=<id>`; issue 19): lines, amounts, address, payment and
 * the gateway's ids, the status with shipping, the history (who, when), notes, returns, refunds, slips.
 */
export function OrderDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const detail = useQuery(adminOrderDetailQueryOptions(id));
  return (
    <section aria-labelledby="order-detail-heading" className="flex flex-col gap-5">
      <Button variant="secondary" size="sm" className="self-start" onClick={onBack}>
        <ArrowLeft aria-hidden="true" strokeWidth={1.75} />
        Back to orders
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

function useOrderChange<T>(order: AdminOrderDetail, change: (input: T) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      toast.success(done, { description: order.orderNumber });
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      void queryClient.invalidateQueries({ queryKey: analyticsKey });
      return queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, ADMIN_ORDER_MESSAGES.updateFailed)),
  });
}

function OrderPage({ order }: { order: AdminOrderDetail }) {
  return (
    <article aria-label={`Order ${order.orderNumber}`} className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="order-detail-heading" className="text-2xl">
            Order {order.orderNumber}
          </h2>
          <p className="text-sm text-muted">Placed {formatIsoDateTime(order.createdAt)}</p>
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
              Packing slip ({SLIP_SIZE_LABELS[size]})
            </a>
          ))}
        </div>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Items">
          <OrderLines items={order.items} />
          <OrderTotals subtotal={order.subtotal} shippingCost={order.shippingCost} total={order.total} />
        </Panel>
        <Panel title="Customer and delivery">
          <DeliveryAddress customer={order.customer} />
          <p className="text-sm">
            <a className="text-primary hover:underline" href={`mailto:${order.customer.email}`}>
              {order.customer.email}
            </a>
          </p>
          {order.shipment && <ShipmentDetails shipment={order.shipment} />}
        </Panel>
        <Panel title="Payment">
          <p>
            {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {REFUND_STATE_LABELS[order.refundState]}
            {order.codToCollect > 0 && ` · collect ${formatRupees(order.codToCollect)} on delivery`}
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            {order.payments.map((p) => (
              <li key={`${p.provider}-${p.providerOrderId}`}>
                {p.provider}: {p.status}, {formatRupees(p.amount)} · order{' '}
                <span className="font-mono">{p.providerOrderId ?? '—'}</span> · payment{' '}
                <span className="font-mono">{p.providerPaymentId ?? '—'}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">
            Received {formatRupees(order.paid)}; refundable {formatRupees(order.refundable)}
          </p>
          {order.refunds.length > 0 && (
            <ul className="flex flex-col gap-1 text-sm" aria-label="Refunds">
              {order.refunds.map((r) => (
                <li key={`${r.at}-${r.amount}`}>
                  Refunded {formatRupees(r.amount)} on {formatIsoDateTime(r.at)} by {r.by ?? 'the shop'}:{' '}
                  {r.note}
                  {r.providerRefundId && <span className="font-mono"> ({r.providerRefundId})</span>}
                </li>
              ))}
            </ul>
          )}
          {order.refundable > 0 && <RefundForm order={order} />}
        </Panel>
        <Panel title="Status">
          <StatusForm order={order} />
          <ol className="flex flex-col gap-1 text-sm" aria-label="Status history">
            {order.history.map((h) => (
              <li key={`${h.at}-${h.to}`}>
                {formatIsoDateTime(h.at)}: {orderStatusLabel(h.to)}
                {h.by ? ` by ${h.by}` : ''}
              </li>
            ))}
          </ol>
        </Panel>
        {(order.status === 'delivered' || order.returns.length > 0) && (
          <Panel title="Returns">
            <ul className="flex flex-col gap-1 text-sm">
              {order.returns.map((r) => (
                <li key={`${r.at}-${r.itemId}`}>
                  {r.quantity} × {r.name} ({formatRupees(r.amount)}) on {formatIsoDateTime(r.at)}: {r.reason}
                  {r.restocked ? ' · back in stock' : ''}
                </li>
              ))}
            </ul>
            {order.status === 'delivered' && <ReturnForm order={order} />}
          </Panel>
        )}
        <Panel title="Internal notes">
          <ul className="flex flex-col gap-2 text-sm">
            {order.notes.map((n) => (
              <li key={n.id}>
                <p className="whitespace-pre-line">{n.body}</p>
                <p className="text-muted">
                  {n.by ?? 'Someone'}, {formatIsoDateTime(n.at)}
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

function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  type?: string;
  multiline?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {props.label}
      </label>
      {props.multiline ? (
        <textarea
          id={id}
          className={inputClass}
          value={props.value}
          required={props.required}
          rows={3}
          onChange={(e) => props.onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          className={inputClass}
          type={props.type ?? 'text'}
          value={props.value}
          required={props.required}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </div>
  );
}

const submitted = (handler: () => void) => (event: FormEvent) => {
  event.preventDefault();
  handler();
};

/** The status dropdown; Shipped asks for the courier and tracking number first. */
function StatusForm({ order }: { order: AdminOrderDetail }) {
  const selectId = useId();
  const [status, setStatus] = useState<AdminSettableStatus | ''>('');
  const [courier, setCourier] = useState(order.shipment?.courier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(order.shipment?.trackingNumber ?? '');
  const [trackingUrl, setTrackingUrl] = useState(order.shipment?.trackingUrl ?? '');
  const change = useOrderChange(
    order,
    (to: AdminSettableStatus) =>
      setOrderStatus(order.id, {
        status: to,
        ...(to === 'shipped' ? { shipment: { courier, trackingNumber, trackingUrl } } : {}),
      }),
    'Order status updated',
  );
  if (order.nextStatuses.length === 0) return null;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={submitted(() => status && change.mutate(status, { onSuccess: () => setStatus('') }))}
    >
      <label htmlFor={selectId} className="text-sm font-semibold">
        Change status
      </label>
      <NativeSelect
        id={selectId}
        value={status}
        onChange={(e) => setStatus(e.target.value as AdminSettableStatus)}
      >
        <option value="">{orderStatusLabel(order.status)}</option>
        {order.nextStatuses.map((s) => (
          <option key={s} value={s}>
            {orderStatusLabel(s)}
          </option>
        ))}
      </NativeSelect>
      {status === 'shipped' && (
        <>
          <TextField label="Courier" value={courier} onChange={setCourier} required />
          <TextField label="Tracking number" value={trackingNumber} onChange={setTrackingNumber} required />
          <TextField
            label="Tracking link (optional)"
            type="url"
            value={trackingUrl}
            onChange={setTrackingUrl}
          />
        </>
      )}
      {(status === 'cancelled' || status === 'returned') && order.refundable > 0 && (
        <p className="text-sm text-muted">
          {formatRupees(order.refundable)} was paid: refund it below once the order is{' '}
          {orderStatusLabel(status)}.
        </p>
      )}
      <Button type="submit" className="self-start" disabled={!status || change.isPending}>
        {status === 'shipped' ? 'Mark shipped' : 'Save status'}
      </Button>
    </form>
  );
}

function NoteForm({ order }: { order: AdminOrderDetail }) {
  const [body, setBody] = useState('');
  const add = useOrderChange(order, (text: string) => addOrderNote(order.id, { body: text }), 'Note added');
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={submitted(() => add.mutate(body, { onSuccess: () => setBody('') }))}
    >
      <TextField label="Add a note" value={body} onChange={setBody} required multiline />
      <Button type="submit" variant="secondary" className="self-start" disabled={add.isPending}>
        Add note
      </Button>
    </form>
  );
}

function RefundForm({ order }: { order: AdminOrderDetail }) {
  const [rupees, setRupees] = useState(String(order.refundable / 100));
  const [note, setNote] = useState('');
  const refund = useOrderChange(
    order,
    () => refundOrder(order.id, { amount: rupeesToPaise(Number(rupees)), note }),
    'Refund recorded',
  );
  return (
    <form className="flex flex-col gap-2" onSubmit={submitted(() => refund.mutate(undefined))}>
      <TextField label="Refund amount (₹)" type="number" value={rupees} onChange={setRupees} required />
      <TextField label="Refund note" value={note} onChange={setNote} required />
      <Button type="submit" variant="secondary" className="self-start" disabled={refund.isPending}>
        Refund {order.paymentMethod === 'online' ? 'through the gateway' : '(paid back by hand)'}
      </Button>
    </form>
  );
}

function ReturnForm({ order }: { order: AdminOrderDetail }) {
  const open = order.lines.filter((l) => l.quantity > l.returned);
  const [units, setUnits] = useState<Record<number, string>>(
    Object.fromEntries(open.map((l) => [l.itemId, String(l.quantity - l.returned)])),
  );
  const [reason, setReason] = useState('');
  const [resaleable, setResaleable] = useState(true);
  const record = useOrderChange(
    order,
    () =>
      recordReturn(order.id, {
        lines: open
          .map((l) => ({ itemId: l.itemId, quantity: Number(units[l.itemId] ?? 0) }))
          .filter((l) => l.quantity > 0),
        reason,
        resaleable,
      }),
    'Return recorded',
  );
  return (
    <form className="flex flex-col gap-2" onSubmit={submitted(() => record.mutate(undefined))}>
      {open.map((line) => (
        <TextField
          key={line.itemId}
          label={`${line.name}: units back (of ${line.quantity - line.returned})`}
          type="number"
          value={units[line.itemId] ?? '0'}
          onChange={(value) => setUnits({ ...units, [line.itemId]: value })}
        />
      ))}
      <TextField label="Return reason" value={reason} onChange={setReason} required />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={resaleable} onChange={(e) => setResaleable(e.target.checked)} />
        Resaleable: put the units back in stock
      </label>
      <Button type="submit" variant="secondary" className="self-start" disabled={record.isPending}>
        Record return
      </Button>
    </form>
  );
}
