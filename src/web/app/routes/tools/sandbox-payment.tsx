import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, FlaskConical, Loader2, PackageSearch, XCircle } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { CHECKOUT_MESSAGES } from '#shared/orders/order.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { PageMessage } from '#web/components/ui/page-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { confirmationHref } from '#web/config/order-links.ts';
import { paths } from '#web/config/paths.ts';
import { orderKeys, paymentApi, sandboxPaymentQueryOptions } from '#web/features/orders/api/orders-api.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';

/**
 * /payments/sandbox/:paymentId?token=… — the sandbox gateway's page (development and tests): the amount and
 * the order number, 'Pay ₹…' (success) and 'Fail payment'. Success lands on the confirmation page; failure
 * goes back to the order with 'Payment failed' and a retry.
 */
export function Component() {
  usePageTitle('Payment');
  const { paymentId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useQuery(sandboxPaymentQueryOptions(paymentId));

  const complete = useMutation({
    mutationFn: (outcome: 'success' | 'failure') => paymentApi.completeSandbox(paymentId, outcome),
    onSuccess: (order, outcome) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      if (outcome === 'success' && order.status !== 'pending_payment') {
        toast.success('Payment successful', { description: `Order ${order.orderNumber} is confirmed.` });
        navigate(confirmationHref(order.id, token), { replace: true });
      } else {
        toast.error(CHECKOUT_MESSAGES.paymentFailed.title, {
          description: CHECKOUT_MESSAGES.paymentFailed.description,
        });
        navigate(confirmationHref(order.id, token, 'failed'), { replace: true });
      }
    },
    onError: () => {
      toast.error(CHECKOUT_MESSAGES.paymentFailed.title, {
        description: CHECKOUT_MESSAGES.paymentFailed.description,
      });
      void info.refetch();
    },
  });

  if (info.isPending) {
    return (
      <Container className="flex justify-center py-16">
        <Skeleton className="h-80 w-full max-w-md rounded-card" />
      </Container>
    );
  }
  const payment = info.data;
  if (!payment) {
    return (
      <PageMessage
        icon={<PackageSearch aria-hidden="true" />}
        title="Payment Not Found"
        action={
          <Button asChild size="lg">
            <Link to={paths.home.href()}>Go to Home</Link>
          </Button>
        }
      >
        <p>This payment link is not valid. Please check your order from the confirmation page.</p>
      </PageMessage>
    );
  }

  const payable = payment.status === 'created' || payment.status === 'failed';
  const busy = complete.isPending || complete.isSuccess;

  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <section
        aria-labelledby="sandbox-heading"
        className="flex w-full max-w-md flex-col gap-5 rounded-card border border-border bg-surface p-6 shadow-soft sm:p-8"
      >
        <p className="flex items-center gap-2 self-start rounded-full bg-accent/30 px-3 py-1 text-sm font-semibold">
          <FlaskConical aria-hidden="true" size={16} strokeWidth={1.75} />
          Test payment gateway — no money moves
        </p>
        <div className="flex flex-col gap-1">
          <h1 id="sandbox-heading" className="text-2xl sm:text-3xl">
            Pay for your order
          </h1>
          <p className="text-muted">
            Order <span className="font-mono font-semibold text-foreground">{payment.orderNumber}</span>
          </p>
        </div>
        <p className="text-4xl font-semibold tabular-nums">{formatRupees(payment.amount)}</p>

        {payment.status === 'failed' && (
          <p className="text-sm text-danger" role="alert">
            The last attempt failed. You can try again.
          </p>
        )}

        {payable ? (
          <div className="flex flex-col gap-2">
            <Button size="lg" disabled={busy} onClick={() => complete.mutate('success')}>
              {complete.isPending && complete.variables === 'success' ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <CreditCard aria-hidden="true" strokeWidth={1.75} />
              )}
              Pay {formatRupees(payment.amount)}
            </Button>
            <Button variant="secondary" size="lg" disabled={busy} onClick={() => complete.mutate('failure')}>
              <XCircle aria-hidden="true" strokeWidth={1.75} />
              Fail payment
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-muted">
              {payment.status === 'paid'
                ? 'This order is already paid.'
                : 'This payment has expired and the order was cancelled.'}
            </p>
            <Button asChild size="lg" variant="secondary">
              <Link to={confirmationHref(payment.orderId, token)}>View Order</Link>
            </Button>
          </div>
        )}
      </section>
    </Container>
  );
}
