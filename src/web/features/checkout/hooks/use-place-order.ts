import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { CreateOrderInput } from '#shared/orders/order.schemas.ts';
import { confirmationHref } from '#web/config/order-links.ts';
import { addressKeys } from '#web/features/addresses/api/addresses-api.ts';
import { productKeys } from '#web/features/catalog/api/product-keys.ts';
import { useDeliverySaid } from '#web/features/delivery/hooks/use-delivery-said.ts';
import { orderKeys } from '#web/features/orders/api/orders-api.ts';
import { useCouponRefusal } from '#web/features/promotions/hooks/use-coupon-refusal.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { placeOrder } from '../api/checkout-api.ts';
import { useCheckoutSaid, useCheckoutT } from '../i18n.ts';
import { stockProblemsByProduct } from '../lib/checkout-form.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import { startOnlinePayment } from '../lib/online-payment.ts';

/** The order's field a pincode refusal names. */
const PINCODE_FIELD = 'customer.pincode';

/** A checkout limit (docs/product.md §9.7): its message says what to do, so the toast shows it. */
function isCheckoutLimit(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 429) return true;
  return (
    error.status === 400 && Object.keys(error.fields ?? {}).some((f) => /^items\.\d+\.quantity$/.test(f))
  );
}

/**
 * Places the order (docs/product.md §4.3). One Idempotency-Key per submission, the same again on a retry of
 * the same body, so a double click or a retry after a lost answer makes one order. The cart is cleared only
 * after a 201 (`onPlaced`: the route empties the cart); then the shopper goes to the confirmation (COD) or
 * the payment (online). A refusal is said as a toast: the stock problems by line, the server's own message
 * for a limit (429, or 400 for a line over the units cap), else 'Order Failed'; the promise then rejects, so
 * the form puts a 400's field errors on its fields and keeps what was typed.
 */
export function usePlaceOrder({
  onPlaced,
  onCouponRefused,
}: {
  onPlaced: () => void;
  /** The code was refused as the order was placed (e.g. its last use just went): its reason, for the code box. */
  onCouponRefused?: (message: string) => void;
}) {
  const navigate = useNavigate();
  const t = useCheckoutT();
  const say = useCheckoutSaid();
  const sayCouponRefusal = useCouponRefusal();
  const sayDelivery = useDeliverySaid();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  const [stockProblems, setStockProblems] = useState<Map<string, string>>(new Map());
  /** The last submission's body and key: a retry of the same body reuses the key. */
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  /** Set once the order exists: the emptied cart must not send the shopper back to /cart. */
  const placed = useRef(false);
  /** Set from the first click on, before React has drawn the disabled button: a double click sends once. */
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: CreateOrderInput; key: string }) => placeOrder(body, key),
    onMutate: () => setStockProblems(new Map()),
    onSuccess: async ({ order, warnings }) => {
      placed.current = true;
      attempt.current = null;
      onPlaced();
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      if (userId) void queryClient.invalidateQueries({ queryKey: addressKeys.of(userId) });
      if (warnings?.includes('address')) {
        toast.warning(t('checkout.addressSaveWarning'), {
          description: t('checkout.addressSaveWarningText'),
        });
      }
      if (warnings?.includes('email')) {
        toast.warning(t('checkout.emailWarning'), { description: t('checkout.emailWarningText') });
      }
      const token = order.accessToken;
      if (order.status !== 'pending_payment') {
        toast.success(t('checkout.orderPlaced'), {
          description: t('checkout.orderPlacedText', { orderNumber: order.orderNumber }),
        });
        navigate(confirmationHref(order.id, token));
        return;
      }
      toast.success(t('checkout.orderAwaitingPayment'), {
        description: t('checkout.orderAwaitingPaymentText', { orderNumber: order.orderNumber }),
      });
      try {
        await startOnlinePayment(order, token, (href) => navigate(href));
      } catch {
        toast.error(t('checkout.paymentFailed'), { description: t('checkout.paymentUnavailable') });
        navigate(confirmationHref(order.id, token));
      }
    },
    onError: (error, { body }) => {
      inFlight.current = false;
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_STOCK') {
        toast.error(t('checkout.insufficientStock'), { description: say(error.message, error.said) });
        setStockProblems(
          stockProblemsByProduct(error.fields, body.items, (field, message) =>
            say(message, error.saidFields?.[field]),
          ),
        );
        // Fresh stock for every line (the cart flags and caps what cannot be bought).
        void queryClient.invalidateQueries({ queryKey: productKeys.all });
        return;
      }
      const couponRefusal = sayCouponRefusal(error);
      if (couponRefusal) {
        toast.error(couponRefusal, { description: t('checkout.couponRefusedAtOrder') });
        onCouponRefused?.(couponRefusal);
        return;
      }
      toast.error(t('checkout.orderFailed'), {
        description: isCheckoutLimit(error) ? say(error.message, error.said) : t('checkout.orderFailedText'),
      });
    },
  });

  /** Sends the order; a second call while one is on its way does nothing. */
  async function submit(body: CreateOrderInput): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    try {
      await mutation.mutateAsync({ body, key: attempt.current.key });
    } catch (error) {
      // The form puts the pincode's refusal on its field: said in the page's language (decision 042).
      const said = error instanceof ApiError ? error.saidFields?.[PINCODE_FIELD] : undefined;
      if (!said || !(error instanceof ApiError)) throw error;
      const pincode = sayDelivery(error.fields?.[PINCODE_FIELD] ?? error.message, said);
      throw new ApiError(error.status, error.code, error.message, {
        ...error.fields,
        [PINCODE_FIELD]: pincode,
      });
    }
  }

  return { submit, pending: mutation.isPending || placed.current, placed: placed.current, stockProblems };
}
