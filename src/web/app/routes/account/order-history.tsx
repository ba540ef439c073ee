import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CreditCard, Home, Loader2, Package, RotateCcw, ShoppingBag, Star } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { nameIn } from '#shared/catalog/product.ts';
import { describeLine, optionsIn } from '#shared/catalog/variants.ts';
import type { OrderSummary } from '#shared/orders/order.schemas.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { PageMessage } from '#web/components/ui/page-message.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { myOrdersQueryOptions } from '#web/features/orders/api/orders-api.ts';
import { CancelOrderButton } from '#web/features/orders/components/cancel-order-button.tsx';
import { lineImage, OrderTracker, StatusBadge } from '#web/features/orders/components/order-parts.tsx';
import { useOrdersT } from '#web/features/orders/i18n.ts';
import { orderThumbnails, pieceCount } from '#web/features/orders/lib/order-view.ts';
import { myReturnRequestsQueryOptions } from '#web/features/returns/api/returns-api.ts';
import { ReportProblem } from '#web/features/returns/components/report-problem.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { formatIsoDate } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.ts';

const OrderDetailsDialog = lazy(() => import('#web/features/orders/components/order-details-dialog.tsx'));

/** /order-history (docs/product.md §4.7): 'Your Orders', signed-in only (else /auth). */
export function Component() {
  const t = useOrdersT();
  usePageTitle(t('orders.history.pageTitle'));
  const session = useSession();
  const userId = session.user?.id;
  const query = useInfiniteQuery({ ...myOrdersQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  const [open, setOpen] = useState<OrderSummary | null>(null);
  // "Report a problem" (decision 084): each delivered order's latest report and whether it may be reported now.
  const problems = useQuery({ ...myReturnRequestsQueryOptions(userId ?? ''), enabled: Boolean(userId) }).data;

  if (session.status === 'signed-out')
    return <Navigate to={paths.auth.href(paths.orderHistory.href())} replace />;

  const orders = query.data?.pages.flatMap((page) => page.items);
  const total = query.data?.pages[0]?.total ?? 0;

  if (orders?.length === 0) {
    return (
      <PageMessage
        icon={<Package aria-hidden="true" />}
        title={t('orders.history.title')}
        action={
          // Audit 2.2: the empty state keeps the page's Back to Home too (docs/product.md §4.7).
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to={paths.products.href()}>
                <ShoppingBag aria-hidden="true" strokeWidth={1.75} />
                {t('orders.history.startShopping')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.home.href()}>
                <Home aria-hidden="true" strokeWidth={1.75} />
                {t('orders.history.backToHome')}
              </Link>
            </Button>
          </div>
        }
      >
        <p>{t('orders.history.empty')}</p>
      </PageMessage>
    );
  }

  return (
    <Container className="flex flex-col gap-6 py-6 sm:py-10">
      <div>
        <BackLink to={paths.home.href()}>{t('orders.history.backToHome')}</BackLink>
        <h1 className="mt-2 text-3xl sm:text-4xl">{t('orders.history.title')}</h1>
        {orders && <p className="mt-1 text-lg text-muted">{t('orders.history.count', { count: total })}</p>}
      </div>

      {query.isError && !orders ? (
        <div className="flex flex-col items-center gap-4 rounded-card border border-border bg-surface px-6 py-12 text-center">
          <p className="text-lg" role="alert">
            {t('orders.history.loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCcw aria-hidden="true" strokeWidth={1.75} />
            {t('orders.tryAgain')}
          </Button>
        </div>
      ) : orders ? (
        <ul className="flex flex-col gap-4">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                onView={() => setOpen(order)}
                problem={
                  <ReportProblem
                    latest={problems?.items.find((r) => r.orderId === order.id)}
                    window={problems?.reportable.find((w) => w.orderId === order.id)}
                  />
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex flex-col gap-4" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-56 rounded-card" />
            </li>
          ))}
        </ul>
      )}

      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage && <Loader2 aria-hidden="true" className="animate-spin" />}
          {t('orders.history.showMore')}
        </Button>
      )}

      <Suspense fallback={null}>
        {open !== null && <OrderDetailsDialog order={open} onClose={() => setOpen(null)} />}
      </Suspense>
    </Container>
  );
}

function OrderCard({
  order,
  onView,
  problem,
}: {
  order: OrderSummary;
  onView: () => void;
  problem: ReactNode;
}) {
  const { shown, more } = orderThumbnails(order.items);
  const pieces = pieceCount(order.items);
  const t = useOrdersT();
  const { lang, locale } = useI18n();
  return (
    <article
      aria-label={t('orders.order', { orderNumber: order.orderNumber })}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h2 className="font-mono text-lg font-semibold tracking-wide">{order.orderNumber}</h2>
          <p className="text-sm text-muted">
            {t('orders.history.placedItems', { date: formatIsoDate(order.orderDate, locale), count: pieces })}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <StatusBadge status={order.status} />
          <span className="text-lg font-semibold tabular-nums">{formatRupees(order.total, locale)}</span>
        </div>
      </div>

      <OrderTracker status={order.status} />

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <ul className="flex items-center gap-2" aria-label={t('orders.history.itemsInOrder')}>
          {shown.map((line) => (
            <li key={`${line.productId ?? ''}:${line.variantId ?? ''}:${line.catalogNumber}:${line.name}`}>
              <ResponsiveImage
                image={lineImage(line)}
                alt={describeLine(nameIn(line, lang), optionsIn(line, lang))}
                sizes="56px"
                className="size-12 rounded-control bg-sand object-cover sm:size-14"
              />
            </li>
          ))}
          {more > 0 && (
            <li
              className="grid size-12 place-items-center rounded-control bg-sand text-sm font-semibold text-muted sm:size-14"
              aria-label={t('orders.history.andMore', { count: more })}
            >
              +{more}
            </li>
          )}
        </ul>
        <div className="flex flex-wrap gap-2">
          {order.status === 'pending_payment' && (
            // Audit 2.3: an unpaid online order is paid on its confirmation page.
            <Button asChild size="sm">
              <Link to={paths.orderConfirmation.href(order.id)}>
                <CreditCard aria-hidden="true" strokeWidth={1.75} />
                {t('orders.completePayment')}
              </Link>
            </Button>
          )}
          <CancelOrderButton order={order} />
          <Button variant="secondary" size="sm" onClick={onView}>
            {t('orders.history.viewDetails')}
          </Button>
        </div>
      </div>
      {order.status === 'delivered' && <ReviewLinks items={order.items} />}
      {(order.status === 'delivered' || order.status === 'returned') && problem}
    </article>
  );
}

/** A delivered order invites a review of each product in it (docs/product.md §3.10). */
function ReviewLinks({ items }: { items: OrderSummary['items'] }) {
  const t = useOrdersT();
  const products = [
    ...new Map(items.flatMap((l) => (l.productId ? [[l.productId, l.name] as const] : []))).entries(),
  ];
  if (products.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4">
      <p className="text-sm font-semibold">{t('orders.history.howDidYouFind')}</p>
      <ul className="flex flex-wrap gap-2">
        {products.map(([productId, name]) => (
          <li key={productId}>
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.writeReview.href(productId)}>
                <Star aria-hidden="true" strokeWidth={1.75} />
                {t('orders.history.review', { name })}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
