import { useQuery } from '@tanstack/react-query';
import { Loader2, MapPin, PackageSearch, Search, Truck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TrackingResult } from '#shared/orders/order.schemas.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { FieldError, inputClass } from '#web/components/ui/form/field-parts.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import {
  isNotFound,
  recentOrdersQueryOptions,
  trackQueryOptions,
} from '#web/features/orders/api/orders-api.ts';
import { OrderTimeline, ShipmentDetails, StatusBadge } from '#web/features/orders/components/order-parts.tsx';
import { useOrdersT } from '#web/features/orders/i18n.ts';
import { formatDeliveryEstimate } from '#web/features/orders/lib/order-view.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { cn } from '#web/lib/cn.ts';
import { formatIsoDate } from '#web/lib/dates.ts';
import { useI18n } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.ts';

/*
 * /track-order (docs/product.md §4.8): public tracking by order number, kept in the URL (?order=) so it can be shared.
 * Shows the order number, status, current location, estimated delivery and the four-step timeline, never a
 * name, address, phone or email. Signed-in shoppers get their 5 most recent orders to click.
 */
export function Component() {
  const t = useOrdersT();
  const { locale } = useI18n();
  usePageTitle(t('orders.track.pageTitle'));
  const [search, setSearch] = useSearchParams();
  const orderNumber = (search.get('order') ?? '').trim().toUpperCase();
  const [input, setInput] = useState(orderNumber);
  const [inputError, setInputError] = useState<string | null>(null);
  const inputId = useId();
  const session = useSession();
  const userId = session.user?.id;

  // The URL leads (back/forward, a shared link, a recent order's click).
  useEffect(() => setInput(orderNumber), [orderNumber]);

  const tracking = useQuery({ ...trackQueryOptions(orderNumber), enabled: orderNumber !== '' });
  const recent = useQuery({ ...recentOrdersQueryOptions(userId ?? ''), enabled: Boolean(userId) });

  const track = (value: string) => {
    const next = value.trim().toUpperCase();
    if (!next) {
      setInputError(t('orders.track.enterOrderNumber'));
      return;
    }
    setInputError(null);
    if (next === orderNumber) void tracking.refetch();
    else setSearch({ order: next });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    track(input);
  };

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{t('orders.track.title')}</h1>
        <p className="text-lg text-muted">{t('orders.track.intro')}</p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6">
          <form
            onSubmit={submit}
            noValidate
            className="flex flex-col gap-2 rounded-card border border-border bg-surface p-5 sm:p-6"
          >
            <label htmlFor={inputId} className="text-sm font-semibold">
              {t('orders.orderNumber')}
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <input
                id={inputId}
                name="order"
                value={input}
                onChange={(e) => {
                  setInput(e.target.value);
                  if (inputError) setInputError(null);
                }}
                placeholder={t('orders.track.placeholder')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                aria-invalid={inputError ? true : undefined}
                aria-describedby={inputError ? `${inputId}-error` : undefined}
                className={cn(inputClass, 'font-mono uppercase placeholder:normal-case sm:flex-1')}
              />
              <Button type="submit" size="lg" disabled={tracking.isFetching}>
                {tracking.isFetching ? (
                  <Loader2 aria-hidden="true" className="animate-spin" />
                ) : (
                  <Search aria-hidden="true" strokeWidth={1.75} />
                )}
                {t('orders.trackOrder')}
              </Button>
            </div>
            <FieldError id={`${inputId}-error`}>{inputError}</FieldError>
          </form>

          {orderNumber && (
            <div aria-live="polite">
              {tracking.data ? (
                <TrackingCard result={tracking.data} />
              ) : tracking.isError ? (
                <div
                  role="alert"
                  className="flex flex-col items-center gap-2 rounded-card border border-border bg-surface px-6 py-10 text-center"
                >
                  <PackageSearch aria-hidden="true" size={32} strokeWidth={1.75} className="text-primary" />
                  {isNotFound(tracking.error) ? (
                    <>
                      <h2 className="text-2xl">{t('orders.notFound')}</h2>
                      <p className="text-muted">{t('orders.track.notFoundText')}</p>
                    </>
                  ) : (
                    <p className="text-lg">{t('orders.track.failed')}</p>
                  )}
                </div>
              ) : (
                <Skeleton className="h-80 rounded-card" />
              )}
            </div>
          )}

          {!orderNumber && (
            <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border px-6 py-10 text-center">
              <Truck aria-hidden="true" size={32} strokeWidth={1.75} className="text-primary" />
              <p className="max-w-md text-muted">{t('orders.track.hint')}</p>
              <Button asChild variant="secondary">
                <Link to={paths.orderHistory.href()}>{t('orders.track.viewYourOrders')}</Link>
              </Button>
            </div>
          )}
        </div>

        {userId && (
          <aside
            aria-labelledby="recent-orders-heading"
            className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5"
          >
            <h2 id="recent-orders-heading" className="text-xl">
              {t('orders.track.recent')}
            </h2>
            {recent.data ? (
              recent.data.length ? (
                <ul className="flex flex-col gap-2">
                  {recent.data.map((order) => (
                    <li key={order.id}>
                      <button
                        type="button"
                        onClick={() => track(order.orderNumber)}
                        aria-current={order.orderNumber === orderNumber ? 'true' : undefined}
                        className={cn(
                          'flex min-h-11 w-full flex-col gap-1 rounded-control border p-3 text-left transition-colors hover:border-foreground/30',
                          order.orderNumber === orderNumber ? 'border-primary bg-primary/5' : 'border-border',
                        )}
                      >
                        <span className="flex items-center justify-between gap-2">
                          <span className="font-mono text-sm font-semibold">{order.orderNumber}</span>
                          <StatusBadge status={order.status} />
                        </span>
                        <span className="text-sm text-muted">
                          {formatIsoDate(order.createdAt, locale)} · {formatRupees(order.total, locale)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted">
                  {t('orders.track.noOrders')}{' '}
                  <Link to={paths.orderHistory.href()} className="font-semibold text-primary hover:underline">
                    {t('orders.history.title')}
                  </Link>
                </p>
              )
            ) : recent.isError ? (
              <p className="text-sm text-muted">{t('orders.history.loadFailed')}</p>
            ) : (
              <div className="flex flex-col gap-2">
                <Skeleton className="h-16" />
                <Skeleton className="h-16" />
              </div>
            )}
          </aside>
        )}
      </div>
    </Container>
  );
}

function TrackingCard({ result }: { result: TrackingResult }) {
  const t = useOrdersT();
  const { locale } = useI18n();
  const estimate = formatDeliveryEstimate(result.estimatedDelivery, locale);
  const halted = result.status === 'cancelled' || result.status === 'returned' ? result.status : null;
  return (
    <section
      aria-label={t('orders.order', { orderNumber: result.orderNumber })}
      className="flex flex-col gap-5 rounded-card border border-border bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <span className="text-sm text-muted">{t('orders.orderNumber')}</span>
          <h2 className="font-mono text-xl font-semibold tracking-wide">{result.orderNumber}</h2>
          <span className="text-sm text-muted">
            {t('orders.placed', { date: formatIsoDate(result.orderDate, locale) })}
          </span>
        </div>
        <StatusBadge status={result.status} className="text-base" />
      </div>
      <dl className="grid gap-4 rounded-control bg-sand/60 p-4 sm:grid-cols-2">
        <div className="flex gap-2">
          <MapPin aria-hidden="true" size={20} strokeWidth={1.75} className="mt-0.5 shrink-0 text-primary" />
          <div>
            <dt className="text-sm text-muted">{t('orders.track.currentLocation')}</dt>
            <dd className="font-semibold">{t(`orders.location.${result.status}`)}</dd>
          </div>
        </div>
        <div className="flex gap-2">
          <Truck aria-hidden="true" size={20} strokeWidth={1.75} className="mt-0.5 shrink-0 text-primary" />
          <div>
            <dt className="text-sm text-muted">{t('orders.estimatedDelivery')}</dt>
            <dd className="font-semibold">
              {estimate ?? (result.status === 'delivered' ? t('orders.status.delivered') : '—')}
            </dd>
          </div>
        </div>
      </dl>
      {result.shipment && <ShipmentDetails shipment={result.shipment} />}
      <OrderTimeline steps={result.timeline} halted={halted} />
    </section>
  );
}
