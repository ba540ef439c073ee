import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { PackageOpen, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ORDER_STATUSES, type OrderStatus } from '#shared/constants/order-status.ts';
import { formatDate } from '#shared/format/dates.ts';
import type { AdminOrder } from '#shared/orders/order-admin.schemas.ts';
import {
  ADMIN_ORDERS_MONTHS,
  type AdminOrderFilter,
  type AdminSettableStatus,
  isFiltered,
  ORDER_GROUPS,
  type OrderGroup,
} from '#shared/orders/order-admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import { AssistedEntry } from '../../assisted/components/assisted-entry.tsx';
import { useAdminShellT } from '../../shell/i18n.ts';
import { adminOrderKeys, adminOrdersQueryOptions, setOrderStatus } from '../api/admin-orders-api.ts';
import { useRefreshAfterOrderChange } from '../hooks/use-refresh-after-order-change.ts';
import { useUrlParam } from '../hooks/use-url-param.ts';
import { useAdminOrdersT } from '../i18n.ts';
import { customerHref } from '../lib/order-links.ts';
import { type OrderSelection, shownState, toggleShown, withOrder } from '../lib/selection.ts';
import { AdminOrderCard } from './admin-order-card.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { ORDER_VIEWS, type OrderView, SelectAll, ViewSwitch } from './list-controls.tsx';
import { OpenProblems } from './open-problems.tsx';
import { OrderDetail } from './order-detail.tsx';
import { OrderFilters } from './order-filters.tsx';
import { OrderRow } from './order-row.tsx';
import { SubTabs } from './sub-tabs.tsx';

// The New order page and Quick sale load when opened (their own chunk).
const AssistedPages = lazy(() => import('../../assisted/components/assisted-pages.tsx'));

const isGroup = (value: string | null): value is OrderGroup =>
  (ORDER_GROUPS as readonly string[]).includes(value ?? '');
const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);
const isView = (value: string): value is OrderView => (ORDER_VIEWS as readonly string[]).includes(value);

/**
 * The admin Orders tab (docs/product.md §7.4): New Orders / Delivered / Cancelled/Returned with counts, the
 * last 3 months newest first, 50 at a time, or the whole history under a search or date range; a status
 * change is sent, then the list is read again so the order moves to its group. `?group=`, `?q=`, `?from=`,
 * `?to=`, `?email=` (a customer's orders), `?status=` (the owner's Today counts) and `?view=rows` (compact rows
 * instead of cards, audit D-m10) keep the view across reloads and links.
 */
export default function OrdersTab() {
  const [openOrder, setOpenOrder] = useUrlParam('order');
  const [compose, setCompose] = useUrlParam('new');
  const refreshAfterOrderChange = useRefreshAfterOrderChange();
  if (openOrder) return <OrderDetail id={openOrder} onBack={() => setOpenOrder('')} />;
  if (compose) {
    return (
      <Suspense fallback={<Skeleton className="h-96 rounded-card" />}>
        <AssistedPages
          page={compose}
          onOpenOrder={setOpenOrder}
          onPage={setCompose}
          onOrderMade={refreshAfterOrderChange}
        />
      </Suspense>
    );
  }
  return <OrdersList onOpen={setOpenOrder} onCompose={setCompose} />;
}

