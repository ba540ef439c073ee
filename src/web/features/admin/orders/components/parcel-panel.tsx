import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { AdminOrderDetail } from '#shared/orders/order-ops.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import type { AdminShipment, AdminShipmentResponse } from '#shared/shipping/shipping.schemas.ts';
import { COURIER_RULES, type CourierRule } from '#shared/shipping/shipping.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatIsoDateTime } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { adminOrderKeys } from '../api/admin-orders-api.ts';
import { bookParcel, cancelParcel, orderParcelQueryOptions, readParcelTracking } from '../api/parcel-api.ts';
import { useAdminOrdersT } from '../i18n.ts';

/** Orders whose parcel may be booked: placed (paid or COD), not yet on their way. */
const BOOKABLE = new Set(['confirmed', 'processing', 'packed']);
/** A booked parcel the courier has not picked up yet: the owner may still cancel it (the server decides). */
const CANCELLABLE = new Set(['created', 'awb_assigned', 'pickup_scheduled']);

/**
 * The order's parcel with Shiprocket (issue 43, decision 065): "Create shipment" with the courier rule, then the
 * AWB, the courier, the label and the pickup, the parcel's scans and "Read tracking now". Nothing in manual mode
 * (the status form's courier and AWB, as before).
 */
export function ParcelPanel({ order }: { order: AdminOrderDetail }) {
  const t = useAdminOrdersT();
  const parcel = useQuery(orderParcelQueryOptions(order.id));
  if (parcel.data?.provider !== 'shiprocket') return null;
  const { shipment } = parcel.data;
  return (
    <section
      aria-label={t('parcel.title')}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
      data-testid="parcel-panel"
    >
      <h3 className="font-sans text-base font-semibold">{t('parcel.title')}</h3>
      {shipment?.awb ? <BookedParcel order={order} shipment={shipment} /> : null}
      {shipment?.lastError && (
        <FormNote tone="danger">{t('parcel.failed', { error: shipment.lastError })}</FormNote>
      )}
      {!shipment?.awb && (shipment || BOOKABLE.has(order.status)) && (
        <BookForm order={order} defaultRule={parcel.data.courierRule} />
      )}
    </section>
  );
}

/** A change of the parcel: its answer is the panel's, and the order (its AWB, its status) reads again. */
function useParcelChange<T>(
  orderId: string,
  change: (input: T) => Promise<AdminShipmentResponse>,
  done?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // Here, not in mutate's own callbacks: the booking form is gone once the parcel has its AWB.
    onSuccess: (answer) => {
      if (done) toast.success(done);
      queryClient.setQueryData(orderParcelQueryOptions(orderId).queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

function BookForm({ order, defaultRule }: { order: AdminOrderDetail; defaultRule: CourierRule }) {
  const t = useAdminOrdersT();
  const id = useId();
  const [rule, setRule] = useState<CourierRule>(defaultRule);
  const book = useParcelChange(
    order.id,
    (courierRule: CourierRule) => bookParcel(order.id, courierRule),
    t('parcel.booked'),
  );
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        book.mutate(rule);
      }}
    >
      <label htmlFor={id} className="flex flex-col gap-1 text-sm">
        {t('parcel.ruleLabel')}
        <NativeSelect id={id} value={rule} onChange={(e) => setRule(e.target.value as CourierRule)}>
          {COURIER_RULES.map((r) => (
            <option key={r} value={r}>
              {t(`parcel.rules.${r}`)}
            </option>
          ))}
        </NativeSelect>
      </label>
      <Button type="submit" disabled={book.isPending}>
        {book.isPending ? t('parcel.creating') : t('parcel.create')}
      </Button>
    </form>
  );
}

function BookedParcel({ order, shipment }: { order: AdminOrderDetail; shipment: AdminShipment }) {
  const t = useAdminOrdersT();
  const { locale } = useI18n();
  const track = useParcelChange(order.id, () => readParcelTracking(order.id));
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        <span className="font-semibold">{t(`parcel.status.${shipment.status}`)}</span>
        {' · '}
        {t('parcel.awb', { awb: shipment.awb ?? '', courier: shipment.courierName ?? '' })}
        {shipment.rate !== null && ` · ${t('parcel.rate', { amount: formatRupees(shipment.rate) })}`}
      </p>
      {shipment.pickupScheduledFor && <p>{t('parcel.pickup', { date: shipment.pickupScheduledFor })}</p>}
      <p className="flex flex-wrap gap-3">
        {(
          [
            [shipment.labelUrl, 'parcel.label'],
            [shipment.manifestUrl, 'parcel.manifest'],
            [shipment.trackingUrl, 'parcel.trackOnCourier'],
          ] as const
        ).map(([href, label]) =>
          href ? (
            <a
              key={label}
              className="text-primary hover:underline"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(label)}
            </a>
          ) : null,
        )}
      </p>
      {shipment.events.length > 0 && (
        <ol className="flex flex-col gap-1" aria-label={t('parcel.scans')}>
          {shipment.events.map((event) => (
            <li key={`${event.occurredAt}-${event.status}`}>
              {formatIsoDateTime(event.occurredAt, locale)} · {event.status}
              {event.location ? ` · ${event.location}` : ''}
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={track.isPending}
          onClick={() => track.mutate(undefined)}
        >
          {t('parcel.track')}
        </Button>
        {CANCELLABLE.has(shipment.status) && <CancelParcel order={order} awb={shipment.awb ?? ''} />}
      </div>
    </div>
  );
}

/** Cancels the booked parcel with Shiprocket, after a confirmation: the order can then be booked again. */
function CancelParcel({ order, awb }: { order: AdminOrderDetail; awb: string }) {
  const t = useAdminOrdersT();
  const cancel = useParcelChange(order.id, () => cancelParcel(order.id), t('parcel.cancelled'));
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={cancel.isPending}>
          {cancel.isPending ? t('parcel.cancelling') : t('parcel.cancel')}
        </Button>
      }
      title={t('parcel.cancelTitle')}
      description={t('parcel.cancelText', { awb })}
      confirmLabel={t('parcel.cancelConfirm')}
      cancelLabel={t('parcel.cancelKeep')}
      onConfirm={() => cancel.mutate(undefined)}
    />
  );
}
