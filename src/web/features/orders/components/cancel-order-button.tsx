import { useMutation, useQueryClient } from '@tanstack/react-query';
import { XCircle } from 'lucide-react';
import { toast } from 'sonner';
import type { OrderSummary } from '#shared/orders/order.schemas.ts';
import { customerMayCancel } from '#shared/orders/order.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { myOrderApi, orderKeys } from '../api/orders-api.ts';
import { useOrdersSaid, useOrdersT } from '../i18n.ts';

/** My Orders' 'Cancel Order' (docs/product.md §4.7): shown until the order is packed, after a confirmation. */
export function CancelOrderButton({ order }: { order: OrderSummary }) {
  const queryClient = useQueryClient();
  const t = useOrdersT();
  const say = useOrdersSaid();
  const { locale } = useI18n();
  const cancel = useMutation({
    mutationFn: () => myOrderApi.cancel(order.id),
    onSuccess: ({ message, said }) => toast.success(say(message, said)),
    onError: (error) =>
      toast.error(error instanceof ApiError ? say(error.message, error.said) : errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
  if (!customerMayCancel(order.status)) return null;
  const paidOnline = order.paymentMethod === 'online' && order.status !== 'pending_payment';
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={cancel.isPending}>
          <XCircle aria-hidden="true" strokeWidth={1.75} />
          {t('orders.cancel.button')}
        </Button>
      }
      title={t('orders.cancel.title')}
      description={
        <>
          <p>{t('orders.cancel.text')}</p>
          {paidOnline && (
            <p className="mt-2">{t('orders.cancel.refund', { amount: formatRupees(order.total, locale) })}</p>
          )}
        </>
      }
      confirmLabel={t('orders.cancel.button')}
      cancelLabel={t('orders.cancel.keep')}
      onConfirm={() => cancel.mutate()}
    />
  );
}