function OrdersList({
  onOpen,
  onCompose,
}: {
  onOpen: (id: string) => void;
  onCompose: (page: string) => void;
}) {
  const t = useAdminOrdersT();
  const shellT = useAdminShellT();
  const { locale } = useI18n();
  const [selected, setSelected] = useState<OrderSelection>(new Map());
  const [groupParam, setGroup] = useUrlParam('group', 'new');
  const group: OrderGroup = isGroup(groupParam) ? groupParam : 'new';
  const [q, setQ] = useUrlParam('q');
  const [from, setFrom] = useUrlParam('from');
  const [to, setTo] = useUrlParam('to');
  const [email, setEmail] = useUrlParam('email');
  const [customerId] = useUrlParam('customer');
  const [statusParam, setStatus] = useUrlParam('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const [viewParam, setView] = useUrlParam('view', 'cards');
  const view: OrderView = isView(viewParam) ? viewParam : 'cards';
  const filter: AdminOrderFilter = Object.fromEntries(
    Object.entries({ q, from, to, email, status }).filter(([, value]) => value),
  );
  const setFilter = { q: setQ, from: setFrom, to: setTo };
  const queryClient = useQueryClient();
  const refreshAfterOrderChange = useRefreshAfterOrderChange();
  const orders = useInfiniteQuery(adminOrdersQueryOptions(group, filter));

  const changeStatus = useMutation({
    mutationFn: ({ order, status }: { order: AdminOrder; status: AdminSettableStatus }) =>
      setOrderStatus(order.id, { status }),
    onSuccess: (updated) => {
      toast.success(t('toast.statusUpdated'), {
        description: t('toast.statusUpdatedDetail', {
          order: updated.orderNumber,
          status: t(`status.${updated.status}`),
        }),
      });
      // A customer's orders and spend, the charts and the stock follow the status (cancel/return no longer count).
      return refreshAfterOrderChange();
    },
    onError: () => toast.error(t('orders.updateFailed')),
  });

  const first = orders.data?.pages[0];
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="admin-orders-heading" className="flex flex-col gap-4">
      <OpenProblems onOpen={onOpen} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="admin-orders-heading" className="text-2xl">
            {t('orders.heading')}
          </h2>
          <p className="text-sm text-muted">
            {isFiltered(filter)
              ? t('orders.scopeFiltered')
              : first?.since
                ? t('orders.scopeSince', {
                    months: ADMIN_ORDERS_MONTHS,
                    date: formatDate(new Date(first.since), locale),
                  })
                : t('orders.scope', { months: ADMIN_ORDERS_MONTHS })}
          </p>
        </div>
        <AssistedEntry onCompose={onCompose} />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all })}
          disabled={orders.isFetching}
        >
          <RefreshCw
            aria-hidden="true"
            strokeWidth={1.75}
            className={orders.isFetching ? 'animate-spin' : ''}
          />
          {t('orders.refresh')}
        </Button>
      </div>

      <OrderFilters filter={filter} onChange={(key, value) => setFilter[key](value)} />
      {email && (
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <span className="font-semibold">{t('orders.ordersOf', { email })}</span>
          {customerId && (
            <Link className="text-primary hover:underline" to={customerHref(customerId)}>
              {t('orders.backToCustomer')}
            </Link>
          )}
          <Button variant="secondary" size="sm" onClick={() => setEmail('')}>
            {t('orders.showAll')}
          </Button>
        </p>
      )}

      {status && (
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <span className="font-semibold">{t('orders.ofStatus', { status: t(`status.${status}`) })}</span>
          <Button variant="secondary" size="sm" onClick={() => setStatus('')}>
            {t('orders.everyStatus')}
          </Button>
        </p>
      )}

      <BulkBar selected={[...selected.values()]} filter={filter} onDone={() => setSelected(new Map())} />
      <ViewSwitch view={view} onChange={(next) => setView(next)} />

      <SubTabs
        label={t('orders.byStatus')}
        value={group}
        onChange={setGroup}
        tabs={ORDER_GROUPS.map((id) => ({
          id,
          label: t(`group.${id}`),
          count: first ? first.groups[id] : null,
        }))}
      >
        {orders.isPending ? (
          <div className="flex flex-col gap-4" aria-busy="true">
            <span className="sr-only">{t('orders.loading')}</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className={view === 'rows' ? 'h-14 rounded-card' : 'h-64 rounded-card'} />
            ))}
          </div>
        ) : orders.isError ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="text-danger">{t('orders.loadFailed')}</p>
            <Button variant="secondary" onClick={() => orders.refetch()}>
              {shellT('list.tryAgain')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="flex flex-col items-center gap-3 py-12 text-center text-muted">
            <PackageOpen aria-hidden="true" size={32} strokeWidth={1.5} />
            {isFiltered(filter) ? t('orders.noMatch') : t(`empty.${group}`)}
          </p>
        ) : (
          <div className="flex flex-col gap-4">
            <SelectAll
              state={shownState(selected, items)}
              count={items.length}
              onToggle={() => setSelected(toggleShown(selected, items))}
            />
            <ul className={view === 'rows' ? 'flex flex-col divide-y divide-border' : 'flex flex-col gap-4'}>
              {items.map((order) => (
                <li key={order.id}>
                  {view === 'rows' ? (
                    <OrderRow
                      order={order}
                      selected={selected.has(order.id)}
                      onSelect={(o, on) => setSelected(withOrder(selected, o, on))}
                      onOpen={(o) => onOpen(o.id)}
                    />
                  ) : (
                    <AdminOrderCard
                      order={order}
                      selected={selected.has(order.id)}
                      onSelect={(o, on) => setSelected(withOrder(selected, o, on))}
                      onOpen={(o) => onOpen(o.id)}
                      onStatusChange={(o, to) =>
                        changeStatus.mutateAsync({ order: o, status: to }).catch(() => undefined)
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
            <div className="flex flex-col items-center gap-2 pt-2">
              <p className="text-sm text-muted">
                {t('orders.showing', { shown: items.length, total: first?.total ?? items.length })}
              </p>
              {orders.hasNextPage && (
                <Button
                  variant="secondary"
                  onClick={() => orders.fetchNextPage()}
                  disabled={orders.isFetchingNextPage}
                >
                  {orders.isFetchingNextPage ? shellT('list.loading') : shellT('list.loadMore')}
                </Button>
              )}
            </div>
          </div>
        )}
      </SubTabs>
    </section>
  );
}
