import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import {
  type AdminOrderStatusInput,
  adminOrderStatusInputSchema,
  type ShipmentInput,
  shipmentInputSchema,
} from '#shared/orders/order-admin.schemas.ts';
import { type AdminSettableStatus, statusChangeRestocks } from '#shared/orders/order-admin.ts';
import {
  type AdminOrderDetail,
  ORDER_OPS_LIMITS,
  type OrderNoteInput,
  orderNoteInputSchema,
  type RefundInput,
  type ReturnInput,
  refundInputSchema,
  returnInputSchema,
  suggestedRefund,
} from '#shared/orders/order-ops.schemas.ts';
import { formatRupees, rupeesToPaise } from '#shared/pricing/money.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FieldError } from '#web/components/ui/form/field-parts.tsx';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
  useFieldError,
} from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { analyticsKey } from '../../analytics/api/analytics-api.ts';
import { customerKeys } from '../../customers/api/customers-api.ts';
import {
  addOrderNote,
  adminOrderKeys,
  recordReturn,
  refundOrder,
  setOrderShipment,
  setOrderStatus,
} from '../api/admin-orders-api.ts';
import { useAdminOrdersSaid, useAdminOrdersT } from '../i18n.ts';

/*
 * The order page's forms (issue 19) on the form kit: the shared schemas check them as the server does, a
 * 400 puts the server's message on the field it names, and the submit button waits for the answer.
 */

/** A change to the order: every list and count that shows the order reads again. */
function useOrderChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      void queryClient.invalidateQueries({ queryKey: analyticsKey });
      return queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
  });
}

/** A form whose checked body is one change to the order, said in a toast titled `title` once made. */
function OrderChangeForm<V extends FieldValues, B>({
  order,
  form,
  change,
  title,
  after,
  children,
  ...props
}: {
  order: AdminOrderDetail;
  form: UseFormReturn<V, unknown, B>;
  change: (body: B) => Promise<unknown>;
  title: string;
  after?: () => void;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const mutation = useOrderChange(change);
  const failed = useFailedToast();
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        await mutation.mutateAsync(body);
        done(order, title);
        after?.();
      }}
      onError={failed}
      className="flex flex-col gap-2"
      {...props}
    >
      {children}
    </Form>
  );
}

const done = (order: AdminOrderDetail, title: string) =>
  toast.success(title, { description: order.orderNumber });
/**
 * The server's message for a refused change (one with figures in the page's language), or the spec's 'Failed
 * to update order status…'.
 */
function useFailedToast() {
  const t = useAdminOrdersT();
  const say = useAdminOrdersSaid();
  return (error: unknown) =>
    toast.error(
      error instanceof ApiError
        ? say(error.message, error.said)
        : errorMessage(error, t('orders.updateFailed')),
    );
}
/** Field keys as the server names them (`shipment.courier`), for forms whose values nest the same way. */
const sameKey = (key: string) => key;

type ShipmentValues = { courier: string; trackingNumber: string; trackingUrl: string };

const shipmentValues = (order: AdminOrderDetail): ShipmentValues => ({
  courier: order.shipment?.courier ?? '',
  trackingNumber: order.shipment?.trackingNumber ?? '',
  trackingUrl: order.shipment?.trackingUrl ?? '',
});

/** Courier, tracking number and the optional link, named under `prefix` in the surrounding form. */
function ShipmentFields({ prefix = '' }: { prefix?: string }) {
  const t = useAdminOrdersT();
  return (
    <>
      <TextField name={`${prefix}courier`} label={t('form.courier')} maxLength={ORDER_OPS_LIMITS.courier} />
      <TextField
        name={`${prefix}trackingNumber`}
        label={t('form.trackingNumber')}
        maxLength={ORDER_OPS_LIMITS.trackingNumber}
      />
      <TextField
        name={`${prefix}trackingUrl`}
        label={t('form.trackingUrl')}
        type="url"
        maxLength={ORDER_OPS_LIMITS.trackingUrl}
      />
    </>
  );
}

