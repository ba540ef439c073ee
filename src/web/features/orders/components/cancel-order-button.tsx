import { useMutation, useQueryClient } from '@tanstack/react-query';
import { XCircle } from 'lucide-react';
import { toast } from 'sonner';
import type { OrderSummary } from '#shared/orders/order.schemas.ts';
import { CUSTOMER_CANCEL_MESSAGES, customerMayCancel } from '#shared/orders/order.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { myOrderApi, orderKeys } from '../api/orders-api.ts';

/** My Orders' 'Cancel Order' (docs/product.md §4.7): shown until the order is packed, after a confirmation. */
export function CancelOrderButton({ order }: { order: OrderSummary }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => myOrderApi.cancel(order.id),
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
  if (!customerMayCancel(order.status)) return null;
  const paidOnline = order.paymentMethod === 'online' && order.status !== 'pending_payment';
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={cancel.isPending}>
          <XCircle aria-hidden="true" strokeWidth={1.75} />
          Cancel Order
        </Button>
      }
      title={CUSTOMER_CANCEL_MESSAGES.confirmTitle}
      description={
        <>
          <p>{CUSTOMER_CANCEL_MESSAGES.confirmText}</p>
          {paidOnline && (
            <p className="mt-2">{CUSTOMER_CANCEL_MESSAGES.confirmRefund(formatRupees(order.total))}</p>
          )}
        </>
      }
      confirmLabel="Cancel Order"
      cancelLabel="Keep Order"
      onConfirm={() => cancel.mutate()}
    />
  );
}
