import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { orderStatusLabel } from '#shared/orders/order.ts';
import {
  type AdminOrderStatusInput,
  adminOrderStatusInputSchema,
  type ShipmentInput,
  shipmentInputSchema,
} from '#shared/orders/order-admin.schemas.ts';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminSettableStatus,
  statusChangeNotice,
} from '#shared/orders/order-admin.ts';
import {
  type AdminOrderDetail,
  ORDER_OPS_LIMITS,
  type OrderNoteInput,
  orderNoteInputSchema,
  type RefundInput,
  type ReturnInput,
  refundInputSchema,
  returnInputSchema,
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
import { errorMessage } from '#web/lib/api-client.ts';
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
const failed = (error: unknown) => toast.error(errorMessage(error, ADMIN_ORDER_MESSAGES.updateFailed));
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
  return (
    <>
      <TextField name={`${prefix}courier`} label="Courier" maxLength={ORDER_OPS_LIMITS.courier} />
      <TextField
        name={`${prefix}trackingNumber`}
        label="Tracking number"
        maxLength={ORDER_OPS_LIMITS.trackingNumber}
      />
      <TextField
        name={`${prefix}trackingUrl`}
        label="Tracking link (optional)"
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
    done(order, body.refund ? 'Order cancelled and refunded' : 'Order status updated');
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
      <SelectField name="status" label="Change status">
        <option value="">{orderStatusLabel(order.status)}</option>
        {order.nextStatuses.map((s) => (
          <option key={s} value={s}>
            {orderStatusLabel(s)}
          </option>
        ))}
      </SelectField>
      {status === 'shipped' && <ShipmentFields prefix="shipment." />}
      {(status === 'cancelled' || status === 'returned') && order.refundable > 0 && (
        <p className="text-sm text-muted">
          {refundable} was paid: refund it below once the order is {orderStatusLabel(status)}.
        </p>
      )}
      <SubmitButton
        className="self-start"
        disabled={!status}
        pending={change.isPending}
        pendingLabel="Saving…"
      >
        {status === 'shipped' ? 'Mark shipped' : 'Save status'}
      </SubmitButton>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={(open) => !open && setCancelling(false)}
        title={`Cancel ${order.orderNumber}?`}
        description={
          <>
            <p>
              {refundable} was paid online. Refund it through the payment gateway now, or cancel only and
              refund it later on this page.
            </p>
            <p className="mt-2">{statusChangeNotice(order.status, 'cancelled')}</p>
          </>
        }
        confirmLabel={`Cancel and refund ${refundable}`}
        onConfirm={() => void cancel(true)}
        otherLabel="Cancel without refund"
        onOther={() => void cancel(false)}
        cancelLabel="Keep order"
      />
    </Form>
  );
}

/** Courier and tracking number for an order on its way without them (after a bulk Shipped). */
export function AddTrackingForm({ order }: { order: AdminOrderDetail }) {
  const form = useSchemaForm<ShipmentValues, ShipmentInput>(shipmentInputSchema, {
    defaultValues: shipmentValues(order),
  });
  return (
    <OrderChangeForm
      order={order}
      form={form}
      change={(body) => setOrderShipment(order.id, body)}
      title="Tracking added"
      aria-label="Add tracking"
    >
      <ShipmentFields />
      <SubmitButton variant="secondary" className="self-start" pendingLabel="Saving…">
        Add tracking
      </SubmitButton>
    </OrderChangeForm>
  );
}

export function NoteForm({ order }: { order: AdminOrderDetail }) {
  const form = useSchemaForm<OrderNoteInput, OrderNoteInput>(orderNoteInputSchema, {
    defaultValues: { body: '' },
  });
  return (
    <OrderChangeForm
      order={order}
      form={form}
      change={(body) => addOrderNote(order.id, body)}
      title="Note added"
      after={() => form.reset()}
    >
      <TextAreaField name="body" label="Add a note" maxLength={ORDER_OPS_LIMITS.note} />
      <SubmitButton variant="secondary" className="self-start" pendingLabel="Adding…">
        Add note
      </SubmitButton>
    </OrderChangeForm>
  );
}

type RefundValues = { amount: string; note: string };

export function RefundForm({ order }: { order: AdminOrderDetail }) {
  const form = useSchemaForm<RefundValues, RefundInput>(refundInputSchema, {
    defaultValues: { amount: String(order.refundable / 100), note: '' },
    toBody: (v) => ({ amount: rupeesToPaise(Number(v.amount || Number.NaN)), note: v.note }),
  });
  return (
    <OrderChangeForm
      order={order}
      form={form}
      change={(body) => refundOrder(order.id, body)}
      title="Refund recorded"
    >
      <TextField
        name="amount"
        label="Refund amount (₹)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
      />
      <TextField name="note" label="Refund note" maxLength={ORDER_OPS_LIMITS.note} />
      <SubmitButton variant="secondary" className="self-start" pendingLabel="Refunding…">
        Refund {order.paymentMethod === 'online' ? 'through the gateway' : '(paid back by hand)'}
      </SubmitButton>
    </OrderChangeForm>
  );
}

type ReturnValues = { lines: Record<string, string>; reason: string; resaleable: boolean };

/** Units back per line (`lines.item<id>`), a reason, and whether they can be sold again. */
export function ReturnForm({ order }: { order: AdminOrderDetail }) {
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
      title="Return recorded"
    >
      {open.map((line) => (
        <TextField
          key={line.itemId}
          name={`lines.item${line.itemId}`}
          label={`${line.name}: units back (of ${line.quantity - line.returned})`}
          type="number"
          min={0}
          max={line.quantity - line.returned}
        />
      ))}
      <LinesError />
      <TextField name="reason" label="Return reason" maxLength={ORDER_OPS_LIMITS.reason} />
      <CheckboxField name="resaleable" label="Resaleable: put the units back in stock" />
      <SubmitButton variant="secondary" className="self-start" pendingLabel="Recording…">
        Record return
      </SubmitButton>
    </OrderChangeForm>
  );
}

/** What is wrong with the units as a whole (none chosen, more than came): under the unit fields. */
function LinesError() {
  return <FieldError id={useId()}>{useFieldError('lines')}</FieldError>;
}