type StatusValues = { status: AdminSettableStatus | ''; shipment: ShipmentValues };

/**
 * The status dropdown; Shipped asks for the courier and tracking number first. Cancelling an order paid
 * online asks whether to refund it through the gateway in the same step (issue 19 item 4).
 */
export function StatusForm({ order }: { order: AdminOrderDetail }) {
  const t = useAdminOrdersT();
  const failed = useFailedToast();
  const form = useSchemaForm<StatusValues, AdminOrderStatusInput>(adminOrderStatusInputSchema, {
    defaultValues: { status: '', shipment: shipmentValues(order) },
    toBody: ({ status, shipment }) => ({
      status: status || undefined,
      ...(status === 'shipped' ? { shipment } : {}),
    }),
  });
  const [cancelling, setCancelling] = useState(false);
  const change = useOrderChange((body: AdminOrderStatusInput) => setOrderStatus(order.id, body));
  const status = form.watch('status');

  const apply = async (body: AdminOrderStatusInput) => {
    await change.mutateAsync(body);
    done(order, body.refund ? t('form.cancelledRefunded') : t('toast.statusUpdated'));
    form.reset({ status: '', shipment: form.getValues('shipment') });
  };
  const submit = (body: AdminOrderStatusInput) => {
    // Money came in online: cancelling asks whether it goes back now, so the refund is not forgotten.
    if (body.status === 'cancelled' && order.paymentMethod === 'online' && order.refundable > 0) {
      setCancelling(true);
      return;
    }
    return apply(body);
  };
  const cancel = (refund: boolean) =>
    apply({ status: 'cancelled', ...(refund ? { refund } : {}) }).catch(failed);

  if (order.nextStatuses.length === 0) return null;
  const refundable = formatRupees(order.refundable);
  return (
    <Form
      form={form}
      onSubmit={submit}
      onError={failed}
      serverFieldOf={sameKey}
      className="flex flex-col gap-2"
    >
      <SelectField name="status" label={t('form.changeStatus')}>
        <option value="">{t(`status.${order.status}`)}</option>
        {order.nextStatuses.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </SelectField>
      {status === 'shipped' && <ShipmentFields prefix="shipment." />}
      {(status === 'cancelled' || status === 'returned') && order.refundable > 0 && (
        <p className="text-sm text-muted">
          {t('form.refundAfter', { amount: refundable, status: t(`status.${status}`) })}
        </p>
      )}
      <SubmitButton
        className="self-start"
        disabled={!status}
        pending={change.isPending}
        pendingLabel={t('card.saving')}
      >
        {status === 'shipped' ? t('form.markShipped') : t('form.saveStatus')}
      </SubmitButton>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={(open) => !open && setCancelling(false)}
        title={t('form.cancelTitle', { order: order.orderNumber })}
        description={
          <>
            <p>{t('form.cancelPaid', { amount: refundable })}</p>
            <p className="mt-2">
              {t(statusChangeRestocks(order.status, 'cancelled') ? 'notice.restock' : 'notice.noRestock')}
            </p>
          </>
        }
        confirmLabel={t('form.cancelAndRefund', { amount: refundable })}
        onConfirm={() => void cancel(true)}
        otherLabel={t('form.cancelNoRefund')}
        onOther={() => void cancel(false)}
        cancelLabel={t('card.keep')}
      />
    </Form>
  );
}

/** Courier and tracking number for an order on its way without them (after a bulk Shipped). */
export function AddTrackingForm({ order }: { order: AdminOrderDetail }) {
  const t = useAdminOrdersT();
  const form = useSchemaForm<ShipmentValues, ShipmentInput>(shipmentInputSchema, {
    defaultValues: shipmentValues(order),
  });
  return (
    <OrderChangeForm
      order={order}
      form={form}
      change={(body) => setOrderShipment(order.id, body)}
      title={t('form.trackingAdded')}
      aria-label={t('form.addTracking')}
    >
      <ShipmentFields />
      <SubmitButton variant="secondary" className="self-start" pendingLabel={t('card.saving')}>
        {t('form.addTracking')}
      </SubmitButton>
    </OrderChangeForm>
  );
}

export function NoteForm({ order }: { order: AdminOrderDetail }) {
  const t = useAdminOrdersT();
  const form = useSchemaForm<OrderNoteInput, OrderNoteInput>(orderNoteInputSchema, {
    defaultValues: { body: '' },
  });
  return (
    <OrderChangeForm
      order={order}
      form={form}
      change={(body) => addOrderNote(order.id, body)}
      title={t('form.noteAdded')}
      after={() => form.reset()}
    >
      <TextAreaField name="body" label={t('form.addNoteLabel')} maxLength={ORDER_OPS_LIMITS.note} />
      <SubmitButton variant="secondary" className="self-start" pendingLabel={t('form.adding')}>
        {t('form.addNote')}
      </SubmitButton>
    </OrderChangeForm>
  );
}

type RefundValues = { amount: string; note: string };

export function RefundForm({ order }: { order: AdminOrderDetail }) {
  const t = useAdminOrdersT();
  const form = useSchemaForm<RefundValues, RefundInput>(refundInputSchema, {
    defaultValues: { amount: String(suggestedRefund(order) / 100), note: '' },
    toBody: (v) => ({ amount: rupeesToPaise(Number(v.amount || Number.NaN)), note: v.note }),
  });
  return (
    <OrderChangeForm
      order={order}
      form={form}
      change={(body) => refundOrder(order.id, body)}
      title={t('form.refundRecorded')}
    >
      <TextField
        name="amount"
        label={t('form.refundAmount')}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
      />
      <TextField name="note" label={t('form.refundNote')} maxLength={ORDER_OPS_LIMITS.note} />
      <SubmitButton variant="secondary" className="self-start" pendingLabel={t('form.refunding')}>
        {order.paymentMethod === 'online' ? t('form.refundGateway') : t('form.refundByHand')}
      </SubmitButton>
    </OrderChangeForm>
  );
}

type ReturnValues = { lines: Record<string, string>; reason: string; resaleable: boolean };

/** Units back per line (`lines.item<id>`), a reason, and whether they can be sold again. */
export function ReturnForm({ order }: { order: AdminOrderDetail }) {
  const t = useAdminOrdersT();
  const open = order.lines.filter((l) => l.quantity > l.returned);
  const form = useSchemaForm<ReturnValues, ReturnInput>(returnInputSchema, {
    defaultValues: {
      lines: Object.fromEntries(open.map((l) => [`item${l.itemId}`, String(l.quantity - l.returned)])),
      reason: '',
      resaleable: true,
    },
    toBody: (v) => ({
      lines: open
        .map((l) => ({ itemId: l.itemId, quantity: Number(v.lines[`item${l.itemId}`] || 0) }))
        .filter((l) => l.quantity !== 0),
      reason: v.reason,
      resaleable: v.resaleable,
    }),
  });
  return (
    <OrderChangeForm
      order={order}
      form={form}
      change={(body) => recordReturn(order.id, body)}
      title={t('form.returnRecorded')}
    >
      {open.map((line) => (
        <TextField
          key={line.itemId}
          name={`lines.item${line.itemId}`}
          label={t('form.unitsBack', { name: line.name, count: line.quantity - line.returned })}
          type="number"
          min={0}
          max={line.quantity - line.returned}
        />
      ))}
      <LinesError />
      <TextField name="reason" label={t('form.returnReason')} maxLength={ORDER_OPS_LIMITS.reason} />
      <CheckboxField name="resaleable" label={t('form.resaleable')} />
      <SubmitButton variant="secondary" className="self-start" pendingLabel={t('form.recording')}>
        {t('form.recordReturn')}
      </SubmitButton>
    </OrderChangeForm>
  );
}

/** What is wrong with the units as a whole (none chosen, more than came): under the unit fields. */
function LinesError() {
  return <FieldError id={useId()}>{useFieldError('lines')}</FieldError>;
}
