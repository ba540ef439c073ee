import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangle,
  CheckCircle2,
  CircleSlash,
  Clock,
  CreditCard,
  Home,
  Loader2,
  PackageSearch,
  ShoppingBag,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { COD_KEY_PARAM } from '#shared/orders/cod-confirmation.ts';
import type { OrderDetail } from '#shared/orders/order.schemas.ts';
import { CHECKOUT_MESSAGES } from '#shared/orders/order.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { PageMessage } from '#web/components/ui/page-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { trackHref } from '#web/config/order-links.ts';
import { paths } from '#web/config/paths.ts';
import { startOnlinePayment } from '#web/features/checkout/lib/online-payment.ts';
import { InvoiceLinks } from '#web/features/invoices/components/invoice-links.tsx';
import { isNotFound, orderQueryOptions } from '#web/features/orders/api/orders-api.ts';
import { CodConfirmPanel } from '#web/features/orders/components/cod-confirm-panel.tsx';
import { OrderNoteAndGift } from '#web/features/orders/components/order-note-and-gift.tsx';
import {
  DeliveryAddress,
  OrderLines,
  OrderTimeline,
  OrderTotals,
  StatusBadge,
} from '#web/features/orders/components/order-parts.tsx';
import { useOrdersT } from '#web/features/orders/i18n.ts';
import {
  type ConfirmationTone,
  confirmationHeading,
  formatDeliveryEstimate,
} from '#web/features/orders/lib/order-view.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { formatIsoDate } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';

/*
 * /order-confirmation/:orderId?token=… (docs/product.md §4.5): the order read from the server, so a reload
 * shows it again; the signed-in owner, an admin, or a guest holding the link's token may see it, anyone else
 * gets 'Order Not Found'. An unpaid online order offers 'Complete payment'; a COD order awaiting its buyer's
 * confirmation, opened from the mailed link, offers its answers; a cancelled or returned one says so.
 */
export function Component() {
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const paymentOutcome = search.get('payment');
  // The mailed link's key answers a COD order's confirmation (decision 087); the page's token only shows it.
  const confirmKey = search.get(COD_KEY_PARAM);
  const query = useQuery(orderQueryOptions(orderId, token));
  const order = query.data;
  const t = useOrdersT();
  const { locale } = useI18n();
  const heading = order ? confirmationHeading(order, t) : null;
  usePageTitle(heading?.title ?? t('orders.confirmation.pageTitle'));

  if (query.isPending) return <ConfirmationSkeleton />;
  if (!order || !heading) {
    if (
      query.isError &&
      !isNotFound(query.error) &&
      !(query.error instanceof ApiError && query.error.isClientError)
    ) {
      // Unreachable server: say so, with a retry, rather than 'not found'.
      return (
        <PageMessage
          icon={<AlertTriangle aria-hidden="true" />}
          title={t('orders.confirmation.loadFailed')}
          action={
            <Button size="lg" onClick={() => void query.refetch()}>
              {t('orders.tryAgain')}
            </Button>
          }
        >
          <p>{t('orders.confirmation.loadFailedText')}</p>
        </PageMessage>
      );
    }
    if (query.error instanceof ApiError && query.error.message === CHECKOUT_MESSAGES.orderLinkExpired) {
      // A guest's link opens the order for 90 days (docs/product.md §4.9); then signing in or tracking reaches it.
      return (
        <PageMessage
          icon={<PackageSearch aria-hidden="true" />}
          title={t('orders.linkExpired')}
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild size="lg">
                <Link to={paths.auth.href()}>{t('orders.signIn')}</Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to={paths.trackOrder.href()}>{t('orders.trackOrder')}</Link>
              </Button>
            </div>
          }
        >
          <p>{t('orders.linkExpiredText')}</p>
        </PageMessage>
      );
    }
    return (
      <PageMessage
        icon={<PackageSearch aria-hidden="true" />}
        title={t('orders.notFound')}
        action={
          <Button asChild size="lg">
            <Link to={paths.home.href()}>
              <Home aria-hidden="true" strokeWidth={1.75} />
              {t('orders.goHome')}
            </Link>
          </Button>
        }
      >
        <p>{t('orders.notFoundText')}</p>
      </PageMessage>
    );
  }

  const pending = order.status === 'pending_payment';
  const estimate = formatDeliveryEstimate(order.estimatedDelivery, locale);
  const halted = order.status === 'cancelled' || order.status === 'returned' ? order.status : null;

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-12">
      <header className="flex flex-col items-center gap-3 text-center">
        <span className={HEADING_ICON[heading.tone].className}>{HEADING_ICON[heading.tone].icon}</span>
        <h1 className="text-3xl sm:text-4xl">{heading.title}</h1>
        <p className="max-w-lg text-lg text-muted">{heading.text}</p>
      </header>

      {pending && <PaymentPanel order={order} token={token} outcome={paymentOutcome} />}
      {order.status === 'awaiting_confirmation' && confirmKey && (
        <CodConfirmPanel order={order} confirmKey={confirmKey} token={token} />
      )}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <Card title={t('orders.orderDetails')}>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              <Detail label={t('orders.orderNumber')}>
                <span className="font-mono text-lg font-semibold tracking-wide" data-testid="order-number">
                  {order.orderNumber}
                </span>
              </Detail>
              <Detail label={t('orders.orderDate')}>{formatIsoDate(order.orderDate, locale)}</Detail>
              <Detail label={t('orders.paymentMethod')}>{t(`orders.method.${order.paymentMethod}`)}</Detail>
              <Detail label={t('orders.statusLabel')}>
                <StatusBadge status={order.status} />
              </Detail>
              <Detail label={t('orders.email')}>{order.customer.email}</Detail>
              {estimate && <Detail label={t('orders.estimatedDelivery')}>{estimate}</Detail>}
            </dl>
          </Card>

          <Card title={t('orders.items')}>
            <OrderLines items={order.items} />
          </Card>

          <Card title={t('orders.deliveryAddress')}>
            <DeliveryAddress customer={order.customer} />
            <OrderNoteAndGift orderNote={order.orderNote} gift={order.gift} />
          </Card>
        </div>

        <div className="flex flex-col gap-6 lg:sticky lg:top-24">
          <Card title={t('orders.orderTotal')}>
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
            <InvoiceLinks orderId={order.id} status={order.status} token={token ?? undefined} />
          </Card>
          <Card title={t('orders.orderStatus')}>
            <OrderTimeline steps={order.timeline} halted={halted} />
            {/* The general promise, for an order placed before its own dates were kept (decision 070). */}
            {!halted && order.status !== 'delivered' && !order.timeline.some((step) => step.window) && (
              <p className="rounded-control bg-sand/60 p-3 text-sm text-muted">
                {t('orders.processingPromise')}
              </p>
            )}
          </Card>
        </div>
      </div>

      <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <Button asChild size="lg">
          <Link to={paths.home.href()}>
            <Home aria-hidden="true" strokeWidth={1.75} />
            {t('orders.continueShopping')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.products.href()}>
            <ShoppingBag aria-hidden="true" strokeWidth={1.75} />
            {t('orders.browseProducts')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link to={trackHref(order.orderNumber)}>
            <PackageSearch aria-hidden="true" strokeWidth={1.75} />
            {t('orders.trackOrder')}
          </Link>
        </Button>
      </div>
    </Container>
  );
}

const ICON = { 'aria-hidden': true, size: 30, strokeWidth: 1.75 } as const;
const HEADING_ICON: Record<ConfirmationTone, { className: string; icon: ReactNode }> = {
  success: {
    className: 'grid size-16 place-items-center rounded-full bg-success/10 text-success',
    icon: <CheckCircle2 {...ICON} />,
  },
  waiting: {
    className: 'grid size-16 place-items-center rounded-full bg-sand text-primary',
    icon: <Clock {...ICON} />,
  },
  halted: {
    className: 'grid size-16 place-items-center rounded-full bg-foreground/10 text-foreground',
    icon: <CircleSlash {...ICON} />,
  },
};

function PaymentPanel({
  order,
  token,
  outcome,
}: {
  order: OrderDetail;
  token: string | null;
  outcome: string | null;
}) {
  const navigate = useNavigate();
  const t = useOrdersT();
  const [opening, setOpening] = useState(false);
  const failed = outcome === 'failed';
  return (
    <section
      aria-label={t('orders.payment')}
      className={
        failed
          ? 'flex flex-col items-center gap-3 rounded-card border border-danger/30 bg-danger/5 p-5 text-center'
          : 'flex flex-col items-center gap-3 rounded-card border border-border bg-surface p-5 text-center'
      }
    >
      {failed && (
        <p role="alert" className="flex flex-col gap-1">
          <span className="text-lg font-semibold text-danger">{t('orders.paymentFailed')}</span>
          <span className="text-muted">{t('orders.paymentFailedText')}</span>
        </p>
      )}
      {outcome === 'cancelled' && <p className="text-muted">{t('orders.paymentWindowClosed')}</p>}
      <Button
        size="lg"
        disabled={opening}
        onClick={async () => {
          setOpening(true);
          try {
            await startOnlinePayment(order, token, (href) => navigate(href));
          } catch {
            toast.error(t('orders.paymentFailedToast'), { description: t('orders.paymentUnavailable') });
          } finally {
            setOpening(false);
          }
        }}
      >
        {opening ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <CreditCard aria-hidden="true" strokeWidth={1.75} />
        )}
        {failed ? t('orders.tryPaymentAgain') : t('orders.completePayment')}
      </Button>
      <p className="text-sm text-muted">{t('orders.unpaidReleased')}</p>
    </section>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6">
      <h2 className="text-xl sm:text-2xl">{title}</h2>
      {children}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function ConfirmationSkeleton() {
  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-12" aria-busy="true">
      <div className="flex flex-col items-center gap-3">
        <Skeleton className="size-16 rounded-full" />
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-6 w-80 max-w-full" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-72 rounded-card" />
        <Skeleton className="h-72 rounded-card" />
      </div>
    </Container>
  );
}
